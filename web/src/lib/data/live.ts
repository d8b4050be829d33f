// The one subscription hook of the data layer: a live Firestore query or document as SWR state (data, error).
import useSWRSubscription from 'swr/subscription';
import {
  onSnapshot,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';

/** A cache key: null while the inputs are not ready (nothing is subscribed then). */
export type LiveKey = readonly unknown[] | null;

/**
 * Follows `source()` (a query or a document) under `key` and maps each snapshot with `map`. SWR dedupes: two
 * components with the same key share one listener. A listener error (rules, network) becomes `error` and is logged
 * with the key, so a refused read is visible in the console and in the screen's error state.
 */
function useLive<S, T>(
  key: LiveKey,
  listen: (onNext: (snapshot: S) => void, onError: (error: Error) => void) => () => void,
  map: (snapshot: S) => T,
) {
  return useSWRSubscription<T, Error, LiveKey>(key, (_key, { next }) =>
    listen(
      (snapshot) => {
        try {
          next(null, map(snapshot));
        } catch (error) {
          next(error instanceof Error ? error : new Error(String(error)));
        }
      },
      (error) => {
        console.error(`Live data not followed: ${JSON.stringify(key)}`, error);
        next(error);
      },
    ),
  );
}

/** A live query; `makeQuery` runs only when `key` is not null. */
export function useLiveQuery<T>(
  key: LiveKey,
  makeQuery: () => Query<DocumentData>,
  map: (snapshot: QuerySnapshot<DocumentData>) => T,
) {
  return useLive<QuerySnapshot<DocumentData>, T>(
    key,
    (onNext, onError) => onSnapshot(makeQuery(), onNext, onError),
    map,
  );
}

/** A live document; `map` receives the snapshot (exists() false for a missing document). */
export function useLiveDoc<T>(
  key: LiveKey,
  makeRef: () => DocumentReference<DocumentData>,
  map: (snapshot: DocumentSnapshot<DocumentData>) => T,
) {
  return useLive<DocumentSnapshot<DocumentData>, T>(
    key,
    (onNext, onError) => onSnapshot(makeRef(), onNext, onError),
    map,
  );
}
