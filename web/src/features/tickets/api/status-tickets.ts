// /tickets-status data: GET /helpdesk/getStatusTickets every 6 s, in the one SWR cache the DEFCON bar reads too.
import { useMemo } from 'react';
import useSWR from 'swr';
import DOMPurify from 'dompurify';
import {
  DEFCON_REFRESH_INTERVAL_MS,
  lastStatusTicketMessage,
  sortStatusTickets,
  statusTicketGrade,
} from '@backoffice/shared';
import { fetchStatusTickets, type StatusTicket } from '../../../lib/help-api';

/** The same key as the layout's useDefconGrade: both screens share one request and one answer. */
export const STATUS_TICKETS_KEY = 'helpdesk/getStatusTickets';

export interface StatusTicketRow {
  id: string;
  subject: string;
  createdAt: Date | null;
  tags: string[];
  grade: number;
  messageCount: number;
  lastMessage: { text: string; createdAt: Date | null } | null;
}

/** htmlBody as plain text: sanitised by DOMPurify into an inert fragment, line breaks kept, never rendered as HTML. */
export function htmlToText(html: string): string {
  const fragment = DOMPurify.sanitize(html.replace(/<br\s*\/?>/gi, '\n'), { RETURN_DOM_FRAGMENT: true });
  return (fragment.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

function dateOf(value: string | null | undefined): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function toStatusTicketRows(tickets: readonly StatusTicket[]): StatusTicketRow[] {
  return sortStatusTickets(tickets).map((ticket) => {
    const last = lastStatusTicketMessage(ticket);
    return {
      id: String(ticket.id),
      subject: typeof ticket.subject === 'string' ? ticket.subject : '',
      createdAt: dateOf(ticket.createdAt),
      tags: (ticket.tags ?? []).filter((tag): tag is string => typeof tag === 'string'),
      grade: statusTicketGrade(ticket),
      messageCount: Array.isArray(ticket.messages) ? ticket.messages.length : 0,
      lastMessage: last ? { text: htmlToText(last.htmlBody), createdAt: dateOf(last.createdAt) } : null,
    };
  });
}

/** The help desk's tickets (worst first) and grade, refreshed every 6 s; a failed call gives none and grade 5 (§8). */
export function useStatusTickets() {
  const result = useSWR(STATUS_TICKETS_KEY, fetchStatusTickets, {
    refreshInterval: DEFCON_REFRESH_INTERVAL_MS,
    revalidateOnFocus: false,
  });
  const tickets = result.data?.tickets;
  const rows = useMemo(() => (tickets ? toStatusTicketRows(tickets) : undefined), [tickets]);
  return { ...result, rows };
}
