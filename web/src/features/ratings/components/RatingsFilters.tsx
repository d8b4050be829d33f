// The filters of the rating screens: the day range, service type, stars and dish; applied to the URL query.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_SCALE, RATING_TAGS, parseRatingFilters, type RatingFilters } from '@backoffice/shared';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { DateField } from '../../../components/ui/DateTimeFields';
import { SelectField } from '../../../components/ui/SelectField';

/** The form starts from the applied filters; the parent remounts it (key) when they change. */
export function RatingsFilters({
  applied,
  today,
  dishes,
  onApply,
}: {
  applied: RatingFilters;
  today: Date;
  /** The dishes to choose from: id and name. */
  dishes: ReadonlyArray<{ key: string; label: string }>;
  onApply: (filters: RatingFilters) => void;
}) {
  const { t } = useTranslation('ratings');
  const [draft, setDraft] = useState<RatingFilters>(applied);
  const set = (change: Partial<RatingFilters>) => setDraft((current) => ({ ...current, ...change }));
  const optional = (value: string) => (value.trim() === '' ? undefined : value);
  const options =
    dishes.some((dish) => dish.key === applied.recipe) || !applied.recipe
      ? dishes
      : [...dishes, { key: applied.recipe, label: applied.recipe }];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same lenient parse as the address: a missing or reversed range comes back whole.
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(draft)) if (value !== undefined) query.set(key, String(value));
    onApply(parseRatingFilters(query, today));
  };
  const reset = () => {
    const defaults = parseRatingFilters('', today);
    setDraft(defaults);
    onApply(defaults);
  };

  return (
    <Card title={t('filters.title')} className="print:hidden">
      <form onSubmit={submit} noValidate aria-label={t('filters.title')} className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-5">
          <DateField
            label={t('filters.from')}
            name="from"
            value={draft.from}
            onChange={(event) => set({ from: event.target.value })}
          />
          <DateField
            label={t('filters.to')}
            name="to"
            value={draft.to}
            min={draft.from}
            onChange={(event) => set({ to: event.target.value })}
          />
          <SelectField
            label={t('filters.tag')}
            name="tag"
            placeholder={t('filters.anyTag')}
            value={draft.tag ?? ''}
            onChange={(event) => set({ tag: optional(event.target.value) as RatingFilters['tag'] })}
            options={RATING_TAGS.map((tag) => ({ value: tag, label: t(`tags.${tag}`) }))}
          />
          <SelectField
            label={t('filters.stars')}
            name="stars"
            placeholder={t('filters.anyStars')}
            value={draft.stars === undefined ? '' : String(draft.stars)}
            onChange={(event) =>
              set({ stars: event.target.value === '' ? undefined : Number(event.target.value) })
            }
            options={RATING_SCALE.map((value) => ({
              value: String(value),
              label: t('stars', { count: value }),
            }))}
          />
          <SelectField
            label={t('filters.dish')}
            name="recipe"
            placeholder={t('filters.anyDish')}
            value={draft.recipe ?? ''}
            onChange={(event) => set({ recipe: optional(event.target.value) })}
            options={options.map((dish) => ({ value: dish.key, label: dish.label }))}
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
