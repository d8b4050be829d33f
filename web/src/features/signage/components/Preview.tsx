// "What does screen X show at time T": the schedule that covers that moment in the canteen's zone and its playlist,
// and the chosen screen's week on a timeline.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { instantToZonedLocal, scheduleAt, zonedLocalToInstant } from '@backoffice/shared';
import { Card } from '../../../components/ui/Card';
import { DateTimeField } from '../../../components/ui/DateTimeFields';
import { SelectField } from '../../../components/ui/SelectField';
import type { ScheduleDoc, ScreenDoc } from '../api/signage';
import { itemLabel } from './labels';
import { Timeline } from './Timeline';


export function Preview({ screens, schedules, timeZone }: { screens: Array<ScreenDoc & { id: string }>; schedules: Array<ScheduleDoc & { id: string }>; timeZone: string }) {
  const { t } = useTranslation('signage');
  const [screenId, setScreenId] = useState('');
  // The picker names the canteen's wall-clock time, wherever the browser is.
  const [at, setAt] = useState(() => instantToZonedLocal(new Date(), timeZone));
  const chosen = screenId || screens[0]?.id || '';
  const instant = zonedLocalToInstant(at, timeZone);
  const showing = chosen && instant ? scheduleAt(schedules, chosen, instant, timeZone) : null;
  return (
    <Card title={t('preview.title')} className="mb-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={t('preview.screen')} value={chosen} onChange={(event) => setScreenId(event.target.value)} options={screens.map((screen) => ({ value: screen.id, label: screen.name }))} />
        <DateTimeField label={t('preview.at')} value={at} onChange={(event) => setAt(event.target.value)} hint={t('preview.zone', { zone: timeZone })} />
      </div>
      <div className="mt-3 text-sm" role="status" data-testid="signage-preview">
        {showing ? (
          <>
            <p className="font-medium">{t('preview.showing', { name: showing.name, from: showing.from, to: showing.to })}</p>
            <ol className="mt-1 list-decimal pl-5">
              {showing.items.map((item, index) => (
                <li key={index}>{`${itemLabel(t, item)} · ${t('preview.seconds', { count: item.seconds })}`}</li>
              ))}
            </ol>
          </>
        ) : (
          <p>{t('preview.nothing')}</p>
        )}
      </div>
      {chosen && <Timeline screenId={chosen} screenName={screens.find((screen) => screen.id === chosen)?.name ?? chosen} schedules={schedules} />}
    </Card>
  );
}
