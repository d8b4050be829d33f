// The structure of the active canteen's communications: its news areas and its running or coming messages per area,
// live in their order; new positions saved in one batch; another canteen's areas for the copy preview; the copy.
import { collection, doc, getDocs, limit, query, serverTimestamp, where, writeBatch } from 'firebase/firestore';
import type { CommunicationArea } from '@backoffice/shared';
import { auth } from '../../../lib/firebase';
import { db } from '../../../lib/firestore';
import { callable } from '../../../lib/functions';
import { useLiveQuery } from '../../../lib/data/live';

/** A canteen has a handful of areas and of running messages per area; bounded all the same. */
const STRUCTURE_LIMIT = 100;

export interface Positioned {
  id: string;
  pos: unknown;
  data: Record<string, unknown>;
}

const byPosition = (a: Positioned, b: Positioned) =>
  (typeof a.pos === 'number' ? a.pos : Number.MAX_SAFE_INTEGER) - (typeof b.pos === 'number' ? b.pos : Number.MAX_SAFE_INTEGER) || a.id.localeCompare(b.id);

export function useNewsAreas(canteenId: string | null) {
  return useLiveQuery<Positioned[]>(
    canteenId ? ['aree_news', 'structure', canteenId] : null,
    () => query(collection(db, 'aree_news'), where('canteen_id', '==', canteenId), limit(STRUCTURE_LIMIT)),
    (snapshot) => snapshot.docs.map((d) => ({ id: d.id, pos: d.data().pos, data: d.data() })).sort(byPosition),
  );
}

/** Messages of an area that have not ended (running and scheduled), in their order. */
export function useAreaMessages(canteenId: string | null, area: CommunicationArea, now: Date) {
  return useLiveQuery<Positioned[]>(
    canteenId ? ['messages', 'structure', canteenId, area, now.getTime()] : null,
    () =>
      query(
        collection(db, 'messages'),
        where('canteen_id', '==', canteenId),
        where('area', '==', area),
        where('end', '>=', now),
        limit(STRUCTURE_LIMIT),
      ),
    (snapshot) => snapshot.docs.map((d) => ({ id: d.id, pos: d.data().pos, data: d.data() })).sort(byPosition),
  );
}

/** Writes the new positions (only those that changed) together, stamped for the activity log. */
export async function savePositions(collectionName: 'aree_news' | 'messages', positions: ReadonlyMap<string, number>): Promise<void> {
  if (positions.size === 0) return;
  const batch = writeBatch(db);
  for (const [id, pos] of positions)
    batch.update(doc(db, collectionName, id), { pos, updated_by: auth.currentUser?.uid ?? null, updated_at: serverTimestamp() });
  await batch.commit();
}

/** Another canteen's news areas (the copy's source). */
export async function canteenAreas(canteenId: string): Promise<Positioned[]> {
  const found = await getDocs(query(collection(db, 'aree_news'), where('canteen_id', '==', canteenId), limit(STRUCTURE_LIMIT)));
  return found.docs.map((d) => ({ id: d.id, pos: d.data().pos, data: d.data() })).sort(byPosition);
}

export interface CopyResult {
  sourceAreas: number;
  created: number;
  alreadyPresent: number;
}

export const copyNewsStructure = async (fromCid: string, toCid: string) =>
  (await callable<{ fromCid: string; toCid: string }, CopyResult>('copyNewsStructure')({ fromCid, toCid })).data;
