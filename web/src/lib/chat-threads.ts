// Live chat threads (spec §3 "Chat thread", §7 chat calls): one thread by id, or the thread of an IFM request.
import useSWRSubscription from 'swr/subscription';
import { collection, doc, limit, onSnapshot, query, where, type DocumentSnapshot } from 'firebase/firestore';
import {
  canAccessAllCanteens,
  parseChatThread,
  type ThreadMessage,
  type ThreadView,
  type Role,
} from '@backoffice/shared';
import { db } from './firestore';

/** A chat message: date, from (U customer, BO back office), text, and type statuschange for status notes. */
export type ChatMessage = ThreadMessage;
/** A chat thread with its messages sorted oldest first and spec §4's unread state. */
export type ChatThread = ThreadView;

export interface ChatThreadResult {
  /** undefined while loading, null when there is no such thread (or it may not be read). */
  data: ChatThread | null | undefined;
  error: Error | undefined;
}

/** A pending serverTimestamp (our own admin_last_read) reads as its local estimate, so unread drops at once. */
function threadOf(snapshot: DocumentSnapshot): ChatThread | null {
  return snapshot.exists()
    ? parseChatThread(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }))
    : null;
}

/** The thread chat/{chatId}, live; null when it does not exist. */
export function useChatThread(chatId: string | null): ChatThreadResult {
  const { data, error } = useSWRSubscription<ChatThread | null, Error, readonly [string, string] | null>(
    chatId ? (['chat-thread', chatId] as const) : null,
    ([, id], { next }) =>
      onSnapshot(
        doc(db, 'chat', id),
        (snapshot) => next(null, threadOf(snapshot)),
        (failure) => {
          console.error(`Chat thread ${id} not followed`, failure);
          next(failure);
        },
      ),
  );
  return { data, error };
}

/** A Firestore `in` filter takes at most 30 values. */
const IN_LIMIT = 30;

/**
 * The thread of an IFM request (spec §7: chat where ifm == order id, limit 1), live; null when there is none.
 * The rules only let a query through when it is confined to canteens the user manages, so roles without access
 * to every canteen add `canteen_id in bo_canteens` (an IFM thread lives in its request's canteen).
 */
export function useIfmChatThread(
  orderId: string | null,
  { role, boCanteens }: { role: Role; boCanteens: readonly string[] },
): ChatThreadResult {
  const scope = canAccessAllCanteens(role) ? null : boCanteens.slice(0, IN_LIMIT);
  const { data, error } = useSWRSubscription<
    ChatThread | null,
    Error,
    readonly [string, string, string] | null
  >(orderId ? (['chat-thread-ifm', orderId, scope?.join(',') ?? '*'] as const) : null, ([, id], { next }) => {
    if (scope !== null && scope.length === 0) {
      next(null, null); // no canteen to look in
      return () => undefined;
    }
    const constraints = [
      where('ifm', '==', id),
      ...(scope ? [where('canteen_id', 'in', scope)] : []),
      limit(1),
    ];
    return onSnapshot(
      query(collection(db, 'chat'), ...constraints),
      (snapshot) => {
        const first = snapshot.docs[0];
        next(null, first ? threadOf(first) : null);
      },
      (failure) => {
        console.error(`Chat thread of IFM request ${id} not followed`, failure);
        next(failure);
      },
    );
  });
  return { data, error };
}
