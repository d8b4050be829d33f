// The /stats filters: the scope (every canteen, a country or one canteen) and the period; applied to the URL query.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STATS_COUNTRIES, parseStatsFilters, statsFiltersQuery, type StatsFilters as Filters } from '@backoffice/shared';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { DateField } from '../../../components/ui/DateTimeFields';
import { SelectField } from '../../../components/ui/SelectField';

/** The form starts from the applied filters; the parent remounts it (key) when they change. */
export function StatsFilters({
  applied,
  today,
  canteens,
  onApply,
}: {
  applied: Filters;
  today: Date;
  canteens: ReadonlyArray<{ id: string; name: string }>;
  onApply: (filters: Filters) => void;
}) {
  const { t } = useTranslation('stats');
  const [draft, setDraft] = useState<Filters>(applied);
  const set = (change: Partial<Filters>) => setDraft((current) => ({ ...current, ...change }));
  const known = canteens.some((canteen) => canteen.id === applied.scope) || !applied.scope.startsWith('C_');
  const canteenOptions = known ? canteens : [...canteens, { id: applied.scope, name: applied.scope }];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same lenient parse as the address: a reversed or too long period comes back whole.
    onApply(parseStatsFilters(statsFiltersQuery(draft), today));
  };
  const reset = () => {
    const defaults = parseStatsFilters('', today);
    setDraft(defaults);
    onApply(defaults);
  };

  return (
    <Card title={t('filters.title')} className="print:hidden">
      <form onSubmit={submit} noValidate aria-label={t('filters.title')} className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <SelectField
            label={t('filters.scope')}
            name="scope"
            value={draft.scope}
            onChange={(event) => set({ scope: event.target.value })}
            options={[
              { value: 'all', label: t('filters.allCanteens') },
              ...STATS_COUNTRIES.map((country) => ({ value: `country_${country}`, label: t(`countries.${country}`) })),
              ...canteenOptions.map((canteen) => ({ value: canteen.id, label: `${canteen.id} · ${canteen.name}` })),
            ]}
          />
          <DateField label={t('filters.from')} name="from" value={draft.from} onChange={(event) => set({ from: event.target.value })} />
          <DateField
            label={t('filters.to')}
            name="to"
            value={draft.to}
            min={draft.from}
            onChange={(event) => set({ to: event.target.value })}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{t('filters.apply')}</Button>
          <Button type="button" variant="secondary" onClick={reset}>
            {t('filters.reset')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
