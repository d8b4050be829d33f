// The next 14 days a customer sees for the slot settings being edited (shared slotCalendar, shared/DECISIONS.md
// "Day slot limit"): which days can be ordered for, until when, and how many orders each takes.
import { useTranslation } from 'react-i18next';
import {
  canteenTimeZone,
  slotCalendar,
  slotNowIn,
  type SlotDay,
  type SlotNow,
  type SlotSettings,
} from '@backoffice/shared';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { formatCount, formatDate } from '../../../lib/format';

const TONES: Record<SlotDay['status'], BadgeTone> = {
  open: 'success',
  closed: 'warning',
  tooFar: 'info',
  weekLimit: 'neutral',
  noCapacity: 'neutral',
  hidden: 'neutral',
  notOrderable: 'danger',
};

/** Today and the time now on the canteen's clock (its country's zone, spec §3 endpoint_prefix), not the browser's. */
export function canteenNow(endpointPrefix: unknown, at = new Date()): SlotNow {
  return slotNowIn(canteenTimeZone(endpointPrefix), at);
}

function asDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

export function SlotCalendar({ settings, now }: { settings: SlotSettings; now: SlotNow }) {
  const { t, i18n } = useTranslation('servicesAdmin');
  const days = slotCalendar(settings, now);
  const open = days.filter((day) => day.status === 'open');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700" data-testid="slot-summary">
        {t('slots.preview.summary', { days: open.length, orders: formatCount(open.reduce((sum, day) => sum + day.limit, 0)) })}
      </p>
      <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label={t('slots.preview.title')}>
        {days.map((day) => (
          <li
            key={day.date}
            data-testid={`slot-day-${day.date}`}
            data-status={day.status}
            className="flex flex-col gap-1 rounded-md border border-slate-200 p-2 text-sm"
          >
            <span className="flex items-center justify-between gap-2">
              <span className="font-medium text-slate-900">
                {formatDate(asDate(day.date), i18n.language, { weekday: 'short', day: 'numeric', month: 'short' })}
              </span>
              <Badge tone={TONES[day.status]}>{t(`slots.status.${day.status}`)}</Badge>
            </span>
            {day.deadline && (
              <span className="text-slate-700">
                {t('slots.preview.limit', { orders: formatCount(day.limit) })}
                {' · '}
                {t('slots.preview.until', {
                  date: formatDate(asDate(day.deadline.date), i18n.language, { weekday: 'short', day: 'numeric', month: 'short' }),
                  time: day.deadline.time,
                })}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
