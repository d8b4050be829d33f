// The day picker of the menu screen: previous/next day, a date field, today, and the week's days as a strip.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { cx } from '../../../components/ui/cx';
import { addDays, todayIso, weekOf } from './params';

export function DayPicker({ day, onChange }: { day: string; onChange: (day: string) => void }) {
  const { t, i18n } = useTranslation('menus');
  const weekday = (iso: string, style: 'short' | 'long') =>
    new Date(`${iso}T12:00:00`).toLocaleDateString(i18n.language === 'cl' ? 'es-CL' : i18n.language, {
      weekday: style,
      day: 'numeric',
      ...(style === 'long' ? { month: 'long', year: 'numeric' } : {}),
    });
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <Button variant="secondary" onClick={() => onChange(addDays(day, -1))} aria-label={t('day.previous')}>
          ‹
        </Button>
        <TextField
          label={t('day.label')}
          type="date"
          value={day}
          onChange={(event) => event.target.value && onChange(event.target.value)}
        />
        <Button variant="secondary" onClick={() => onChange(addDays(day, 1))} aria-label={t('day.next')}>
          ›
        </Button>
        <Button variant="ghost" onClick={() => onChange(todayIso())} disabled={day === todayIso()}>
          {t('day.today')}
        </Button>
        <p className="pb-2 text-sm font-medium text-slate-700" aria-live="polite">
          {weekday(day, 'long')}
        </p>
      </div>
      <nav aria-label={t('day.week')}>
        <ul className="flex flex-wrap gap-1">
          {weekOf(day).map((iso) => (
            <li key={iso}>
              <button
                type="button"
                aria-current={iso === day ? 'date' : undefined}
                onClick={() => onChange(iso)}
                className={cx(
                  'rounded-md px-3 py-1.5 text-sm ring-1 focus-visible:outline-2 focus-visible:outline-offset-2',
                  iso === day ? 'bg-slate-900 text-white ring-slate-900' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
                )}
              >
                {weekday(iso, 'short')}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
