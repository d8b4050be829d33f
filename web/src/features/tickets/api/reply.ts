// A back-office reply (spec §3, §7 "update messages on chat/{id}"): one BO message appended, as the rules accept.
import { Timestamp, arrayUnion, doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { CHAT_FROM, replyProblem } from '@backoffice/shared';
import { db } from '../../../lib/firestore';

/**
 * Appends {date, from: 'BO', message}. arrayUnion appends on the server against the current list, so a customer
 * message arriving meanwhile is kept (the rules accept exactly one appended message with these three keys; a
 * server timestamp cannot sit inside an array, so the date is the client's). Replying also marks the thread read.
 */
export async function sendReply(chatId: string, text: string): Promise<void> {
  const problem = replyProblem(text);
  if (problem) throw new Error(`Reply not sent: ${problem}`);
  await updateDoc(doc(db, 'chat', chatId), {
    messages: arrayUnion({ date: Timestamp.now(), from: CHAT_FROM.backOffice, message: text.trim() }),
    admin_last_read: serverTimestamp(),
  });
}
