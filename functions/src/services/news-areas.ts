// Copies the news areas (aree_news) of one canteen to another: on canteen creation and for the API call.
import type { Firestore } from 'firebase-admin/firestore';
import { canteenLeadingDigit, copiedAreaId, normalizeCanteenId } from '@backoffice/shared';

export const NEWS_AREAS = 'aree_news';
export const NEWS_AREA_BASES_DOC = 'static_data/news_area_bases';

// The copy's id rule lives in shared: the organize screen's preview applies the same one.
export { copiedAreaId };

/** The base canteen for a new canteen's leading digit, from the seeded `static_data/news_area_bases` document. */
export async function baseCanteenFor(db: Firestore, canteenId: string): Promise<string | undefined> {
  const digit = canteenLeadingDigit(canteenId);
  if (digit === null) return undefined;
  const snapshot = await db.doc(NEWS_AREA_BASES_DOC).get();
  const bases = (snapshot.get('bases') ?? {}) as Record<string, unknown>;
  const base = bases[digit];
  return typeof base === 'string' && base ? normalizeCanteenId(base) : undefined;
}

export interface CopyResult {
  fromCanteenId: string;
  toCanteenId: string;
  sourceAreas: number;
  created: number;
  alreadyPresent: number;
}

/**
 * Copies every area of `fromCanteenId` to `toCanteenId`. Idempotent: targets have deterministic ids and are
 * created only when missing, so a replayed event or a second call copies nothing twice. BulkWriter chunks
 * and throttles the writes, so a base with hundreds of areas works.
 */
export async function copyNewsAreas(db: Firestore, fromCanteenId: string, toCanteenId: string): Promise<CopyResult> {
  const from = normalizeCanteenId(fromCanteenId);
  const to = normalizeCanteenId(toCanteenId);
  const source = await db.collection(NEWS_AREAS).where('canteen_id', '==', from).get();
  let created = 0;
  let alreadyPresent = 0;
  const writer = db.bulkWriter();
  writer.onWriteError((error) => {
    // ALREADY_EXISTS (6) means an earlier delivery copied this area: count it, do not retry or fail.
    if (error.code === 6) {
      alreadyPresent += 1;
      return false;
    }
    return error.failedAttempts < 5;
  });
  const writes = source.docs.map((area) =>
    writer
      .create(db.collection(NEWS_AREAS).doc(copiedAreaId(to, area.id)), {
        ...area.data(),
        canteen_id: to,
        copied_from: { canteen_id: from, area_id: area.id },
      })
      .then(() => {
        created += 1;
      })
      .catch((error: { code?: number }) => {
        if (error.code !== 6) throw error;
      }),
  );
  await writer.close();
  await Promise.all(writes);
  return { fromCanteenId: from, toCanteenId: to, sourceAreas: source.size, created, alreadyPresent };
}

/** On a new canteen: copies the news areas of its base canteen, unless it is its own base or has none. */
export async function copyNewsAreasForNewCanteen(db: Firestore, canteenId: string): Promise<CopyResult | null> {
  const base = await baseCanteenFor(db, canteenId);
  if (!base || base === normalizeCanteenId(canteenId)) return null;
  return copyNewsAreas(db, base, canteenId);
}
