// /slot/{cid}/{id} (spec §2, §6 Slots): the canteen's delivery slots — order_before, weekLimit, daily_limits,
// offsets, hidden_for_days, orderable — with a live preview of the next 14 days. A canteen has one `slots` object,
// so {id} is always `default` (shared/DECISIONS.md).
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { slotsFormSchema, slotsFromStored, type SlotsForm } from '@backoffice/shared';
import { CheckboxInput, Form, NumberInput, SubmitButton, TextInput, useSchemaForm } from '../../../components/form';
import { Alert } from '../../../components/ui/Alert';
import { buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useRouteParams } from '../../../lib/route-context';
import { saveSlots, useCanteenSetup } from '../api/canteen-setup';
import { SlotCalendar, canteenNow } from './SlotCalendar';

/** Monday first on screen; stored Sunday first (index 0). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

export function weekdayName(weekday: number, language: string): string {
  // 2026-11-29 was a Sunday.
  return new Intl.DateTimeFormat(language, { weekday: 'long' }).format(new Date(2026, 10, 29 + weekday));
}

export default function SlotScreen() {
  const { t } = useTranslation('servicesAdmin');
  const { cid = '' } = useRouteParams();
  const canteen = useCanteenSetup(cid || null);
  const back = (
    <Link to="/" className={buttonClasses('secondary')}>
      {t('common.backToDashboard')}
    </Link>
  );
  if (canteen.error)
    return (
      <>
        <PageHeader title={t('slots.title')} actions={back} />
        <Alert tone="error">{t('common.loadError')}</Alert>
      </>
    );
  if (canteen.data === undefined)
    return (
      <>
        <PageHeader title={t('slots.title')} actions={back} />
        <Skeleton className="h-64" />
      </>
    );
  if (canteen.data === null)
    return (
      <>
        <PageHeader title={t('slots.title')} actions={back} />
        <Alert tone="warning">{t('common.canteenNotFound')}</Alert>
      </>
    );
  return (
    <>
      <PageHeader title={t('slots.title')} description={t('slots.description', { canteen: canteen.data.name })} actions={back} />
      <SlotForm
        canteenId={canteen.data.id}
        endpointPrefix={canteen.data.endpoint_prefix}
        stored={slotsFromStored(canteen.data.slots)}
      />
    </>
  );
}

function HiddenDays() {
  const { t, i18n } = useTranslation('servicesAdmin');
  const { field } = useController({ name: 'hidden_for_days' });
  const hidden = (field.value as number[] | undefined) ?? [];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">{t('slots.fields.hiddenForDays')}</legend>
      <div className="flex flex-wrap gap-3">
        {WEEK.map((weekday) => (
          <label key={weekday} className="inline-flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-400"
              checked={hidden.includes(weekday)}
              onChange={(event) =>
                field.onChange(
                  event.target.checked ? [...hidden, weekday].sort((a, b) => a - b) : hidden.filter((day) => day !== weekday),
                )
              }
            />
            {weekdayName(weekday, i18n.language)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Preview({ endpointPrefix }: { endpointPrefix: string }) {
  const { t } = useTranslation('servicesAdmin');
  const values = useWatch();
  const parsed = slotsFormSchema.safeParse(values);
  return (
    <Card title={t('slots.preview.title')}>
      {parsed.success ? (
        <SlotCalendar settings={parsed.data} now={canteenNow(endpointPrefix)} />
      ) : (
        <Alert tone="info">{t('slots.preview.invalid')}</Alert>
      )}
    </Card>
  );
}

function SlotForm({
  canteenId,
  endpointPrefix,
  stored,
}: {
  canteenId: string;
  endpointPrefix: string;
  stored: SlotsForm;
}) {
  const { t, i18n } = useTranslation('servicesAdmin');
  const form = useSchemaForm(slotsFormSchema, stored);
  return (
    <Form form={form} successMessage={t('slots.saved')} onSubmit={(values) => saveSlots(canteenId, values)}>
      <div className="grid gap-4 xl:grid-cols-2">
        <Card title={t('slots.settings')}>
          <div className="flex flex-col gap-4">
            <CheckboxInput name="orderable" label={t('slots.fields.orderable')} hint={t('slots.hints.orderable')} variant="switch" />
            <div className="grid grid-cols-2 gap-3">
              <TextInput name="order_before" type="time" label={t('slots.fields.orderBefore')} hint={t('slots.hints.orderBefore')} required />
              <NumberInput name="weekLimit" label={t('slots.fields.weekLimit')} hint={t('slots.hints.weekLimit')} min={0} max={7} required />
              <NumberInput name="offsets.min_days" label={t('slots.fields.minDays')} hint={t('slots.hints.minDays')} min={0} max={60} required />
              <NumberInput name="offsets.max_days" label={t('slots.fields.maxDays')} hint={t('slots.hints.maxDays')} min={0} max={60} required />
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium text-slate-800">{t('slots.fields.dailyLimits')}</legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {WEEK.map((weekday) => (
                  <NumberInput key={weekday} name={`daily_limits.${weekday}`} label={weekdayName(weekday, i18n.language)} min={0} max={99999} required />
                ))}
              </div>
            </fieldset>
            <HiddenDays />
          </div>
        </Card>
        <Preview endpointPrefix={endpointPrefix} />
      </div>
      <div className="flex justify-end">
        <SubmitButton />
      </div>
    </Form>
  );
}
