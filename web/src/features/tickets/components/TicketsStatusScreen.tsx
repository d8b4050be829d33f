// /tickets-status (spec §2 DEFCON bar, §4, §7, §8): the help desk's grade, large, and its open tickets, worst first.
import { useTranslation } from 'react-i18next';
import { DEFAULT_TICKET_GRADE, DEFCON_REFRESH_INTERVAL_MS } from '@backoffice/shared';
import { DataTable } from '../../../components/ui/DataTable';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useStatusTickets } from '../api/status-tickets';
import { GradePanel } from './status/GradePanel';
import { statusTicketColumns } from './status/statusTicketColumns';
import { useFirstData } from '../../../lib/perf';

export default function TicketsStatusScreen() {
  const { t, i18n } = useTranslation('tickets');
  const { t: shell } = useTranslation('shell');
  const { data, rows } = useStatusTickets();
  useFirstData(data !== undefined);

  return (
    <>
      <PageHeader
        title={shell('screens.ticketsStatus')}
        description={t('statusPage.description', { seconds: DEFCON_REFRESH_INTERVAL_MS / 1000 })}
      />
      {data ? (
        <GradePanel
          grade={data.grade ?? DEFAULT_TICKET_GRADE}
          count={data.failed ? null : data.tickets.length}
        />
      ) : (
        <Skeleton className="mb-6 h-36 w-full" />
      )}
      {/* Spec §8: an unsuccessful call shows no tickets and grade 5; a quiet line says why. */}
      {data?.failed && (
        <p className="mb-4 text-sm text-slate-600" role="status">
          {t('statusPage.failed')}
        </p>
      )}
      <DataTable
        caption={t('statusPage.caption')}
        columns={statusTicketColumns(t, shell, i18n.language)}
        rows={rows}
        rowKey={(ticket) => ticket.id}
        empty={
          <EmptyState title={t('statusPage.empty.title')} description={t('statusPage.empty.description')} />
        }
      />
    </>
  );
}
