// The fields the chat trigger keeps on every thread so the two live unread counters of spec §4 are plain queries.
import { CHAT_FROM, STATUS_CHANGE_MESSAGE_TYPE, isChatUnread, type ChatThreadLike } from './chat';
import { toMillis } from '../core/dates';

/**
 * Derived thread fields (written by the server only):
 * - `unread`: spec §4's rule (open, and a customer message newer than admin_last_read or never read);
 * - `last_customer_message_at`: the newest customer (U) message, null when there is none.
 * The SPA's counters are then `chat where canteen_id == cid and status == 1 and unread == true` and the same
 * with `parent == cid`; equality filters only, so no composite index is needed.
 */
export const CHAT_UNREAD_FIELD = 'unread';
export const CHAT_LAST_CUSTOMER_MESSAGE_FIELD = 'last_customer_message_at';

type Messages = ChatThreadLike['messages'];
type MessageLike = { date?: unknown; from?: string | null; type?: string | null };

function newest(messages: Messages, accept: (message: MessageLike) => boolean): number | null {
  let best: number | null = null;
  for (const message of (messages ?? []) as readonly MessageLike[]) {
    if (!accept(message)) continue;
    const sent = toMillis(message.date);
    if (sent !== null && (best === null || sent > best)) best = sent;
  }
  return best;
}

/** Milliseconds of the newest customer message, or null. */
export function lastCustomerMessageMillis(messages: Messages): number | null {
  return newest(messages, (message) => message.from === CHAT_FROM.customer);
}

/** Milliseconds of the newest back-office reply (status messages excluded), or null. */
export function lastBackOfficeReplyMillis(messages: Messages): number | null {
  return newest(
    messages,
    (message) => message.from === CHAT_FROM.backOffice && message.type !== STATUS_CHANGE_MESSAGE_TYPE,
  );
}

/** What a thread's derived fields should be. */
export interface ChatDerivedState {
  /** admin_last_read, moved forward to the newest back-office reply: whoever replied had read the thread. */
  adminLastReadMillis: number | null;
  lastCustomerMessageMillis: number | null;
  unread: boolean;
}

/**
 * The derived state of a thread. A back-office reply counts as reading everything before it (an automatic
 * status message does not: the operator may change a status without opening the chat). admin_last_read only
 * moves forward.
 */
export function chatDerivedState(thread: ChatThreadLike): ChatDerivedState {
  const stored = toMillis(thread.admin_last_read);
  const reply = lastBackOfficeReplyMillis(thread.messages);
  const adminLastReadMillis = reply !== null && (stored === null || reply > stored) ? reply : stored;
  const readAt = adminLastReadMillis === null ? null : new Date(adminLastReadMillis);
  return {
    adminLastReadMillis,
    lastCustomerMessageMillis: lastCustomerMessageMillis(thread.messages),
    unread: isChatUnread({ ...thread, admin_last_read: readAt }),
  };
}
