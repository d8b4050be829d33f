// Chosen recipients of a notification: customers of a canteen found by the start of their name or e-mail.
import { collection, query, where } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { NAME_AND_EMAIL_FIELDS, searchUsersByPrefix } from '../../../lib/user-search';

export interface RecipientChoice {
  uid: string;
  label: string;
}

export async function searchRecipients(canteenId: string, term: string): Promise<RecipientChoice[]> {
  const base = query(collection(db, 'users'), where('canteens', 'array-contains', canteenId));
  const found = await searchUsersByPrefix(base, term, NAME_AND_EMAIL_FIELDS, 8);
  return found.map((user) => {
    const profile = (user.data().profile ?? {}) as { name?: string; surname?: string; email?: string };
    return { uid: user.id, label: `${profile.name ?? ''} ${profile.surname ?? ''} · ${profile.email ?? user.id}`.trim() };
  });
}
