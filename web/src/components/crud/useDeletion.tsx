// Deleting a record: asks first (spec §5: irreversible), deletes, says so; a refusal is shown, nothing else changes.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorKey } from '../form';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { showToast } from '../../lib/ui-actions';

export interface DeletionTexts {
  title: string;
  message: (name: string) => ReactNode;
  done: (name: string) => string;
}

/** `ask(id, name)` opens the question; `dialog` is rendered once by the screen. */
export function useDeletion(remove: (id: string) => Promise<void>, texts: DeletionTexts) {
  const { t } = useTranslation('kit');
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await remove(target.id);
      showToast(texts.done(target.name), 'success');
      setTarget(null);
    } catch (error) {
      console.error('Deletion refused', error);
      showToast(t(saveErrorKey(error)), 'error');
    } finally {
      setBusy(false);
    }
  };
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={texts.title}
      message={target ? texts.message(target.name) : null}
      destructive
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
    />
  );
  return { ask: (id: string, name: string) => setTarget({ id, name }), dialog };
}
