// /surveys/details/{id?} (spec §6 Surveys): a survey's texts in the four communication languages (a completeness
// mark per language), its questions in order, dates and audience; save as draft or schedule (the callable checks
// again). An opened or closed survey is shown read-only: its responses name its questions.
import { useEffect, useRef, useState } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  buildPath,
  completeSurveyLanguages,
  scheduleProblem,
  SURVEY_AUDIENCE_MAX,
  surveyEditable,
  surveyFormSchema,
  toDate,
  type SurveyDocument,
  type SurveyForm,
} from '@backoffice/shared';
import { CustomerPicker } from '../../../components/form/CustomerPicker';
import { Form, SubmitButton } from '../../../components/form/Form';
import { SelectInput, useFieldError } from '../../../components/form/fields';
import { TranslatableFields, type TranslatableField } from '../../../components/form/TranslatableFields';
import { useSchemaForm } from '../../../components/form/useSchemaForm';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { DateTimeField } from '../../../components/ui/DateTimeFields';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SkeletonText } from '../../../components/ui/Skeleton';
import type { ResourceRecord } from '../../../lib/data/resource';
import { useFirstData } from '../../../lib/perf';
import { useRouteParams } from '../../../lib/route-context';
import { useSessionState } from '../../../lib/session-state';
import { showToast } from '../../../lib/ui-actions';
import { saveSurvey, surveys } from '../api/surveys';
import { QuestionList } from './QuestionList';
import { STATE_TONES } from './texts';

/** `YYYY-MM-DDTHH:MM` in the browser's zone (the native picker's value) ↔ an ISO instant. */
const localOf = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const isoOf = (local: string) => (local === '' ? null : new Date(local).toISOString());

function defaultsOf(survey: ResourceRecord<SurveyDocument> | null): SurveyForm {
  if (!survey) return { title: {}, description: {}, opens_at: null, closes_at: null, audience: { kind: 'canteen' }, questions: [] };
  return {
    title: survey.title,
    description: survey.description ?? {},
    opens_at: toDate(survey.opens_at)?.toISOString() ?? null,
    closes_at: toDate(survey.closes_at)?.toISOString() ?? null,
    audience: survey.audience,
    questions: survey.questions,
  };
}

function InstantInput({ control, name, label, disabled }: { control: Control<SurveyForm>; name: 'opens_at' | 'closes_at'; label: string; disabled: boolean }) {
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateTimeField
          label={label}
          value={localOf(field.value)}
          onChange={(event) => field.onChange(isoOf(event.target.value))}
          onBlur={field.onBlur}
          error={error}
          disabled={disabled}
        />
      )}
    />
  );
}

/** An error of a whole per-language field (no language has a title), shown under the language tabs. */
function WholeFieldError({ name, label }: { name: string; label: string }) {
  const error = useFieldError(name);
  return error ? <p className="mt-2 text-sm font-medium text-red-700">{`${label}: ${error}`}</p> : null;
}

/** Title, description, then each question's text and its choices: the texts a language must have to be complete. */
function useTextFields(control: Control<SurveyForm>): TranslatableField[] {
  const { t } = useTranslation('surveys');
  const questions = useWatch({ control, name: 'questions' }) ?? [];
  return [
    { name: 'title', label: t('fields.title'), required: true, maxLength: 200 },
    { name: 'description', label: t('fields.description'), multiline: true, maxLength: 2000 },
    ...questions.flatMap((question, index) => [
      { name: `questions.${index}.text`, label: `${t('editor.questionN', { n: index + 1 })} · ${t(`types.${question.type}`)}`, multiline: question.type === 'description', maxLength: 2000 },
      ...(question.type === 'choice' ? question.choices ?? [] : []).map((_choice, position) => ({
        name: `questions.${index}.choices.${position}.text`,
        label: `${t('editor.questionN', { n: index + 1 })} · ${t('editor.choiceN', { n: position + 1 })}`,
        maxLength: 2000,
      })),
    ]),
  ];
}

