// Chat triggers: every write to a thread keeps the fields the two live unread counters query (spec §4).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { chatUnreadPatch, refreshChatUnread } from '../services/chat-unread';
import { skippingSeedWrites } from '../lib/seed-writes';

export const onChatWritten = onDocumentWritten('chat/{threadId}', skippingSeedWrites(async (event) => {
  const after = event.data?.after.exists ? event.data.after.data() : undefined;
  // Loop guard: when the stored fields already match (our own write, or a replay), nothing is written.
  if (!after || Object.keys(chatUnreadPatch(after)).length === 0) return;
  await refreshChatUnread(db, event.params.threadId);
}));
