// The day whose menu the clash counts are for, and each diet's count of that day's dishes to avoid (names on hover
// and for screen readers).
import type { SWRResponse } from 'swr';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { TextField } from '../../../components/ui/TextField';
import { clashesOf, type DayDishes } from '../api/clashes';

/** Today in the browser's time zone, as the menu documents name their day (YYYY-MM-DD). */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type Dishes = SWRResponse<DayDishes, Error>;

export function DayPicker({ day, dishes, onChange }: { day: string; dishes: Dishes; onChange: (day: string) => void }) {
  const { t } = useTranslation('specialDiets');
  const data = dishes.data;
  const hint = dishes.error
    ? t('clashes.loadError')
    : !data
      ? t('clashes.loading')
      : !data.hasMenu
        ? t('clashes.noMenu')
        : data.missing > 0
          ? t('clashes.someMissing', { count: data.recipeIds.length, missing: data.missing })
          : t('clashes.dishes', { count: data.recipeIds.length });
  return (
    <TextField
      type="date"
      label={t('clashes.day')}
      hint={<span aria-live="polite">{hint}</span>}
      value={day}
      required
      onChange={(event) => {
        if (event.target.value) onChange(event.target.value);
      }}
    />
  );
}

export function ClashCell({ dishes, excluded, dietName }: { dishes: Dishes; excluded: readonly number[]; dietName: string }) {
  const { t, i18n } = useTranslation('specialDiets');
  const data = dishes.data;
  if (dishes.error) return <span title={t('clashes.loadError')}>—</span>;
  if (!data) return <span className="text-slate-500">…</span>;
  if (!data.hasMenu) return <span title={t('clashes.noMenu')}>—</span>;
  const clashing = clashesOf(data, excluded);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const names = clashing
    .map((id) => {
      const name = data.names.get(id) ?? {};
      return name[language] || name.en || Object.values(name)[0] || id;
    })
    .join(', ');
  const label =
    clashing.length === 0
      ? t('clashes.noneLabel', { name: dietName })
      : t('clashes.countLabel', { count: clashing.length, name: dietName, dishes: names });
  return (
    <Badge tone={clashing.length === 0 ? 'success' : 'warning'} label={label}>
      <span title={label}>{clashing.length}</span>
    </Badge>
  );
}
