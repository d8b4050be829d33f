// A stored ticket and message read defensively for the screens, and who has a reply they have not read.
import { toDate } from '../core/dates';
import { ticketGradeFromTags } from '../core/statuses';
import {
  SUPPORT_TICKET_STATES,
  type SupportStateChange,
  type SupportTicketState,
} from './ticket';
import type { CustomerCareAttachment } from './forms';

export type CustomerCareSide = 'requester' | 'support';

export interface CustomerCareTicketRow {
  id: string;
  canteenId: string;
  canteenName: string;
  country: string;
  subject: string;
  category: string;
  tags: string[];
  grade: number;
  state: SupportTicketState;
  history: SupportStateChange[];
  createdAt: Date | null;
  createdBy: string;
  createdByName: string;
  firstResponseAt: Date | null;
  lastActivityAt: Date | null;
  lastMessageFrom: CustomerCareSide;
  requesterLastRead: Date | null;
  supportLastRead: Date | null;
  messageCount: number;
}

export interface CustomerCareMessageRow {
  id: string;
  createdAt: Date | null;
  /** Sanitised on the server; shown only through the SPA's sanitiser again. */
  htmlBody: string;
  from: CustomerCareSide;
  authorName: string;
  attachments: CustomerCareAttachment[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const isState = (value: unknown): value is SupportTicketState =>
  (SUPPORT_TICKET_STATES as readonly unknown[]).includes(value);

export function customerCareTicketRow(id: string, raw: unknown): CustomerCareTicketRow {
  const data = record(raw);
  const tags = Array.isArray(data.tags)
    ? data.tags.filter((tag): tag is string => typeof tag === 'string')
    : [];
  const history = (Array.isArray(data.state_history) ? data.state_history : [])
    .map(record)
    .map((entry) => ({ state: entry.state, at: toDate(entry.at) }))
    .filter((entry): entry is SupportStateChange => isState(entry.state) && entry.at !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    id,
    canteenId: text(data.canteen_id),
    canteenName: text(data.canteen_name),
    country: text(data.country),
    subject: text(data.subject),
    category: text(data.category),
    tags,
    grade: ticketGradeFromTags(tags),
    state: isState(data.state) ? data.state : 'open',
    history,
    createdAt: toDate(data.created_at),
    createdBy: text(data.created_by),
    createdByName: text(data.created_by_name),
    firstResponseAt: toDate(data.first_response_at),
    lastActivityAt: toDate(data.last_activity_at),
    lastMessageFrom: data.last_message_from === 'support' ? 'support' : 'requester',
    requesterLastRead: toDate(data.requester_last_read),
    supportLastRead: toDate(data.support_last_read),
    messageCount: typeof data.message_count === 'number' ? data.message_count : 0,
  };
}

export function customerCareMessageRow(id: string, raw: unknown): CustomerCareMessageRow {
  const data = record(raw);
  const attachments = (Array.isArray(data.attachments) ? data.attachments : []).map(record).map((file) => ({
    path: text(file.path),
    name: text(file.name),
    size: typeof file.size === 'number' ? file.size : 0,
    contentType: text(file.contentType),
  }));
  return {
    id,
    createdAt: toDate(data.created_at),
    htmlBody: text(data.html_body),
    from: data.from === 'support' ? 'support' : 'requester',
    authorName: text(data.author_name),
    attachments: attachments.filter((file) => file.path !== ''),
  };
}

/** The other side wrote last, after this side last read: there is a reply to read. */
export function hasUnreadReply(ticket: CustomerCareTicketRow, side: CustomerCareSide): boolean {
  if (ticket.lastMessageFrom === side || ticket.lastActivityAt === null) return false;
  const lastRead = side === 'support' ? ticket.supportLastRead : ticket.requesterLastRead;
  return lastRead === null || lastRead.getTime() < ticket.lastActivityAt.getTime();
}
