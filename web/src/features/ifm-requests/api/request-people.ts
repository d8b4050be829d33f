// Names of the staff who changed a request's status, read only when the rules let the role read user documents.
import useSWR from 'swr';
import { doc, getDoc } from 'firebase/firestore';
import { db } from '../../../lib/firestore';

async function displayName(uid: string): Promise<string | null> {
  try {
    const snapshot = await getDoc(doc(db, 'users', uid));
    const profile = (snapshot.get('profile') ?? {}) as { name?: unknown; surname?: unknown };
    const name = [profile.name, profile.surname]
      .filter((part) => typeof part === 'string' && part.trim() !== '')
      .join(' ');
    return name === '' ? null : name;
  } catch {
    return null; // not readable after all: the detail shows the uid
  }
}

/** uid → "name surname" for the given uids; empty while loading, when disabled, or for unreadable users. */
export function useUserDisplayNames(uids: readonly string[], enabled: boolean): Record<string, string> {
  const sorted = [...new Set(uids)].sort();
  const { data } = useSWR(
    enabled && sorted.length > 0 ? ['ifm-request/people', ...sorted] : null,
    async ([, ...ids]: string[]) => {
      const names = await Promise.all(ids.map(async (uid) => [uid, await displayName(uid)] as const));
      return Object.fromEntries(
        names.filter((entry): entry is readonly [string, string] => entry[1] !== null),
      );
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return data ?? {};
}
