// The files of a folder as a table: a small preview, name, type, size, date and actions per row.
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/ui/DataTable';
import { currentLanguage } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { fileExtension, formatFileSize } from '../../../lib/file-rules';
import type { StoredFile } from '../../../lib/storage';
import { FileActions, type FileActionHandlers } from './FileActions';
import { FileThumb } from './FileThumb';

export function FileTable({ files, folderName, ...actions }: FileActionHandlers & { files: readonly StoredFile[]; folderName: string }) {
  const { t } = useTranslation('media');
  const language = currentLanguage();
  const columns: Column<StoredFile>[] = [
    { id: 'preview', header: t('columns.preview'), cell: (file) => <FileThumb file={file} className="size-12 rounded-md" /> },
    { id: 'name', header: t('columns.name'), cell: (file) => <span className="font-medium break-all text-slate-900">{file.name}</span> },
    { id: 'type', header: t('columns.type'), cell: (file) => fileExtension(file.name) || file.contentType },
    { id: 'size', header: t('columns.size'), align: 'right', cell: (file) => formatFileSize(file.size) },
    {
      id: 'date',
      header: t('columns.date'),
      cell: (file) => formatDate(file.updated, language, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    { id: 'actions', header: t('columns.actions'), align: 'right', cell: (file) => <FileActions file={file} {...actions} /> },
  ];
  return <DataTable caption={folderName} hideCaption columns={columns} rows={files} rowKey={(file) => file.path} />;
}
