// /wizard/{id} (spec §2, §6 CreazioneMense): the step-by-step creation of a canteen from its draft. Every "Next" keeps
// the draft; the last step sends the whole wizard to the createCanteen callable, which writes the canteen (and deletes
// the draft) atomically, and the screen then shows the base canteen's news areas arriving.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormProvider, type FieldPath } from 'react-hook-form';
import {
  GROUP_DEFAULTS,
  WIZARD_STEPS,
  WIZARD_STEP_FIELDS,
  canteenWizardSchema,
  numberFitsGroup,
  wizardCanteenId,
  wizardValuesFromDraft,
  type CanteenWizard,
  type CanteenWizardInput,
} from '@backoffice/shared';
import { useSchemaForm, UnsavedChangesGuard } from '../../../components/form';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useRouteParams } from '../../../lib/route-context';
import { showToast } from '../../../lib/ui-actions';
import { createCanteen, saveDraft, useCanteenTaken, useWizardDraft, type DraftRow } from '../api/wizard';
import { StepPanels } from './WizardSteps';
import { StepProgress } from './StepProgress';
import { WizardResult } from './WizardResult';

type Created = { canteenId: string; baseCanteenId: string | null };

export default function WizardScreen() {
  const { t } = useTranslation('wizard');
  const { t: shell } = useTranslation('shell');
  const { id = '' } = useRouteParams();
  const draft = useWizardDraft(id);
  const [created, setCreated] = useState<Created | null>(null);
  const title = shell('screens.wizardStep');
  const back = (
    <Link to="/wizard" className={buttonClasses('secondary')}>
      {t('wizard.back')}
    </Link>
  );
  // The draft is deleted with the creation: the result stays on screen from local state.
  if (created)
    return (
      <>
        <PageHeader title={title} actions={back} />
        <WizardResult {...created} />
      </>
    );
  if (draft.error)
    return (
      <>
        <PageHeader title={title} actions={back} />
        <Alert tone="error">{t('wizard.loadError')}</Alert>
      </>
    );
  if (draft.data === undefined)
    return (
      <>
        <PageHeader title={title} actions={back} />
        <Skeleton className="h-96" />
      </>
    );
  if (draft.data === null)
    return (
      <>
        <PageHeader title={title} actions={back} />
        <Alert tone="warning">{t('wizard.notFound')}</Alert>
      </>
    );
  return (
    <>
      <PageHeader title={title} description={draft.data.label || t('drafts.untitled')} actions={back} />
      {/* Keyed by the draft: another draft opened in place starts a fresh form. */}
      <WizardForm key={draft.data.id} draft={draft.data} onCreated={setCreated} />
    </>
  );
}

const messageKeyOf = (error: unknown): string | null => {
  const details = (error as { details?: { messageKey?: unknown } } | null)?.details;
  return typeof details?.messageKey === 'string' ? details.messageKey : null;
};

function WizardForm({ draft, onCreated }: { draft: DraftRow; onCreated: (created: Created) => void }) {
  const { t } = useTranslation('wizard');
  const form = useSchemaForm(canteenWizardSchema, wizardValuesFromDraft(draft.values));
  const [step, setStep] = useState(Math.min(draft.step, WIZARD_STEPS.length - 1));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const saving = useRef(false);

  // Focus follows the step (keyboard and screen-reader users land on the new step's heading), not on first render.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const number = form.watch('number');
  const canteenId = /^\d{1,6}$/.test(number.trim()) ? wizardCanteenId(number) : null;
  // Live: another admin may take the id meanwhile (the callable refuses it then anyway).
  const taken = useCanteenTaken(canteenId);

  const fieldsOf = (index: number) =>
    WIZARD_STEP_FIELDS[WIZARD_STEPS[index]!] as Array<FieldPath<CanteenWizardInput>>;

  /** The step's own checks, plus the id's group (the whole-form rule runs only once every field is valid). */
  const stepValid = async (index: number): Promise<boolean> => {
    const valid = await form.trigger(fieldsOf(index));
    if (!valid) return false;
    if (WIZARD_STEPS[index] === 'identity') {
      const { number, group } = form.getValues();
      if (!numberFitsGroup(number, group, GROUP_DEFAULTS[group].endpoint_prefix)) {
        form.setError(
          'number',
          { type: 'custom', message: 'wizard:validation.numberGroup' },
          { shouldFocus: true },
        );
        return false;
      }
      if (taken.data === true) {
        form.setError(
          'number',
          { type: 'custom', message: 'wizard:validation.taken' },
          { shouldFocus: true },
        );
        return false;
      }
    }
    return true;
  };

  const keep = async (next: number) => {
    saving.current = true;
    try {
      await saveDraft(draft.id, form.getValues(), next);
      form.reset(form.getValues());
    } finally {
      saving.current = false;
    }
  };

  const goTo = async (next: number) => {
    setFailure(null);
    if (next > step) {
      for (let index = step; index < next; index += 1) {
        if (!(await stepValid(index))) {
          setStep(index);
          return;
        }
      }
    }
    setBusy(true);
    try {
      await keep(next);
      setStep(next);
    } catch (error) {
      console.error('Draft not saved', error);
      setFailure(t('wizard.saveError'));
    } finally {
      setBusy(false);
    }
  };

  const onValid = async (values: CanteenWizard) => {
    setFailure(null);
    setBusy(true);
    saving.current = true;
    try {
      const result = await createCanteen({ wizard: values, draft_id: draft.id });
      showToast(t('wizard.created', { id: result.canteenId }), 'success');
      onCreated(result);
    } catch (error) {
      console.error('Canteen not created', error);
      const key = messageKeyOf(error);
      setFailure(key ? t(key) : t('wizard.createError'));
      saving.current = false;
      setBusy(false);
    }
  };
  const onInvalid = (errors: object) => {
    // Go to the first step holding an error: its field is then shown and focusable.
    const index = WIZARD_STEPS.findIndex((name) => WIZARD_STEP_FIELDS[name].some((field) => field in errors));
    if (index >= 0) setStep(index);
  };

  const last = step === WIZARD_STEPS.length - 1;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (last) void form.handleSubmit(onValid, onInvalid)(event);
          else void goTo(step + 1);
        }}
      >
        <StepProgress step={step} onGo={(index) => void goTo(index)} disabled={busy} />
        <section
          aria-labelledby="wizard-step-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2
            id="wizard-step-heading"
            ref={heading}
            tabIndex={-1}
            className="mb-4 text-lg font-semibold text-slate-900 outline-none"
          >
            {t('wizard.stepOf', {
              number: step + 1,
              total: WIZARD_STEPS.length,
              step: t(`steps.${WIZARD_STEPS[step]}`),
            })}
          </h2>
          {failure && (
            <Alert tone="error" className="mb-4">
              {failure}
            </Alert>
          )}
          <StepPanels step={step} canteenId={canteenId} taken={taken.data} />
        </section>
        <div className="flex flex-wrap justify-between gap-2">
          <Button variant="secondary" disabled={step === 0 || busy} onClick={() => void goTo(step - 1)}>
            {t('wizard.previous')}
          </Button>
          <Button type="submit" busy={busy}>
            {last ? t('wizard.create') : t('wizard.next')}
          </Button>
        </div>
      </form>
      <UnsavedChangesGuard when={form.formState.isDirty} bypass={saving} />
    </FormProvider>
  );
}
