// Where the rows come from: cells pasted from a spreadsheet or a CSV file chosen or dropped.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { FileDropArea } from '../ui/FileDropArea';
import { controlClasses } from '../ui/Field';
import { parseTable, readCsvFile, type Table } from './parse';

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

export function ImportSource({ onTable }: { onTable: (table: Table) => void }) {
  const { t } = useTranslation('kit');
  const pasteId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const read = async (source: string) => {
    const table = await parseTable(source);
    // A header and at least one row below it.
    if (table.length < 2) {
      setProblem(t('import.empty'));
      return;
    }
    setProblem(null);
    onTable(table);
  };

  return (
    <div className="flex flex-col gap-4">
      {problem && <Alert tone="error">{problem}</Alert>}
      <section className="flex flex-col gap-2" aria-labelledby={`${pasteId}-title`}>
        <h3 id={`${pasteId}-title`} className="text-base font-semibold text-slate-900">
          {t('import.paste.title')}
        </h3>
        <label htmlFor={pasteId} className="text-sm text-slate-700">
          {t('import.paste.field')}
        </label>
        <textarea
          id={pasteId}
          rows={6}
          spellCheck={false}
          className={controlClasses(false, 'font-mono text-xs')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div>
          <Button variant="secondary" disabled={text.trim() === ''} onClick={() => void read(text)}>
            {t('import.paste.read')}
          </Button>
        </div>
      </section>
      <section className="flex flex-col gap-2" aria-labelledby={`${pasteId}-file`}>
        <h3 id={`${pasteId}-file`} className="text-base font-semibold text-slate-900">
          {t('import.file.title')}
        </h3>
        <FileDropArea
          accept=".csv,text/csv"
          hint={t('import.file.hint')}
          onFiles={([file]) => {
            if (!file || !isCsv(file)) {
              setProblem(t('import.file.wrongType'));
              return;
            }
            void readCsvFile(file).then(read);
          }}
        />
      </section>
    </div>
  );
}
