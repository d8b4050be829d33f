// Prefix search over users (dashboard affiliated users, authorised users of a service): one query per field,
// merged by uid. Firestore has no "contains", so each field is matched from its start, as stored.
import {
  getDocs,
  limit,
  query,
  where,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

/** A field a search looks in, and how the typed term is shaped to match it as stored. */
export interface UserSearchField {
  path: string;
  shape: (term: string) => string;
}

const capitalised = (term: string) => term.charAt(0).toUpperCase() + term.slice(1);

/** Names as written (capitalised), e-mails in lower case (spec §2: first name, last name or e-mail). */
export const NAME_AND_EMAIL_FIELDS: readonly UserSearchField[] = [
  { path: 'profile.name', shape: capitalised },
  { path: 'profile.surname', shape: capitalised },
  { path: 'profile.email', shape: (term) => term.toLowerCase() },
];

/** The last code point Firestore sorts: `term` ≤ value < `term\uf8ff` is a prefix match. */
const HIGH = '\uf8ff';

/**
 * The users of `base` (already scoped to a canteen, and whatever else the caller's rules need) whose field
 * starts with the trimmed term, at most `perField` per field, each user once, in the order first found.
 */
export async function searchUsersByPrefix(
  base: Query,
  text: string,
  fields: readonly UserSearchField[],
  perField: number,
): Promise<QueryDocumentSnapshot<DocumentData>[]> {
  const term = text.trim();
  const snapshots = await Promise.all(
    fields.map(({ path, shape }) =>
      getDocs(
        query(
          base,
          where(path, '>=', shape(term)),
          where(path, '<', `${shape(term)}${HIGH}`),
          limit(perField),
        ),
      ),
    ),
  );
  const found = new Map<string, QueryDocumentSnapshot<DocumentData>>();
  for (const snapshot of snapshots) {
    for (const entry of snapshot.docs) if (!found.has(entry.id)) found.set(entry.id, entry);
  }
  return [...found.values()];
}
