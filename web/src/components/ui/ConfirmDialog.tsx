// Asks before an irreversible action: a titled modal with a message, Cancel and a confirm button.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  /** Red confirm button for deletions. */
  destructive?: boolean;
  busy?: boolean;
}

export function ConfirmDialog({ open, title, message, onConfirm, onCancel, confirmLabel, destructive, busy }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel ?? t('actions.confirm')}
          </Button>
        </>
      }
    >
      {message}
    </Modal>
  );
}
