// The filters of the IFM request list (spec §2): three date ranges, beyond the limit, status, service type; apply, reset.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_IFM_FILTERS,
  IFM_DATE_RANGE_NAMES,
  IFM_SERVICE_TYPES,
  IFM_STATUSES,
  CATALOGUE_NAMESPACE,
  IFM_STATUS_LABEL_KEYS,
  ifmRequestFieldKey,
  type IfmRequestField,
  hasIfmFilters,
  ifmRequestFiltersSchema,
  type IfmDateRange,
  type IfmRequestFilters,
} from '@backoffice/shared';
import { Button } from '../../../../components/ui/Button';
import { Card } from '../../../../components/ui/Card';
import { DateField } from '../../../../components/ui/DateTimeFields';
import { SelectField } from '../../../../components/ui/SelectField';

/** The request field each date range filters on: its legend is that field's catalogue name. */
const RANGE_FIELDS: Readonly<Record<IfmDateRange, IfmRequestField>> = {
  request: 'requestDate',
  deadline: 'deadline',
  closed: 'closeDate',
};

type Errors = Partial<Record<keyof IfmRequestFilters, string>>;

/** The form starts from the applied filters; the parent remounts it (key) when the applied filters change. */
export function FiltersCard({
  applied,
  onApply,
}: {
  applied: IfmRequestFilters;
  onApply: (filters: IfmRequestFilters) => void;
}) {
  const { t } = useTranslation(['ifmRequests', CATALOGUE_NAMESPACE]);
  const [draft, setDraft] = useState<IfmRequestFilters>(applied);
  const [errors, setErrors] = useState<Errors>({});
  const set = (change: Partial<IfmRequestFilters>) => setDraft((current) => ({ ...current, ...change }));
  const day = (value: string) => (value === '' ? undefined : value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = ifmRequestFiltersSchema.safeParse(draft);
    if (!result.success) {
      setErrors(
        Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), t(issue.message)])),
      );
      return;
    }
    setErrors({});
    onApply(result.data);
  };
  const reset = () => {
    setDraft(EMPTY_IFM_FILTERS);
    setErrors({});
    onApply(EMPTY_IFM_FILTERS);
  };

  const range = (name: IfmDateRange) => (
    <fieldset key={name} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{t(ifmRequestFieldKey(RANGE_FIELDS[name]))}</legend>
      <div className="grid grid-cols-2 gap-2">
        <DateField
          label={t('filters.from')}
          name={`${name}From`}
          value={draft[`${name}From`] ?? ''}
          onChange={(event) => set({ [`${name}From`]: day(event.target.value) })}
          error={errors[`${name}From`]}
        />
        <DateField
          label={t('filters.to')}
          name={`${name}To`}
          value={draft[`${name}To`] ?? ''}
          min={draft[`${name}From`]}
          onChange={(event) => set({ [`${name}To`]: day(event.target.value) })}
          error={errors[`${name}To`]}
        />
      </div>
    </fieldset>
  );

  return (
    <Card title={t('filters.title')}>
      <form onSubmit={submit} noValidate aria-label={t('filters.title')} className="flex flex-col gap-5">
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">{IFM_DATE_RANGE_NAMES.map(range)}</div>
        <div className="grid grid-cols-1 items-end gap-4 md:grid-cols-3">
          <SelectField
            label={t(ifmRequestFieldKey('status'))}
            name="status"
            placeholder={t('filters.anyStatus')}
            value={draft.status === undefined ? '' : String(draft.status)}
            onChange={(event) =>
              set({
                status:
                  event.target.value === ''
                    ? undefined
                    : (Number(event.target.value) as IfmRequestFilters['status']),
              })
            }
            options={IFM_STATUSES.map((status) => ({
              value: String(status),
              label: t(IFM_STATUS_LABEL_KEYS[status]),
            }))}
          />
          <SelectField
            label={t(ifmRequestFieldKey('serviceType'))}
            name="serviceType"
            placeholder={t('filters.anyServiceType')}
            value={draft.serviceType ?? ''}
            onChange={(event) =>
              set({
                serviceType:
                  event.target.value === ''
                    ? undefined
                    : (event.target.value as IfmRequestFilters['serviceType']),
              })
            }
            options={IFM_SERVICE_TYPES.map((type) => ({
              value: type,
              label: t(`serviceTypes.${type}.name`),
            }))}
          />
          <label className="flex items-start gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="beyondLimit"
              className="mt-0.5 size-4 rounded border-slate-400 accent-brand-600"
              checked={draft.beyondLimit}
              onChange={(event) => set({ beyondLimit: event.target.checked })}
              aria-describedby="ifm-beyond-limit-hint"
            />
            <span>
              <span className="font-medium">{t('filters.beyondLimit')}</span>
              <span id="ifm-beyond-limit-hint" className="block text-xs text-slate-600">
                {t('filters.beyondLimitHint')}
              </span>
            </span>
          </label>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            onClick={reset}
            disabled={!hasIfmFilters(applied) && !hasIfmFilters(draft)}
          >
            {t('filters.reset')}
          </Button>
          <Button type="submit">{t('filters.apply')}</Button>
        </div>
      </form>
    </Card>
  );
}
