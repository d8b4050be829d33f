// Chosen recipients of a notification: customers of a canteen found by the start of their name or e-mail.
import { collection, documentId, getDocs, query, where, type DocumentData } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { NAME_AND_EMAIL_FIELDS, searchUsersByPrefix } from '../../../lib/user-search';

export interface RecipientChoice {
  uid: string;
  label: string;
}

function choiceOf(uid: string, data: DocumentData): RecipientChoice {
  const profile = (data.profile ?? {}) as { name?: string; surname?: string; email?: string };
  return { uid, label: `${profile.name ?? ''} ${profile.surname ?? ''} · ${profile.email ?? uid}`.trim() };
}

export async function searchRecipients(canteenId: string, term: string): Promise<RecipientChoice[]> {
  const base = query(collection(db, 'users'), where('canteens', 'array-contains', canteenId));
  const found = await searchUsersByPrefix(base, term, NAME_AND_EMAIL_FIELDS, 8);
  return found.map((user) => choiceOf(user.id, user.data()));
}

/** Labels of already chosen users (an edited notification stores only uids): read by id, 30 per query. */
export async function recipientLabels(uids: readonly string[]): Promise<Record<string, string>> {
  const labels: Record<string, string> = {};
  for (let start = 0; start < uids.length; start += 30) {
    const found = await getDocs(query(collection(db, 'users'), where(documentId(), 'in', uids.slice(start, start + 30))));
    for (const user of found.docs) labels[user.id] = choiceOf(user.id, user.data()).label;
  }
  return labels;
}
