// /wizard (spec §2, §6 CreazioneMense): start a new canteen, or resume or delete an unfinished wizard (its draft).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS, buildPath, emptyWizard } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/ui-actions';
import { deleteDraft, startDraft, useWizardDrafts, type DraftRow } from '../api/wizard';

export default function WizardDraftsScreen() {
  const { t, i18n } = useTranslation('wizard');
  const { t: shell } = useTranslation('shell');
  const navigate = useNavigate();
  const drafts = useWizardDrafts();
  const [starting, setStarting] = useState(false);
  const [deleting, setDeleting] = useState<DraftRow | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setStarting(true);
    try {
      const id = await startDraft(emptyWizard());
      navigate(buildPath('/wizard/:id', { id }));
    } catch (error) {
      console.error('Wizard not started', error);
      showToast(t('drafts.startError'), 'error');
      setStarting(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteDraft(deleting.id);
      showToast(t('drafts.deleted'), 'success');
    } catch (error) {
      console.error('Draft not deleted', error);
      showToast(t('drafts.deleteError'), 'error');
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const newButton = (
    <Button onClick={() => void start()} busy={starting}>
      {t('drafts.new')}
    </Button>
  );

  return (
    <>
      <PageHeader title={shell('screens.wizard')} description={t('drafts.description')} actions={newButton} />
      <Card title={t('drafts.title')}>
        {drafts.error ? (
          <Alert tone="error">{t('drafts.loadError')}</Alert>
        ) : drafts.data === undefined ? (
          <Skeleton className="h-32" />
        ) : drafts.data.length === 0 ? (
          <EmptyState title={t('drafts.empty')} description={t('drafts.emptyHint')} />
        ) : (
          <ul className="divide-y divide-slate-200" data-testid="wizard-drafts">
            {drafts.data.map((draft) => (
              <li key={draft.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-medium text-slate-900">{draft.label || t('drafts.untitled')}</p>
                  <p className="text-sm text-slate-600">
                    {t('drafts.at', {
                      step: t(`steps.${WIZARD_STEPS[draft.step] ?? 'identity'}`),
                      number: draft.step + 1,
                      total: WIZARD_STEPS.length,
                    })}
                    {draft.savedAt &&
                      ` · ${formatDate(draft.savedAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}`}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Link
                    to={buildPath('/wizard/:id', { id: draft.id })}
                    className={buttonClasses('secondary')}
                  >
                    {t('drafts.resume')}
                    <span className="sr-only"> {draft.label}</span>
                  </Link>
                  <Button variant="danger" onClick={() => setDeleting(draft)}>
                    {t('drafts.delete')}
                    <span className="sr-only"> {draft.label}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        title={t('drafts.deleteTitle')}
        message={t('drafts.deleteMessage', { label: deleting?.label || t('drafts.untitled') })}
        confirmLabel={t('drafts.delete')}
        destructive
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
