// Tickets screens' pure rules: a chat document read defensively, thread kind, read marking, reply checks, list filters.
import { DOCUMENT_LIMITS } from '../access/access';
import { CHAT_FROM, STATUS_CHANGE_MESSAGE_TYPE, isChatUnread } from '../chat/chat';
import { CHAT_OPEN_STATUS, DEFAULT_TICKET_GRADE } from '../core/constants';
import { toDate } from '../core/dates';
import { buildPath } from '../navigation/routes';
import { ticketGradeFromTags } from '../core/statuses';

/**
 * Status a closed thread gets. The spec only names 1 = open (§3, §9); the rules tests use 0 for "closed",
 * so the back office writes 0 and reads every other value as closed too.
 */
export const CHAT_CLOSED_STATUS = 0;

/** A chat message as the screens show it. */
export interface ThreadMessage {
  date: Date | null;
  from: string;
  message: string;
  type?: string;
}

/** A chat thread as the screens show it (spec §3 "Chat thread"). */
export interface ThreadView {
  id: string;
  canteenId: string;
  parent: string | null;
  ifm: string | null;
  date: Date | null;
  name: string;
  status: number;
  subject: string;
  userId: string;
  adminLastRead: Date | null;
  /** Spec §4's unread rule, computed from the messages (not the server's copy, which lags one write). */
  unread: boolean;
  messages: ThreadMessage[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** Messages by date, oldest first; undated ones keep their place at the end (the sort is stable). */
export function sortMessages<M extends { date: Date | null }>(messages: readonly M[]): M[] {
  return [...messages].sort((a, b) => {
    if (a.date === null || b.date === null) return a.date === null ? (b.date === null ? 0 : 1) : -1;
    return a.date.getTime() - b.date.getTime();
  });
}

/** One stored message, or null when it is not a message at all; odd fields become empty text. */
export function parseThreadMessage(raw: unknown): ThreadMessage | null {
  if (!isRecord(raw)) return null;
  const message: ThreadMessage = { date: toDate(raw.date), from: text(raw.from), message: text(raw.message) };
  if (typeof raw.type === 'string' && raw.type !== '') message.type = raw.type;
  return message;
}

/** A chat document read defensively: wrong types become empty values, never an exception; null for a non-object. */
export function parseChatThread(id: string, data: unknown): ThreadView | null {
  if (!isRecord(data)) return null;
  const rawMessages = Array.isArray(data.messages) ? (data.messages as unknown[]) : [];
  const messages = sortMessages(
    rawMessages.map(parseThreadMessage).filter((message): message is ThreadMessage => message !== null),
  );
  const status =
    typeof data.status === 'number' && Number.isFinite(data.status) ? data.status : CHAT_CLOSED_STATUS;
  const adminLastRead = toDate(data.admin_last_read);
  return {
    id,
    canteenId: text(data.canteen_id),
    parent: optionalText(data.parent),
    ifm: optionalText(data.ifm),
    date: toDate(data.date),
    name: text(data.name),
    status,
    subject: text(data.subject),
    userId: text(data.userid),
    adminLastRead,
    unread: isChatUnread({ status, admin_last_read: adminLastRead, messages }),
    messages,
  };
}

/** A thread belongs to an IFM request when it names one (spec §3: ifm = order id); otherwise it is a ticket. */
export type ThreadKind = 'ticket' | 'ifm';
export function threadKind(thread: { ifm: string | null }): ThreadKind {
  return thread.ifm ? 'ifm' : 'ticket';
}

/** Where a thread opens (spec §2): /tickets/details-ifm/{orderId} for an IFM thread, else /tickets/details/{chatId}. */
export function threadDetailPath(thread: { id: string; ifm: string | null }): string {
  return thread.ifm
    ? buildPath('/tickets/details-ifm/:id', { id: thread.ifm })
    : buildPath('/tickets/details/:id', { id: thread.id });
}

/** The IFM request a thread belongs to (spec §2: /richieste-ifm/{id}). */
export function ifmRequestPath(orderId: string): string {
  return buildPath('/richieste-ifm/:id', { id: orderId });
}

export function isThreadOpen(thread: { status: number }): boolean {
  return thread.status === CHAT_OPEN_STATUS;
}

/** The newest message, or null for an empty thread. */
export function lastThreadMessage<M extends { date: Date | null }>(messages: readonly M[]): M | null {
  const sorted = sortMessages(messages);
  return sorted.at(-1) ?? null;
}

export function isStatusChangeMessage(message: { type?: string }): boolean {
  return message.type === STATUS_CHANGE_MESSAGE_TYPE;
}

export function isCustomerMessage(message: { from: string }): boolean {
  return message.from === CHAT_FROM.customer;
}

/**
 * Opening a thread marks it read when the back office has never read it or a customer message is newer than
 * admin_last_read: exactly the threads the sidebar counts, plus closed ones in the same state (harmless).
 */
export function threadNeedsReadMark(thread: {
  adminLastRead: Date | null;
  messages: readonly { date: Date | null; from: string }[];
}): boolean {
  const lastRead = thread.adminLastRead?.getTime() ?? null;
  if (lastRead === null) return true;
  return thread.messages.some(
    (message) => isCustomerMessage(message) && message.date !== null && message.date.getTime() > lastRead,
  );
}

/** Why a reply cannot be sent, or null when it can (the rules accept 1–4000 characters). */
export type ReplyProblem = 'empty' | 'tooLong';
export const REPLY_MAX_LENGTH = DOCUMENT_LIMITS.longText;
export function replyProblem(text: string): ReplyProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > REPLY_MAX_LENGTH) return 'tooLong';
  return null;
}

