// Canteen reads and writes of the shell: the chooser's canteens, one canteen, its rule documents and price lists.
import useSWR from 'swr';
import { collection, doc, getDoc, getDocs, limit, query, where } from 'firebase/firestore';
import { canAccessAllCanteens, normalizeCanteenId } from '@backoffice/shared';
import { db } from '../../../lib/firestore';
import { getSessionState, updateSessionState, type CanteenPreview } from '../../../lib/session-state';

/** Firestore's `in` filter takes at most 30 values. */
const IN_LIMIT = 30;
/** Admins are offered every canteen (spec §6); the list is capped rather than unbounded. */
const ALL_CANTEENS_LIMIT = 1000;

function previewOf(id: string, data: Record<string, unknown>): CanteenPreview {
  return {
    id,
    name: typeof data.name === 'string' && data.name !== '' ? data.name : id,
    logo: typeof data.bo_logo === 'string' ? data.bo_logo : '',
    ...(typeof data.endpoint_prefix === 'string' ? { endpoint_prefix: data.endpoint_prefix } : {}),
  };
}

/**
 * The canteens offered to this user: every canteen for admin and admin_provider, else only bo_canteens,
 * queried by canteen_id in batches so the security rules can see the query is scoped.
 */
export async function fetchChooserCanteens(role: string, boCanteens: readonly string[]): Promise<CanteenPreview[]> {
  if (canAccessAllCanteens(role)) {
    const snapshot = await getDocs(query(collection(db, 'canteens'), limit(ALL_CANTEENS_LIMIT)));
    return snapshot.docs.map((entry) => previewOf(entry.id, entry.data()));
  }
  const ids = [...new Set(boCanteens.map((id) => normalizeCanteenId(id)).filter(Boolean))];
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += IN_LIMIT) batches.push(ids.slice(start, start + IN_LIMIT));
  const snapshots = await Promise.all(
    batches.map((batch) => getDocs(query(collection(db, 'canteens'), where('canteen_id', 'in', batch)))),
  );
  return snapshots.flatMap((snapshot) => snapshot.docs.map((entry) => previewOf(entry.id, entry.data())));
}

/** The chooser's canteens, remembered in the session state (canteens_preview) for an instant next visit. */
export function useChooserCanteens(role: string, boCanteens: readonly string[]) {
  return useSWR(
    ['chooser-canteens', role, boCanteens.join(',')],
    async () => {
      const previews = await fetchChooserCanteens(role, boCanteens);
      updateSessionState({ canteens_preview: previews });
      return previews;
    },
    {
      fallbackData: getSessionState().canteens_preview.length > 0 ? getSessionState().canteens_preview : undefined,
      revalidateOnFocus: false,
    },
  );
}

async function readCanteen(canteenId: string): Promise<Record<string, unknown> | null> {
  const snapshot = await getDoc(doc(db, 'canteens', canteenId));
  return snapshot.exists() ? snapshot.data() : null;
}

const prefetched = new Map<string, Promise<Record<string, unknown> | null>>();

/** Starts reading a canteen the session is about to open; the next fetchCanteen of it takes this answer. */
export function prefetchCanteen(canteenId: string): void {
  if (canteenId === '' || prefetched.has(canteenId)) return;
  const reading = readCanteen(canteenId);
  reading.catch(() => undefined); // a refused prefetch is only reported if someone asks for it
  prefetched.set(canteenId, reading);
}

/** One canteen document, or null when it does not exist. */
export function fetchCanteen(canteenId: string): Promise<Record<string, unknown> | null> {
  const early = prefetched.get(canteenId);
  prefetched.delete(canteenId);
  // A refused or failed early read (e.g. made before the ID token carried the claims) is asked again, not reused.
  return early ? early.catch(() => readCanteen(canteenId)) : readCanteen(canteenId);
}

/** The canteen's wallet and import rule documents (canteens/{id}/rules/{wallet|import}); a missing one is null. */
export async function fetchCanteenRules(canteenId: string): Promise<{ wallet: unknown; import: unknown }> {
  const read = async (name: string) => {
    const snapshot = await getDoc(doc(db, 'canteens', canteenId, 'rules', name));
    return snapshot.exists() ? snapshot.data() : null;
  };
  const [wallet, imports] = await Promise.all([read('wallet'), read('import')]);
  return { wallet, import: imports };
}

/** Cost centres of the canteen used as custom price lists (spec §3 cost_centers.useAsCustomPriceList). */
export async function fetchCustomPriceLists(canteenId: string): Promise<Array<Record<string, unknown>>> {
  const snapshot = await getDocs(
    query(
      collection(db, 'cost_centers'),
      where('canteen_id', '==', canteenId),
      where('useAsCustomPriceList', '==', true),
      limit(100),
    ),
  );
  return snapshot.docs.map((entry) => ({ id: entry.id, ...entry.data() }));
}
