// GET /helpdesk/getStatusTickets: the open customer tickets (chat threads without an IFM request) of the
// canteens a caller manages, in the ticket shape of spec §3, with the DEFCON grade of spec §4/§8.
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  CHAT_FROM,
  CHAT_OPEN_STATUS,
  defconGrade,
  ticketGradeFromTags,
  toDate,
  toMillis,
} from '@backoffice/shared';

/** Newest tickets first, at most this many: the DEFCON bar needs the worst grade, the list the recent ones. */
export const MAX_TICKETS = 100;
/** Open threads read per canteen group; IFM threads are skipped in memory (a missing field cannot be queried). */
const MAX_THREADS_READ = 1000;

export interface TicketMessage {
  createdAt: string | null;
  htmlBody: string;
  /** customer messages: unread / read (against admin_last_read); back-office messages: sent. */
  state: 'unread' | 'read' | 'sent';
}

export interface StatusTicket {
  id: string;
  createdAt: string | null;
  subject: string;
  tags: string[];
  canteen_id: string;
  grade: number;
  messages: TicketMessage[];
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Chat text as safe HTML: escaped, line breaks as <br>. */
export function textToHtml(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

export function toTicket(doc: QueryDocumentSnapshot): StatusTicket {
  const data = doc.data();
  const lastRead = toMillis(data.admin_last_read);
  const tags = Array.isArray(data.tags)
    ? data.tags.filter((tag): tag is string => typeof tag === 'string')
    : [];
  const messages = (Array.isArray(data.messages) ? data.messages : []) as Array<Record<string, unknown>>;
  return {
    id: doc.id,
    createdAt: toDate(data.date)?.toISOString() ?? null,
    subject: typeof data.subject === 'string' ? data.subject : '',
    tags,
    canteen_id: String(data.canteen_id ?? ''),
    grade: ticketGradeFromTags(tags),
    messages: messages.map((message) => {
      const sent = toMillis(message.date);
      const fromCustomer = message.from === CHAT_FROM.customer;
      return {
        createdAt: sent === null ? null : new Date(sent).toISOString(),
        htmlBody: textToHtml(typeof message.message === 'string' ? message.message : ''),
        state: fromCustomer
          ? lastRead !== null && sent !== null && sent <= lastRead
            ? 'read'
            : 'unread'
          : 'sent',
      };
    }),
  };
}

/** Open tickets of the canteens (all canteens when `canteenIds` is 'all'), newest first, with the worst grade. */
export async function openTickets(
  db: Firestore,
  canteenIds: readonly string[] | 'all',
): Promise<{ tickets: StatusTicket[]; grade: number }> {
  const open = db.collection('chat').where('status', '==', CHAT_OPEN_STATUS);
  const snapshots =
    canteenIds === 'all'
      ? [await open.limit(MAX_THREADS_READ).get()]
      : await Promise.all(
          // `in` takes at most 30 values per query.
          Array.from({ length: Math.ceil(canteenIds.length / 30) }, (_, index) =>
            open
              .where('canteen_id', 'in', canteenIds.slice(index * 30, index * 30 + 30))
              .limit(MAX_THREADS_READ)
              .get(),
          ),
        );
  const all = snapshots
    .flatMap((snapshot) => snapshot.docs)
    .filter((doc) => !doc.get('ifm'))
    .map(toTicket)
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || a.id.localeCompare(b.id));
  // The grade covers every open ticket, the list only the newest ones.
  return { tickets: all.slice(0, MAX_TICKETS), grade: defconGrade(all) };
}
