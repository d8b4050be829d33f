// Canteen creation copies the base canteen's news areas once, however often the event or the copy repeats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, deleteWhere, eventually } from '../support/admin';
import { copyNewsAreas, copyNewsAreasForNewCanteen } from '../../functions/src/services/news-areas';

// Digit 8 has no base in the seed, so the test owns its base entry and never disturbs seeded data.
const BASE = 'C_8000';
const NEW_CANTEEN = 'C_8123';
// Enough to need many of BulkWriter's batches (20 writes at first): each area is also an audited write, and the
// trigger events of 600 areas, their copies and their clean-up (3,600) took over a minute to run on the emulator.
const AREA_COUNT = 150;

const areasOf = async (canteenId: string) =>
  (await adminDb.collection('aree_news').where('canteen_id', '==', canteenId).count().get()).data().count;

async function createBaseAreas(): Promise<void> {
  const writer = adminDb.bulkWriter();
  for (let index = 0; index < AREA_COUNT; index += 1) {
    void writer.set(adminDb.collection('aree_news').doc(`test-area-${index}`), {
      canteen_id: BASE,
      name: { en: `Area ${index}`, it: `Area ${index}`, es: `Área ${index}`, fr: `Zone ${index}` },
      pos: index,
    });
  }
  await writer.close();
}

describe('news areas copied on canteen creation', () => {
  beforeAll(async () => {
    await adminDb.doc('static_data/news_area_bases').set({ bases: { '8': BASE } }, { merge: true });
    await Promise.all([deleteWhere('aree_news', 'canteen_id', BASE), deleteWhere('aree_news', 'canteen_id', NEW_CANTEEN)]);
    await adminDb.doc(`canteens/${NEW_CANTEEN}`).delete();
    await createBaseAreas();
  });

  afterAll(async () => {
    await Promise.all([deleteWhere('aree_news', 'canteen_id', BASE), deleteWhere('aree_news', 'canteen_id', NEW_CANTEEN)]);
    await adminDb.doc(`canteens/${NEW_CANTEEN}`).delete();
    await adminDb.doc('static_data/news_area_bases').update({ 'bases.8': FieldValue.delete() });
  });

  it(`the trigger copies all ${AREA_COUNT} areas of the base with the same leading digit`, async () => {
    await adminDb.doc(`canteens/${NEW_CANTEEN}`).set({ canteen_id: NEW_CANTEEN, name: 'Test canteen 8123' });
    const copied = await eventually(() => areasOf(NEW_CANTEEN), (count) => count >= AREA_COUNT, 45_000);
    expect(copied).toBe(AREA_COUNT);
    const sample = await adminDb.doc(`aree_news/${NEW_CANTEEN}__test-area-42`).get();
    expect(sample.get('name.es')).toBe('Área 42');
    expect(sample.get('copied_from')).toEqual({ canteen_id: BASE, area_id: 'test-area-42' });
  });

  it('creating the canteen again (a second create event) copies nothing twice', async () => {
    await adminDb.doc(`canteens/${NEW_CANTEEN}`).delete();
    await adminDb.doc(`canteens/${NEW_CANTEEN}`).set({ canteen_id: NEW_CANTEEN, name: 'Test canteen 8123' });
    // Give the second trigger time to run, then check the count did not grow.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await areasOf(NEW_CANTEEN)).toBe(AREA_COUNT);
  });

  it('replaying the copy creates nothing and reports the areas as already present', async () => {
    const replay = await copyNewsAreasForNewCanteen(adminDb, NEW_CANTEEN);
    expect(replay).toMatchObject({ sourceAreas: AREA_COUNT, created: 0, alreadyPresent: AREA_COUNT });
    expect(await areasOf(NEW_CANTEEN)).toBe(AREA_COUNT);
  });

  it('a canteen that is its own base copies nothing', async () => {
    expect(await copyNewsAreasForNewCanteen(adminDb, BASE)).toBeNull();
  });

  it('a canteen whose digit has no base copies nothing', async () => {
    const bases = (await adminDb.doc('static_data/news_area_bases').get()).get('bases') as Record<string, string>;
    const freeDigit = ['2', '1', '3', '4', '5', '6', '7', '9'].find((digit) => !(digit in bases));
    expect(freeDigit, 'a digit without a base').toBeDefined();
    expect(await copyNewsAreasForNewCanteen(adminDb, `C_${freeDigit}999`)).toBeNull();
  });

  it('ids are normalised: a copy to "8124" lands on C_8124', async () => {
    const result = await copyNewsAreas(adminDb, BASE, '8124');
    expect(result).toMatchObject({ toCanteenId: 'C_8124', created: AREA_COUNT });
    expect(await areasOf('C_8124')).toBe(AREA_COUNT);
    await deleteWhere('aree_news', 'canteen_id', 'C_8124');
  });
});
