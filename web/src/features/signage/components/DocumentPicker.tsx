// Adds a media-library document (an image of `uploads`, a PDF of `pdf` or a clip of `videos`) to a playlist (issue 22):
// the folder's first files are listed when asked (Storage is loaded only then); the download address is taken when
// the schedule is saved.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignageItem } from '@backoffice/shared';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';

const FOLDERS = ['uploads', 'pdf', 'videos'] as const;
type Folder = (typeof FOLDERS)[number];
/** A playlist picks from the first files of a folder; a library larger than this is searched in /media. */
const LISTED = 100;

export function DocumentPicker({
  canteenId,
  onAdd,
}: {
  canteenId: string;
  onAdd: (item: SignageItem) => void;
}) {
  const { t } = useTranslation('signage');
  const [folder, setFolder] = useState<Folder>('uploads');
  const [files, setFiles] = useState<Array<{ path: string; name: string; url: string }> | null>(null);
  const [chosen, setChosen] = useState('');
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const load = async (next: Folder) => {
    setFolder(next);
    setFiles(null);
    setChosen('');
    setState('loading');
    try {
      const { listFolderPage } = await import('../../../lib/storage');
      const page = await listFolderPage(canteenId, next, LISTED);
      setFiles(page.files.map((file) => ({ path: file.path, name: file.name, url: file.url })));
      setChosen(page.files[0]?.path ?? '');
      setState('idle');
    } catch (error) {
      console.error('Media library not listed', error);
      setState('error');
    }
  };
  const file = files?.find((entry) => entry.path === chosen);
  return (
    <div
      className="flex flex-wrap items-end gap-2 rounded border border-dashed border-slate-300 p-2"
      data-testid="document-picker"
    >
      <SelectField
        label={t('documents.folder')}
        value={folder}
        onChange={(event) => void load(event.target.value as Folder)}
        options={FOLDERS.map((value) => ({ value, label: t(`documents.folders.${value}`) }))}
      />
      {files === null ? (
        <Button size="sm" variant="secondary" busy={state === 'loading'} onClick={() => void load(folder)}>
          {t('documents.list')}
        </Button>
      ) : files.length === 0 ? (
        <p className="text-sm text-slate-600">{t('documents.empty')}</p>
      ) : (
        <>
          <SelectField
            label={t('documents.file')}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            options={files.map((entry) => ({ value: entry.path, label: entry.name }))}
          />
          <Button
            size="sm"
            variant="secondary"
            disabled={!file}
            onClick={() =>
              file &&
              onAdd({ kind: 'document', path: file.path, name: file.name, seconds: 15, url: file.url })
            }
          >
            {t('playlist.addDocument')}
          </Button>
        </>
      )}
      {state === 'error' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('documents.error')}
        </p>
      )}
    </div>
  );
}
