// The next five occurrences of the schedule being composed, in its time zone (shared previewOccurrences: the same
// recurrence the dispatcher uses), refreshed as the schedule changes.
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { composerSchedule, previewOccurrences, type ComposerInput } from '@backoffice/shared';
import { localeTag } from '../../../i18n';

export function OccurrencePreview({ now }: { now: Date }) {
  const { t, i18n } = useTranslation('notifications');
  const [scheduleType, at, weekday, dayOfMonth, time, timeZone] = useWatch<ComposerInput>({
    name: ['scheduleType', 'at', 'weekday', 'dayOfMonth', 'time', 'timeZone'],
  }) as [ComposerInput['scheduleType'], string, string, string, string, string];
  const schedule = composerSchedule({ scheduleType, at, weekday, dayOfMonth, time, timeZone });
  const occurrences = schedule ? previewOccurrences(schedule, now) : [];
  const format = new Intl.DateTimeFormat(localeTag(i18n.language), { dateStyle: 'full', timeStyle: 'short', timeZone: schedule?.timeZone ?? 'UTC' });
  return (
    <section aria-labelledby="occurrence-preview" className="flex flex-col gap-2">
      <h3 id="occurrence-preview" className="text-sm font-semibold text-slate-900">
        {t('preview.title', { timeZone: timeZone })}
      </h3>
      {occurrences.length === 0 ? (
        <p className="text-sm text-slate-700">{schedule ? t('preview.none') : t('preview.incomplete')}</p>
      ) : (
        <ol className="list-decimal pl-5 text-sm text-slate-800" aria-label={t('preview.list')}>
          {occurrences.map((instant) => (
            <li key={instant.toISOString()} data-instant={instant.toISOString()}>
              {format.format(instant)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
