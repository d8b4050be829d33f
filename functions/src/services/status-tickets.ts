// GET /helpdesk/getStatusTickets: the open customer-care tickets (customer_care_tickets, the store the customer-care
// screens read too) of the canteens a caller manages, in the ticket shape of spec §3, with the DEFCON grade (§4/§8).
import type { DocumentData, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  ACTIVE_SUPPORT_STATES,
  CUSTOMER_CARE_MESSAGES,
  CUSTOMER_CARE_TICKETS,
  defconGrade,
  ticketGradeFromTags,
  toDate,
  toMillis,
} from '@backoffice/shared';

/** Newest tickets first, at most this many: the DEFCON bar needs the worst grade, the list the recent ones. */
export const MAX_TICKETS = 100;
/** Open tickets read per canteen group (the grade covers them all). */
const MAX_THREADS_READ = 1000;

export interface TicketMessage {
  createdAt: string | null;
  htmlBody: string;
  /** support's messages: unread / read (against the requester's last read); the requester side's: sent. */
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

/** A ticket and its messages in the shape of spec §3, seen by the canteen's staff (the help desk's requesters). */
export function toTicket(ticket: QueryDocumentSnapshot, messages: readonly DocumentData[]): StatusTicket {
  const data = ticket.data();
  const lastRead = toMillis(data.requester_last_read);
  const tags = Array.isArray(data.tags) ? data.tags.filter((tag): tag is string => typeof tag === 'string') : [];
  return {
    id: ticket.id,
    createdAt: toDate(data.created_at)?.toISOString() ?? null,
    subject: typeof data.subject === 'string' ? data.subject : '',
    tags,
    canteen_id: String(data.canteen_id ?? ''),
    grade: ticketGradeFromTags(tags),
    messages: messages.map((message) => {
      const sent = toMillis(message.created_at);
      return {
        createdAt: sent === null ? null : new Date(sent).toISOString(),
        // Stored HTML went through DOMPurify on the server (customerCare callable); readers sanitise again.
        htmlBody: typeof message.html_body === 'string' ? message.html_body : '',
        state:
          message.from === 'support'
            ? lastRead !== null && sent !== null && sent <= lastRead
              ? 'read'
              : 'unread'
            : 'sent',
      };
    }),
  };
}

/** Newest messages read per ticket: the status list shows the count and the last one. */
const MAX_MESSAGES_READ = 50;

/** Open tickets (open or waiting on the requester) of the canteens ('all' for support), newest first, with the worst grade. */
export async function openTickets(
  db: Firestore,
  canteenIds: readonly string[] | 'all',
): Promise<{ tickets: StatusTicket[]; grade: number }> {
  const open = db.collection(CUSTOMER_CARE_TICKETS).where('state', 'in', [...ACTIVE_SUPPORT_STATES]);
  const snapshots =
    canteenIds === 'all'
      ? [await open.limit(MAX_THREADS_READ).get()]
      : await Promise.all(
          // `in` takes at most 30 values per query (and one `in` per query: the state filter is the other).
          Array.from({ length: Math.ceil(canteenIds.length / 30) }, (_, index) =>
            open
              .where('canteen_id', 'in', canteenIds.slice(index * 30, index * 30 + 30))
              .limit(MAX_THREADS_READ)
              .get(),
          ),
        );
  const docs = snapshots
    .flatMap((snapshot) => snapshot.docs)
    .sort(
      (a, b) =>
        (toMillis(b.get('created_at')) ?? 0) - (toMillis(a.get('created_at')) ?? 0) || a.id.localeCompare(b.id),
    );
  // The grade covers every open ticket, the list (and its message reads) only the newest ones.
  const grade = defconGrade(
    docs.map((doc) => ({ tags: Array.isArray(doc.get('tags')) ? (doc.get('tags') as unknown[]) : [] })),
  );
  const newest = docs.slice(0, MAX_TICKETS);
  const messages = await Promise.all(
    newest.map((doc) =>
      doc.ref
        .collection(CUSTOMER_CARE_MESSAGES)
        .orderBy('created_at')
        .limitToLast(MAX_MESSAGES_READ)
        .get()
        .then((snapshot) => snapshot.docs.map((message) => message.data())),
    ),
  );
  return { tickets: newest.map((doc, index) => toTicket(doc, messages[index] ?? [])), grade };
}
