// The filters of the order list (issue 17): day or range, service type, status (9999, 9998, each §4 status), pickup
// point, slot, payment method (the canteen's configured ones), cost centre, customer. Applied to the URL query.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CATALOGUE_NAMESPACE,
  ORDER_FILTER,
  ORDER_NARROWING_FILTERS,
  ORDER_STATUS_FILTERS,
  ORDER_TAGS,
  hasOrderFilters,
  orderFiltersSchema,
  orderStatusLabelKey,
  type OrderFilters,
  type OrderNarrowingFilter,
} from '@backoffice/shared';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { DateField } from '../../../components/ui/DateTimeFields';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { useSessionState } from '../../../lib/session-state';
import { useCanteenPaymentMethods, useCostCenters, type CanteenPaymentMethod } from '../api/orders';

type Errors = Partial<Record<keyof OrderFilters, string>>;

/** The form starts from the applied filters; the parent remounts it (key) when they change. */
export function FiltersCard({
  applied,
  fixedDay,
  optionsReady = true,
  onApply,
}: {
  applied: OrderFilters;
  /**
   * Whether the options read from Firestore (cost centres, payment methods) may be read yet: the list passes false
   * until its first page is in, so the page is the first target on the channel and never waits behind them.
   */
  optionsReady?: boolean;
  /** /issues/{day}: the day is the route's, not a filter. */
  fixedDay?: string;
  onApply: (filters: OrderFilters) => void;
}) {
  const { t, i18n } = useTranslation(['orders', CATALOGUE_NAMESPACE]);
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const { data: costCenters } = useCostCenters(optionsReady ? canteenId : null);
  const { data: paymentMethods } = useCanteenPaymentMethods(optionsReady ? canteenId : null);
  const [draft, setDraft] = useState<OrderFilters>(applied);
  // A method's name in the interface language, else our translation of its code, else any name it has.
  const paymentLabel = (method: CanteenPaymentMethod) =>
    method.names[i18n.language] ??
    t(`payments.${method.code}`, { defaultValue: method.names.en ?? Object.values(method.names)[0] ?? method.code });
  // The applied method stays offered even if the canteen no longer lists it (an old link).
  const paymentOptions = [
    ...(paymentMethods ?? []).map((method) => ({ value: method.code, label: paymentLabel(method) })),
    ...(draft.payment && !(paymentMethods ?? []).some((method) => method.code === draft.payment)
      ? [{ value: draft.payment, label: t(`payments.${draft.payment}`, { defaultValue: draft.payment }) }]
      : []),
  ];
  const [errors, setErrors] = useState<Errors>({});
  const set = (change: Partial<OrderFilters>) => setDraft((current) => ({ ...current, ...change }));
  const optional = (value: string) => (value.trim() === '' ? undefined : value);
  // Pickup point, slot, payment method, cost centre and customer narrow one at a time (ORDER_NARROWING_FILTERS):
  // choosing one clears the others.
  const narrow = (key: OrderNarrowingFilter, value: string) =>
    set({
      ...Object.fromEntries(ORDER_NARROWING_FILTERS.map((name) => [name, undefined])),
      [key]: optional(value),
    });
  const pickupPoints = Array.isArray(canteen?.pickup_points)
    ? (canteen.pickup_points as Array<{ id?: unknown; name?: unknown }>).filter((point) => typeof point.id === 'string')
    : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = orderFiltersSchema.safeParse(draft);
    if (!result.success) {
      setErrors(
        Object.fromEntries(
          result.error.issues.map((issue) => {
            const field = String(issue.path[0]);
            return [field, field === 'slot' ? t('filters.errors.slot') : t(issue.message)];
          }),
        ),
      );
      return;
    }
    setErrors({});
    onApply(result.data);
  };
  const reset = () => {
    const empty: OrderFilters = {};
    setDraft(empty);
    setErrors({});
    onApply(empty);
  };

  return (
    <Card title={t('filters.title')} className="print:hidden">
      <form onSubmit={submit} noValidate aria-label={t('filters.title')} className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
          {fixedDay === undefined && (
            <>
              <DateField
                label={t('filters.day')}
                name="day"
                value={draft.day ?? ''}
                onChange={(event) => set({ day: optional(event.target.value), from: undefined, to: undefined })}
                error={errors.day}
              />
              <div className="grid grid-cols-2 gap-2">
                <DateField
                  label={t('filters.from')}
                  name="from"
                  value={draft.from ?? ''}
                  onChange={(event) => set({ from: optional(event.target.value), day: undefined })}
                  error={errors.from}
                />
                <DateField
                  label={t('filters.to')}
                  name="to"
                  value={draft.to ?? ''}
                  min={draft.from}
                  onChange={(event) => set({ to: optional(event.target.value), day: undefined })}
                  error={errors.to}
                />
              </div>
            </>
          )}
          <SelectField
            label={t('filters.status')}
            name="status"
            value={String(draft.status ?? ORDER_FILTER.ALL)}
            onChange={(event) => {
              const status = Number(event.target.value);
              set({ status: status === ORDER_FILTER.ALL ? undefined : status });
            }}
            options={ORDER_STATUS_FILTERS.map((status) => ({
              value: String(status),
              label:
                status === ORDER_FILTER.ALL || status === ORDER_FILTER.ALL_EXCEPT_CANCELLED
                  ? t(`statusFilter.${status}`)
                  : t(orderStatusLabelKey(status)),
            }))}
          />
          <SelectField
            label={t('filters.tag')}
            name="tag"
            placeholder={t('filters.anyTag')}
            value={draft.tag ?? ''}
            onChange={(event) => set({ tag: optional(event.target.value) as OrderFilters['tag'] })}
            options={ORDER_TAGS.map((tag) => ({ value: tag, label: t(`tags.${tag}`) }))}
          />
          <SelectField
            label={t('filters.pickup')}
            name="pickup"
            placeholder={t('filters.anyPickup')}
            value={draft.pickup ?? ''}
            onChange={(event) => narrow('pickup', event.target.value)}
            options={pickupPoints.map((point) => ({
              value: String(point.id),
              label: typeof point.name === 'string' ? point.name : String(point.id),
            }))}
          />
          <TextField
            label={t('filters.slot')}
            name="slot"
            hint={t('filters.slotHint')}
            placeholder="12:00-12:15"
            autoComplete="off"
            value={draft.slot ?? ''}
            onChange={(event) => narrow('slot', event.target.value)}
            error={errors.slot}
          />
          <SelectField
            label={t('filters.payment')}
            name="payment"
            placeholder={t('filters.anyPayment')}
            value={draft.payment ?? ''}
            onChange={(event) => narrow('payment', event.target.value)}
            options={paymentOptions}
          />
          <SelectField
            label={t('filters.costCenter')}
            name="costCenter"
            placeholder={t('filters.anyCostCenter')}
            value={draft.costCenter ?? ''}
            onChange={(event) => narrow('costCenter', event.target.value)}
            options={(costCenters ?? []).map((center) => ({ value: center.id, label: center.name }))}
          />
          <TextField
            label={t('filters.customer')}
            name="customer"
            hint={t('filters.customerHint')}
            autoComplete="off"
            value={draft.customer ?? ''}
            onChange={(event) => narrow('customer', event.target.value)}
            error={errors.customer}
          />
        </div>
        <p className="text-sm text-slate-600">{t('filters.oneNarrowing')}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={reset} disabled={!hasOrderFilters(applied) && !hasOrderFilters(draft)}>
            {t('filters.reset')}
          </Button>
          <Button type="submit">{t('filters.apply')}</Button>
        </div>
      </form>
    </Card>
  );
}
