// The period's headline figures: share within target, median and 90th percentile of first response and resolution.
import { useTranslation } from 'react-i18next';
import type { SlaFigures } from '@backoffice/shared';
import { formatCount } from '../../../lib/format';
import { formatHours, formatShare } from './format';

export function KpiTiles({ figures }: { figures: SlaFigures }) {
  const { t } = useTranslation('customerCareSla');
  const tiles = [
    {
      id: 'withinTarget',
      value: formatShare(figures.withinTargetShare),
      note: t('kpi.withinTargetNote', { within: formatCount(figures.withinTarget), decided: formatCount(figures.decided) }),
    },
    { id: 'firstResponseMedian', value: formatHours(figures.firstResponse.medianMinutes), note: t('kpi.hours') },
    { id: 'firstResponseP90', value: formatHours(figures.firstResponse.p90Minutes), note: t('kpi.hours') },
    { id: 'resolutionMedian', value: formatHours(figures.resolution.medianMinutes), note: t('kpi.hours') },
    { id: 'resolutionP90', value: formatHours(figures.resolution.p90Minutes), note: t('kpi.hours') },
    { id: 'tickets', value: formatCount(figures.tickets), note: t('kpi.ticketsNote') },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {tiles.map((tile) => (
        <div key={tile.id} data-kpi={tile.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{t(`kpi.${tile.id}`)}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{tile.value}</dd>
          <dd className="mt-1 text-xs text-slate-600">{tile.note}</dd>
        </div>
      ))}
    </dl>
  );
}