function SurveyEditor({ survey, canteenId }: { survey: ResourceRecord<SurveyDocument> | null; canteenId: string }) {
  const { t } = useTranslation('surveys');
  const navigate = useNavigate();
  const form = useSchemaForm(surveyFormSchema, defaultsOf(survey));
  const schedule = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const editable = survey === null || surveyEditable(survey.status);
  const fields = useTextFields(form.control);
  const values = useWatch({ control: form.control }) as SurveyForm;
  const complete = completeSurveyLanguages({ title: values.title ?? {}, questions: values.questions ?? [] });
  // Chosen customers start as an empty list, so that saving none is "required", not a malformed audience.
  const choosing = values.audience?.kind === 'customers' && !Array.isArray(values.audience.customer_ids);
  useEffect(() => {
    if (choosing) form.setValue('audience', { kind: 'customers', customer_ids: [] });
  }, [choosing, form]);
  useFirstData(true);

  return (
    <Form
      form={form}
      successMessage={null}
      onSubmit={async (data) => {
        const scheduling = schedule.current;
        schedule.current = false;
        const refusal = scheduling ? scheduleProblem(data) : null;
        setProblem(refusal);
        // Nothing is written; throwing keeps the form dirty (the kit's alert stays generic, ours says why).
        if (refusal) throw new Error(refusal);
        const saved = await saveSurvey({ action: 'save', canteen_id: canteenId, id: survey?.id ?? null, schedule: scheduling, survey: data });
        form.reset(data);
        navigate(buildPath('/surveys/details/:id?', { id: saved.id }), { replace: true });
        showToast(t(scheduling ? 'editor.scheduled' : 'editor.saved'), 'success');
      }}
    >
      {!editable && <Alert tone="info">{t('editor.readOnly')}</Alert>}
      {problem && <Alert tone="error">{t(problem)}</Alert>}
      <Card title={t('editor.texts')}>
        <p className="mb-2 text-sm text-slate-700">
          {t('editor.completeLanguages', { count: complete.length, languages: complete.map((code) => code.toUpperCase()).join(', ') || '–' })}
        </p>
        <fieldset disabled={!editable}>
          <TranslatableFields fields={fields} languages="communication" />
        </fieldset>
        <WholeFieldError name="title" label={t('fields.title')} />
      </Card>
      <Card title={t('editor.questions')}>
        <QuestionList disabled={!editable} />
      </Card>
      <Card title={t('editor.when')}>
        <div className="grid gap-3 sm:grid-cols-3">
          <InstantInput control={form.control} name="opens_at" label={t('fields.opensAt')} disabled={!editable} />
          <InstantInput control={form.control} name="closes_at" label={t('fields.closesAt')} disabled={!editable} />
          <SelectInput
            name="audience.kind"
            label={t('fields.audience')}
            disabled={!editable}
            options={[
              { value: 'canteen', label: t('audience.canteen') },
              { value: 'customers', label: t('audience.chosen') },
            ]}
          />
        </div>
        {values.audience?.kind === 'customers' &&
          (editable ? (
            <div className="mt-3">
              <CustomerPicker canteenId={canteenId} name="audience.customer_ids" max={SURVEY_AUDIENCE_MAX} />
              <WholeFieldError name="audience.customer_ids" label={t('audience.chosen')} />
            </div>
          ) : (
            <p className="mt-2 text-sm">{t('audience.customers', { count: values.audience.customer_ids?.length ?? 0 })}</p>
          ))}
      </Card>
      {editable && (
        <div className="flex flex-wrap gap-2">
          <SubmitButton variant="secondary" onClick={() => (schedule.current = false)}>
            {t('editor.saveDraft')}
          </SubmitButton>
          <SubmitButton onClick={() => (schedule.current = true)}>{t('editor.saveSchedule')}</SubmitButton>
        </div>
      )}
    </Form>
  );
}

export default function SurveyEditorScreen() {
  const { t } = useTranslation('surveys');
  const { t: shell } = useTranslation('shell');
  const { id } = useRouteParams();
  const surveyId = id && id !== '' ? id : null;
  const canteenId = useSessionState((state) => state.active_canteen);
  const { data: survey, error } = surveys.useOne(surveyId);
  const loading = surveyId !== null && survey === undefined && !error;
  return (
    <>
      <PageHeader
        title={shell('screens.surveyDetails')}
        description={survey ? <Badge tone={STATE_TONES[survey.status]}>{t(`states.${survey.status}`)}</Badge> : t('editor.newDescription')}
        actions={
          <span className="flex gap-2">
            {survey && (
              <Link to={buildPath('/surveys/report/:id?', { id: survey.id })} className={buttonClasses('secondary')}>
                {t('actions.report')}
              </Link>
            )}
            <Link to="/surveys" className={buttonClasses('secondary')}>
              {t('actions.back')}
            </Link>
          </span>
        }
      />
      {error && <Alert tone="error">{t('errors.load')}</Alert>}
      {loading && <SkeletonText lines={6} />}
      {surveyId !== null && survey === null && <Alert tone="warning">{t('errors.notFound')}</Alert>}
      {canteenId && !loading && survey !== null && (surveyId === null || survey) && (
        <SurveyEditor key={`${surveyId ?? 'new'}-${survey ? 'loaded' : 'blank'}`} survey={survey ?? null} canteenId={canteenId} />
      )}
    </>
  );
}
