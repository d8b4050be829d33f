// The SLA report through the getCustomerCareSla callable: the server reads and measures the tickets, the screen shows them.
import useSWR from 'swr';
import type { SlaPeriod, SlaReport, SlaRequest, SlaResponse, SlaTicketRow } from '@backoffice/shared';
import { callable } from '../../../lib/functions';

/** The at-risk list moves with the clock: the report is asked again every five minutes while the screen is open. */
const REFRESH_MS = 5 * 60_000;

const getCustomerCareSla = callable<SlaRequest, SlaResponse>('getCustomerCareSla');

/** The report of a period in every canteen the caller may open. */
export function useSlaReport(period: SlaPeriod) {
  return useSWR<SlaReport>(
    ['customerCareSla', period.from, period.to],
    async () => (await getCustomerCareSla({ from: period.from, to: period.to })).data.report,
    { refreshInterval: REFRESH_MS, revalidateOnFocus: false, keepPreviousData: true },
  );
}

/** The per-ticket rows of a period (the export), measured at the same moment as a report would be. */
export async function fetchSlaRows(period: SlaPeriod): Promise<SlaTicketRow[]> {
  return (await getCustomerCareSla({ from: period.from, to: period.to, rows: true })).data.rows ?? [];
}
