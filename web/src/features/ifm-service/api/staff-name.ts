// The name of the staff member who gave an authorisation, when the reader may see it.
import useSWR from 'swr';
import { doc, getDoc } from 'firebase/firestore';
import { db } from '../../../lib/firestore';

/**
 * "Name Surname" of users/{uid}, or null when it cannot be read: the rules show a manager only the users of
 * their canteens (staff documents have none), so the caller falls back to the uid.
 */
async function staffName(uid: string): Promise<string | null> {
  try {
    const snapshot = await getDoc(doc(db, 'users', uid));
    const profile = (snapshot.get('profile') ?? {}) as { name?: unknown; surname?: unknown };
    const name = [profile.name, profile.surname].filter((part) => typeof part === 'string' && part !== '');
    return name.length > 0 ? name.join(' ') : null;
  } catch {
    return null;
  }
}

export function useStaffName(uid: string, enabled: boolean) {
  return useSWR(enabled && uid ? ['services/staff-name', uid] : null, ([, id]) => staffName(id), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
