// The report's export through the kit's pipeline (csv, csv_international, xlsx, txt): one row per point or choice
// with its count, and one per open answer.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportColumn, SurveyQuestion, SurveyReport } from '@backoffice/shared';
import { ExportPanel } from '../../../components/export/ExportPanel';
import { textIn } from './texts';

interface Row {
  question: string;
  type: string;
  answer: string;
  count: number | null;
  at: Date | null;
}

const header = (key: string) => `surveys:export.${key}`;

export function reportRows(report: SurveyReport, questions: readonly SurveyQuestion[], language: string, typeName: (type: string) => string): Row[] {
  return report.questions.flatMap((entry, index) => {
    const question = questions.find((candidate) => candidate.id === entry.id);
    const name = `${index + 1}. ${textIn(question?.text, language)}`;
    const choiceText = (value: string) => textIn(question?.choices?.find((choice) => choice.id === value)?.text, language) || value;
    return [
      ...entry.distribution.map((bucket) => ({ question: name, type: typeName(entry.type), answer: entry.type === 'choice' ? choiceText(bucket.value) : bucket.value, count: bucket.count, at: null })),
      ...entry.texts.map((text) => ({ question: name, type: typeName(entry.type), answer: text.text, count: null, at: new Date(text.at) })),
    ];
  });
}

export function ReportExport({ rows, name }: { rows: Row[]; name: string }) {
  const { t } = useTranslation('surveys');
  const columns = useMemo<ExportColumn<Row>[]>(
    () => [
      { id: 'question', headerKey: header('question'), type: 'text', value: (row) => row.question, width: 40 },
      { id: 'type', headerKey: header('type'), type: 'text', value: (row) => row.type },
      { id: 'answer', headerKey: header('answer'), type: 'text', value: (row) => row.answer, width: 40 },
      { id: 'count', headerKey: header('count'), type: 'number', value: (row) => row.count },
      { id: 'at', headerKey: header('at'), type: 'date', value: (row) => row.at },
    ],
    [],
  );
  const readRows = useCallback(async ({ onProgress }: { signal: AbortSignal; onProgress: (read: number) => void }) => {
    onProgress(rows.length);
    return rows;
  }, [rows]);
  const fileName = useMemo(() => ['survey', name], [name]);
  return <ExportPanel columns={columns} readRows={readRows} fileName={fileName} total={rows.length} sheetName={t('export.sheet')} startLabel={t('export.start')} />;
}
