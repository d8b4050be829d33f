// The status popup's thin write on orders/{id}: status + status_change; the trigger does history, chat and mail.
import { Timestamp, doc, updateDoc } from 'firebase/firestore';
import { ifmStatusChangeWrite, type IfmStatus } from '@backoffice/shared';
import { db } from '../../../lib/firestore';

export interface IfmStatusChangeRequest {
  orderId: string;
  /** The status the request is in now (sent as previous_status; the rules check it). */
  current: number;
  status: IfmStatus;
  /** The date and time chosen in the popup, already turned into a Date in the user's local time. */
  dateSet: Date;
  /** The writer's uid (richiedente must be the caller: the rules check it). */
  uid: string;
  note?: string;
}

/** Writes the change; resolves when the server has accepted it, rejects with the FirebaseError otherwise. */
export async function saveIfmStatusChange(request: IfmStatusChangeRequest): Promise<void> {
  const write = ifmStatusChangeWrite({
    current: request.current,
    status: request.status,
    dateSet: Timestamp.fromDate(request.dateSet),
    uid: request.uid,
    note: request.note,
  });
  await updateDoc(doc(db, 'orders', request.orderId), { ...write });
}
