// Opening a thread marks it read: admin_last_read = server time, so spec §4's unread counters drop live.
import { useEffect, useRef } from 'react';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { threadNeedsReadMark } from '@backoffice/shared';
import type { ChatThread } from '../../../lib/chat-threads';
import { db } from '../../../lib/firestore';

export async function markThreadRead(chatId: string): Promise<void> {
  await updateDoc(doc(db, 'chat', chatId), { admin_last_read: serverTimestamp() });
}

/**
 * Marks the open thread read whenever it needs it: on opening, and again when a customer message arrives while it
 * is on screen. `enabled` is false for roles the rules do not let write admin_last_read. Each state of the thread
 * (its newest message) is marked at most once, so a refused write is not retried in a loop.
 */
export function useMarkThreadRead(thread: ChatThread | null | undefined, enabled: boolean): void {
  const attempted = useRef<string | null>(null);
  const needs = Boolean(enabled && thread && threadNeedsReadMark(thread));
  const stateKey = thread
    ? `${thread.id}:${thread.messages.length}:${thread.messages.at(-1)?.date?.getTime() ?? ''}`
    : null;
  const chatId = thread?.id ?? null;
  useEffect(() => {
    if (!needs || !chatId || stateKey === null || attempted.current === stateKey) return;
    attempted.current = stateKey;
    markThreadRead(chatId).catch((error: unknown) =>
      console.error(`Thread ${chatId} not marked read`, error),
    );
  }, [needs, chatId, stateKey]);
}