/** List filters of /tickets: state (all, unread, open, closed) and kind (all, tickets, IFM requests). */
export const TICKET_STATE_FILTERS = ['all', 'unread', 'open', 'closed'] as const;
export type TicketStateFilter = (typeof TICKET_STATE_FILTERS)[number];
export const TICKET_KIND_FILTERS = ['all', 'ticket', 'ifm'] as const;
export type TicketKindFilter = (typeof TICKET_KIND_FILTERS)[number];
export const TICKETS_PAGE_SIZE = 20;

export function parseTicketStateFilter(value: string | null | undefined): TicketStateFilter {
  return (TICKET_STATE_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as TicketStateFilter)
    : 'all';
}
export function parseTicketKindFilter(value: string | null | undefined): TicketKindFilter {
  return (TICKET_KIND_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as TicketKindFilter)
    : 'all';
}

/**
 * The Firestore constraints a list filter needs, as data (the query is built in the SPA's data layer):
 * equality filters on status or on the server's `unread` field, and the kind. A missing `ifm` field cannot be
 * queried, so "tickets" is every thread minus the IFM ones: `ifm > ''` selects IFM threads, and the ticket
 * list skips them in memory (see `kindAccepts`).
 */
export interface TicketListConstraints {
  equals: ReadonlyArray<readonly ['status' | 'unread', number | boolean]>;
  ifmOnly: boolean;
  ticketsOnly: boolean;
}
export function ticketListConstraints(
  state: TicketStateFilter,
  kind: TicketKindFilter,
): TicketListConstraints {
  const equals: Array<readonly ['status' | 'unread', number | boolean]> = [];
  if (state === 'open') equals.push(['status', CHAT_OPEN_STATUS]);
  if (state === 'closed') equals.push(['status', CHAT_CLOSED_STATUS]);
  // The server keeps `unread` in step with spec §4's rule (functions' chat trigger); it implies status 1.
  if (state === 'unread') equals.push(['unread', true]);
  return { equals, ifmOnly: kind === 'ifm', ticketsOnly: kind === 'ticket' };
}

/** Whether a thread passes the kind filter. */
export function kindAccepts(kind: TicketKindFilter, thread: { ifm: string | null }): boolean {
  return kind === 'all' || threadKind(thread) === kind;
}

/** A help-desk ticket of GET /helpdesk/getStatusTickets as /tickets-status lists it. */
export interface StatusTicketLike {
  id: string | number;
  createdAt?: string | null;
  tags?: readonly unknown[] | null;
  messages?: readonly unknown[] | null;
}

/** A ticket's grade from its tags (0 worst … 5 best, 5 without grade tags). */
export function statusTicketGrade(ticket: StatusTicketLike): number {
  return Array.isArray(ticket.tags) ? ticketGradeFromTags(ticket.tags) : DEFAULT_TICKET_GRADE;
}

/** Worst grade first, then newest first, then by id: a stable order for the status page. */
export function sortStatusTickets<T extends StatusTicketLike>(tickets: readonly T[]): T[] {
  const created = (ticket: T) => {
    const millis = typeof ticket.createdAt === 'string' ? Date.parse(ticket.createdAt) : NaN;
    return Number.isNaN(millis) ? -Infinity : millis;
  };
  return [...tickets].sort(
    (a, b) =>
      statusTicketGrade(a) - statusTicketGrade(b) ||
      created(b) - created(a) ||
      String(a.id).localeCompare(String(b.id)),
  );
}

/** The newest message of a help-desk ticket ({ createdAt, htmlBody, state }), or null. */
export interface StatusTicketMessage {
  createdAt: string | null;
  htmlBody: string;
  state: string;
}
export function lastStatusTicketMessage(ticket: StatusTicketLike): StatusTicketMessage | null {
  const messages = (Array.isArray(ticket.messages) ? ticket.messages : [])
    .filter(isRecord)
    .map((message) => ({
      createdAt: typeof message.createdAt === 'string' ? message.createdAt : null,
      htmlBody: text(message.htmlBody),
      state: text(message.state),
    }));
  if (messages.length === 0) return null;
  const sorted = sortMessages(
    messages.map((message) => ({
      ...message,
      date: message.createdAt ? toDate(new Date(message.createdAt)) : null,
    })),
  );
  const last = sorted.at(-1);
  return last ? { createdAt: last.createdAt, htmlBody: last.htmlBody, state: last.state } : null;
}
