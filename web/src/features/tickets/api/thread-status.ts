// Close or reopen a thread (status 1 open, 0 closed): a write the rules allow to the RispostaTicket roles.
import { doc, updateDoc } from 'firebase/firestore';
import { CHAT_CLOSED_STATUS, CHAT_OPEN_STATUS } from '@backoffice/shared';
import { db } from '../../../lib/firestore';

export async function setThreadOpen(chatId: string, open: boolean): Promise<void> {
  await updateDoc(doc(db, 'chat', chatId), { status: open ? CHAT_OPEN_STATUS : CHAT_CLOSED_STATUS });
}
