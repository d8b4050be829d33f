// Which of a few customers the service already authorises, live (the search marks them).
import useSWRSubscription from 'swr/subscription';
import { documentId, onSnapshot, query, where } from 'firebase/firestore';
import { authorizedUsersOf } from './authorized-users';
import { sameObject } from './products';

/** Firestore's limit of values in an `in` filter; a search shows fewer customers than this. */
const IN_LIMIT = 30;

export function useAuthorizedAmong(serviceId: string | null, uids: readonly string[]) {
  const asked = [...new Set(uids)].slice(0, IN_LIMIT).sort();
  return useSWRSubscription<ReadonlySet<string>, Error, string[] | null>(
    serviceId && asked.length > 0 ? ['services/authorized-among', serviceId, asked.join(',')] : null,
    ([, id, joined], { next }) =>
      onSnapshot(
        query(authorizedUsersOf(id!), where(documentId(), 'in', joined!.split(','))),
        (snapshot) => next(null, new Set(snapshot.docs.map((entry) => entry.id))),
        (error) => next(error),
      ),
    // A Set: SWR's default compare sees every two Sets as equal (products.ts sameObject).
    { compare: sameObject },
  );
}
