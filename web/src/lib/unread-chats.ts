// The two live unread-chat counters of spec §4: open threads of the canteen, and of canteens whose parent it is.
import { useEffect } from 'react';
import useSWRSubscription from 'swr/subscription';
import { collection, limit, onSnapshot, query, where } from 'firebase/firestore';
import { CHAT_OPEN_STATUS, isChatUnread, type ChatThreadLike } from '@backoffice/shared';
import { db } from './firestore';
import { updateSessionState } from './session-state';

/** Open threads are few per canteen; the cap only guards against a runaway list. */
const OPEN_THREADS_LIMIT = 500;

function useUnreadThreadIds(field: 'canteen_id' | 'parent', canteenId: string | null) {
  return useSWRSubscription<string[], Error, string[] | null>(
    canteenId ? ['unread-chats', field, canteenId] : null,
    ([, , id], { next }) =>
      onSnapshot(
        query(collection(db, 'chat'), where(field, '==', id), where('status', '==', CHAT_OPEN_STATUS), limit(OPEN_THREADS_LIMIT)),
        (snapshot) =>
          next(
            null,
            snapshot.docs.filter((thread) => isChatUnread(thread.data() as ChatThreadLike)).map((thread) => thread.id),
          ),
        (error) => {
          console.error(`Unread chats by ${field} not followed`, error);
          next(error);
        },
      ),
  );
}

/**
 * Starts both counters for the active canteen, keeps unread_chat and unread_parent_chat in the session
 * state, and returns the sidebar badge: threads unread in either list, each counted once.
 */
export function useUnreadChats(canteenId: string | null): number {
  const own = useUnreadThreadIds('canteen_id', canteenId).data;
  const children = useUnreadThreadIds('parent', canteenId).data;
  useEffect(() => {
    updateSessionState({ unread_chat: own?.length ?? 0, unread_parent_chat: children?.length ?? 0 });
  }, [own, children]);
  return new Set([...(own ?? []), ...(children ?? [])]).size;
}
