// Keeps a chat thread's unread, last_customer_message_at and admin_last_read right after every write to it.
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { chatDerivedState, toMillis, type ChatDerivedState } from '@backoffice/shared';

/** The changes a thread needs so its stored fields match its messages; empty when they already do. */
export function chatUnreadPatch(thread: DocumentData): Record<string, unknown> {
  const state: ChatDerivedState = chatDerivedState(thread);
  const patch: Record<string, unknown> = {};
  if (thread.unread !== state.unread) patch.unread = state.unread;
  if (toMillis(thread.last_customer_message_at) !== state.lastCustomerMessageMillis || thread.last_customer_message_at === undefined) {
    patch.last_customer_message_at =
      state.lastCustomerMessageMillis === null ? null : Timestamp.fromMillis(state.lastCustomerMessageMillis);
  }
  if (toMillis(thread.admin_last_read) !== state.adminLastReadMillis && state.adminLastReadMillis !== null) {
    patch.admin_last_read = Timestamp.fromMillis(state.adminLastReadMillis);
  }
  return patch;
}

/**
 * Recomputes in a transaction from the stored thread (not the event's copy), so writes arriving out of order
 * still end right. Loop guard: the trigger's own write leaves nothing to patch, so it writes nothing more.
 */
export async function refreshChatUnread(db: Firestore, threadId: string): Promise<'updated' | 'unchanged' | 'missing'> {
  const ref = db.doc(`chat/${threadId}`);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return 'missing';
    const patch = chatUnreadPatch(snapshot.data() ?? {});
    if (Object.keys(patch).length === 0) return 'unchanged';
    tx.update(ref, patch);
    return 'updated';
  });
}
