// The timeline (issue 22): a screen's week at a glance — for each weekday, the stretches of the day and the schedule
// that plays in each (the latest start wins where schedules overlap, as on the wall), over a 24-hour axis.
import { useTranslation } from 'react-i18next';
import { screenTimeline, SIGNAGE_WEEKDAYS } from '@backoffice/shared';
import type { ScheduleDoc } from '../api/signage';

/** Fixed class strings (Tailwind keeps only what it finds written out), one per schedule of the screen by name. */
const COLORS = [
  'bg-sky-200 text-sky-950',
  'bg-amber-200 text-amber-950',
  'bg-emerald-200 text-emerald-950',
  'bg-violet-200 text-violet-950',
  'bg-rose-200 text-rose-950',
  'bg-lime-200 text-lime-950',
] as const;
const HOURS = [0, 6, 12, 18, 24] as const;

/** Where an HH:MM falls on the day, in percent. */
function percentOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return ((hours * 60 + minutes) / (24 * 60)) * 100;
}

export function Timeline({ screenId, screenName, schedules }: { screenId: string; screenName: string; schedules: Array<ScheduleDoc & { id: string }> }) {
  const { t } = useTranslation('signage');
  const week = screenTimeline(schedules, screenId);
  const names = [...new Set(schedules.filter((schedule) => schedule.screen_id === screenId).map((schedule) => schedule.name))].sort((a, b) => a.localeCompare(b));
  const colorOf = (name: string) => COLORS[Math.max(0, names.indexOf(name)) % COLORS.length];
  return (
    <figure className="mt-4" data-testid="signage-timeline" aria-labelledby="signage-timeline-title">
      <figcaption id="signage-timeline-title" className="mb-2 text-sm font-medium text-slate-800">
        {t('timeline.title', { screen: screenName })}
      </figcaption>
      <div className="grid grid-cols-[6rem_1fr] gap-x-2 text-xs text-slate-600" aria-hidden="true">
        <span />
        <div className="relative h-4">
          {HOURS.map((hour) => (
            <span key={hour} className="absolute -translate-x-1/2 tabular-nums first:translate-x-0 last:-translate-x-full" style={{ left: `${(hour / 24) * 100}%` }}>
              {`${String(hour).padStart(2, '0')}:00`}
            </span>
          ))}
        </div>
      </div>
      <ul className="flex flex-col gap-1">
        {SIGNAGE_WEEKDAYS.map((day) => {
          const segments = week[day] ?? [];
          return (
            <li key={day} className="grid grid-cols-[6rem_1fr] items-center gap-x-2" data-weekday={day}>
              <span className="truncate text-sm text-slate-800">{t(`weekdays.${day}`)}</span>
              <div className="relative h-7 overflow-hidden rounded bg-slate-100">
                {segments.length === 0 && <span className="sr-only">{t('timeline.nothing')}</span>}
                {segments.map((segment) => {
                  const left = percentOf(segment.from);
                  const label = t('timeline.segment', { name: segment.schedule.name, from: segment.from, to: segment.to });
                  return (
                    <div
                      key={`${segment.schedule.id}-${segment.from}`}
                      className={`absolute inset-y-0 flex items-center overflow-hidden rounded px-1 text-xs ring-1 ring-white ${colorOf(segment.schedule.name)}`}
                      style={{ left: `${left}%`, width: `${percentOf(segment.to) - left}%` }}
                      title={label}
                      data-schedule={segment.schedule.name}
                    >
                      <span className="truncate" aria-hidden="true">
                        {segment.schedule.name}
                      </span>
                      <span className="sr-only">{label}</span>
                    </div>
                  );
                })}
              </div>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
