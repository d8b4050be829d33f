// The files of a folder as cards: preview, name, type, size and date, with their actions.
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/Skeleton';
import { currentLanguage } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { fileExtension, formatFileSize } from '../../../lib/file-rules';
import type { StoredFile } from '../../../lib/storage';
import { FileActions, type FileActionHandlers } from './FileActions';
import { FileThumb } from './FileThumb';

export function FileGrid({ files, ...actions }: FileActionHandlers & { files: readonly StoredFile[] }) {
  const { t } = useTranslation('media');
  const language = currentLanguage();
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {files.map((file) => (
        <li key={file.path} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <FileThumb file={file} className="h-36 w-full" />
          <div className="flex flex-1 flex-col gap-3 p-4">
            <h3 className="text-sm font-semibold break-all text-slate-900">{file.name}</h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-slate-600">
              <dt>{t('columns.type')}</dt>
              <dd>{fileExtension(file.name) || file.contentType}</dd>
              <dt>{t('columns.size')}</dt>
              <dd>{formatFileSize(file.size)}</dd>
              <dt>{t('columns.date')}</dt>
              <dd>{formatDate(file.updated, language, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
            </dl>
            <div className="mt-auto">
              <FileActions file={file} {...actions} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while the first page loads. */
export function FileGridSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy="true">
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} className="h-64 w-full rounded-xl" />
      ))}
    </div>
  );
}
