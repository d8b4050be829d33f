// Unread-chat rule of spec §4: an open thread with a customer message newer than admin_last_read, or never read.
import { CHAT_OPEN_STATUS } from '../core/constants';
import { toMillis } from '../core/dates';

/** Chat `from` values: customer and back office (spec §3). */
export const CHAT_FROM = { customer: 'U', backOffice: 'BO' } as const;
/** Chat message type marking status messages (spec §3). */
export const STATUS_CHANGE_MESSAGE_TYPE = 'statuschange';

/** The part of a chat thread the unread rule reads. */
export interface ChatThreadLike {
  status?: number | null;
  admin_last_read?: unknown;
  messages?: ReadonlyArray<{ date?: unknown; from?: string | null }> | null;
}

/** True when an open thread has a customer message newer than admin_last_read, or was never read. */
export function isChatUnread(thread: ChatThreadLike): boolean {
  if (thread.status !== CHAT_OPEN_STATUS) return false;
  const lastRead = toMillis(thread.admin_last_read);
  if (lastRead === null) return true; // never read by the back office
  return (thread.messages ?? []).some((message) => {
    const sent = toMillis(message.date);
    return message.from === CHAT_FROM.customer && sent !== null && sent > lastRead;
  });
}

/** How many threads count as unread (feeds the two sidebar counters). */
export function countUnreadChats(threads: readonly ChatThreadLike[]): number {
  return threads.filter(isChatUnread).length;
}
