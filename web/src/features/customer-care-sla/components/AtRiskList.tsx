// Tickets whose SLA clock breaches within the next 4 hours if nobody acts, soonest first.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SLA_AT_RISK_MINUTES, type SlaAtRisk } from '@backoffice/shared';
import { Badge } from '../../../components/ui/Badge';
import { DataTable, type Column } from '../../../components/ui/DataTable';
import { formatDate } from '../../../lib/format';
import { formatHours } from './format';

export function AtRiskList({ rows }: { rows: readonly SlaAtRisk[] }) {
  const { t, i18n } = useTranslation('customerCareSla');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const columns: Column<SlaAtRisk>[] = [
    {
      id: 'subject',
      header: t('atRisk.subject'),
      cell: (row) => (
        <Link className="font-medium text-brand-700 underline-offset-2 hover:underline" to={`/customer-care/details/${encodeURIComponent(row.id)}`}>
          {row.subject || row.id}
        </Link>
      ),
    },
    { id: 'canteen', header: t('atRisk.canteen'), cell: (row) => row.canteenName || row.canteenId },
    { id: 'grade', header: t('atRisk.grade'), cell: (row) => <Badge tone={row.grade <= 1 ? 'danger' : 'warning'}>{row.grade}</Badge> },
    { id: 'clock', header: t('atRisk.clock'), cell: (row) => t(`clocks.${row.clock}`) },
    {
      id: 'breachAt',
      header: t('atRisk.breachAt'),
      cell: (row) => formatDate(new Date(row.breachAt), language, { weekday: 'short', hour: '2-digit', minute: '2-digit' }),
    },
    { id: 'left', header: t('atRisk.left'), align: 'right', cell: (row) => <span className="tabular-nums">{formatHours(row.remainingMinutes)}</span> },
  ];
  return (
    <DataTable
      caption={t('atRisk.title', { hours: SLA_AT_RISK_MINUTES / 60 })}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={t('atRisk.empty', { hours: SLA_AT_RISK_MINUTES / 60 })}
    />
  );
}
