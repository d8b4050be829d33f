// Stop and resume with confirmation (spec §4), and the refusal to stop the last running category (spec §8).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canStopCategory } from '@backoffice/shared';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Modal } from '../../../components/ui/Modal';
import { showToast } from '../../../lib/ui-actions';
import type { CatalogueCategory } from '../api/categories';
import { StopEntireServiceError, setCategoryStopped } from '../api/category-stop';

interface Pending {
  categoryId: string;
  name: string;
  stop: boolean;
}

/**
 * The state of the stop/resume flow: `ask` opens the confirmation, or straight away the refusal when the
 * category is the last running one (the callable refuses it too, should two people race).
 */
export function useCategoryStopFlow(serviceId: string | null, categories: readonly CatalogueCategory[]) {
  const { t } = useTranslation('services');
  const [pending, setPending] = useState<Pending | null>(null);
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);

  const ask = (category: CatalogueCategory, name: string) => {
    const stop = !category.stopped;
    if (stop && !canStopCategory(categories, category.id)) setRefused(true);
    else setPending({ categoryId: category.id, name, stop });
  };

  const confirm = async () => {
    if (!pending || !serviceId) return;
    setBusy(true);
    try {
      await setCategoryStopped({ serviceId, categoryId: pending.categoryId, stopped: pending.stop });
      const done = pending.stop ? 'catalogue.stoppedToast' : 'catalogue.resumedToast';
      showToast(t(done, { name: pending.name }), 'success');
    } catch (error) {
      if (error instanceof StopEntireServiceError) {
        setRefused(true);
      } else {
        console.error('Category stop/resume failed', error);
        showToast(t('catalogue.changeFailed'), 'error');
      }
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return {
    pending,
    refused,
    busy,
    ask,
    confirm,
    cancel: () => setPending(null),
    closeRefusal: () => setRefused(false),
  };
}

export function CategoryStopDialogs({ flow }: { flow: ReturnType<typeof useCategoryStopFlow> }) {
  const { t } = useTranslation('services');
  const { pending } = flow;
  const prefix = pending?.stop === false ? 'catalogue.resumeConfirm' : 'catalogue.stopConfirm';

  return (
    <>
      <ConfirmDialog
        open={pending !== null}
        title={t(`${prefix}.title`)}
        message={<p>{t(`${prefix}.message`, { name: pending?.name ?? '' })}</p>}
        confirmLabel={t(`${prefix}.confirm`)}
        destructive={pending?.stop !== false}
        busy={flow.busy}
        onConfirm={() => void flow.confirm()}
        onCancel={flow.cancel}
      />
      <Modal
        open={flow.refused}
        onClose={flow.closeRefusal}
        title={t('errors.services.stopAllTitle', { ns: 'common' })}
        size="sm"
        footer={<Button onClick={flow.closeRefusal}>{t('actions.close', { ns: 'common' })}</Button>}
      >
        <p>{t('errors.services.stopAll', { ns: 'common' })}</p>
      </Modal>
    </>
  );
}
