// The one question before a file is deleted (spec §2 "Other details", screens.md "Deletions"), on ConfirmDialog.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

export interface FileDeleteDialogProps {
  /** The file about to be deleted; null keeps the dialog closed. */
  fileName: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

export function FileDeleteDialog({ fileName, onConfirm, onCancel, busy }: FileDeleteDialogProps) {
  const { t } = useTranslation('files');
  return (
    <ConfirmDialog
      open={fileName !== null}
      title={t('delete.title')}
      message={
        <>
          <p>{t('delete.question')}</p>
          {fileName && <p className="mt-2 font-medium break-all text-slate-900">{fileName}</p>}
        </>
      }
      confirmLabel={t('delete.confirm')}
      destructive
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
