// Reads the canteens the signed-in user may see, live from Firestore.
import useSWRSubscription from 'swr/subscription';
import { collection, onSnapshot, query, orderBy, limit } from 'firebase/firestore';
import { db } from '../../../lib/firebase';

export interface CanteenPreview {
  id: string;
  name: string;
}

export function useCanteenPreviews() {
  return useSWRSubscription<CanteenPreview[], Error, string>('canteens:preview', (_key, { next }) =>
    onSnapshot(
      query(collection(db, 'canteens'), orderBy('name'), limit(50)),
      (snapshot) => next(null, snapshot.docs.map((doc) => ({ id: doc.id, name: String(doc.get('name') ?? doc.id) }))),
      (error) => next(error),
    ),
  );
}
