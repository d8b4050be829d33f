// The deleteRecipe callable (issue 15, DeleteRecipe) against the emulators: a recipe on a menu day from today on is
// not deleted (the days are answered), a past day does not hold it back, a role without DeleteRecipe and bad input
// are refused, and nothing else deletes it (the rules allow no client delete: tests/rules).
// Owns: its own recipe and the menu days of its own canteen id (deleted afterwards).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestToday } from '@backoffice/shared';
import { adminDb } from '../support/admin';
import { callError, callableClient, type CallableClient } from './support/callable';
import { writeSeedSubset } from './support/seed-subset';

const RUN = Date.now().toString(36).toUpperCase();
const CANTEEN = `C_RD${RUN}`;
const RECIPE = `R_DEL_${RUN}`;
const clients = new Map<string, CallableClient>();

const dayOffset = (days: number) =>
  new Date(new Date(`${earliestToday()}T12:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
const FUTURE_DAY = dayOffset(3);
const PAST_DAY = dayOffset(-3);

async function writeDay(date: string) {
  const items = [
    {
      occasion_id: 'lunch',
      diet_id: 'daily',
      component_id: 'first',
      recipe_id: RECIPE,
      points: 0,
      euro: 0,
      pos: 1,
      food_paths: {},
    },
  ];
  await adminDb
    .doc(`menu/${CANTEEN}_${date}`)
    .set({ canteen_id: CANTEEN, date, items, recipe_ids: [RECIPE] });
}

describe('deleteRecipe callable', () => {
  beforeAll(async () => {
    await writeSeedSubset(
      (path) => path === 'users/demo-admin' || path === 'users/demo-cuoco',
      ['demo-admin', 'demo-cuoco'],
    );
    await adminDb
      .doc(`recipes/${RECIPE}`)
      .set({ name: { it: 'Pasta di prova', en: 'Test pasta' }, component: 'first', allergens: [] });
    await writeDay(FUTURE_DAY);
    await writeDay(PAST_DAY);
    for (const role of ['admin', 'cuoco'])
      clients.set(role, await callableClient('deleteRecipe', `${role}@demo.test`));
  });

  afterAll(async () => {
    await Promise.all([
      adminDb.doc(`recipes/${RECIPE}`).delete(),
      adminDb.doc(`menu/${CANTEEN}_${FUTURE_DAY}`).delete(),
      adminDb.doc(`menu/${CANTEEN}_${PAST_DAY}`).delete(),
    ]);
    await Promise.all([...clients.values()].map((client) => client.close()));
  });

  it('refuses bad input and a role without DeleteRecipe, deleting nothing', async () => {
    const bad = await callError(clients.get('admin')!.call({ recipe_id: 'a/b' }));
    expect(bad.code).toBe('functions/invalid-argument');
    const missing = await callError(clients.get('admin')!.call({}));
    expect(missing.code).toBe('functions/invalid-argument');
    const cook = await callError(clients.get('cuoco')!.call({ recipe_id: RECIPE }));
    expect(cook.code).toBe('functions/permission-denied');
    expect((await adminDb.doc(`recipes/${RECIPE}`).get()).exists).toBe(true);
  });

  it('refuses while a menu day from today on serves the recipe, answering that day (not the past one)', async () => {
    const refused = await callError(clients.get('admin')!.call({ recipe_id: RECIPE }));
    expect(refused.code).toBe('functions/failed-precondition');
    expect(refused.details).toEqual({
      messageKey: 'delete.refused',
      days: [{ canteen_id: CANTEEN, date: FUTURE_DAY }],
    });
    expect((await adminDb.doc(`recipes/${RECIPE}`).get()).exists).toBe(true);
  });

  it('deletes once only past days serve it, and then answers not-found', async () => {
    await adminDb.doc(`menu/${CANTEEN}_${FUTURE_DAY}`).delete();
    expect(await clients.get('admin')!.call({ recipe_id: RECIPE })).toEqual({ deleted: true });
    expect((await adminDb.doc(`recipes/${RECIPE}`).get()).exists).toBe(false);
    const again = await callError(clients.get('admin')!.call({ recipe_id: RECIPE }));
    expect(again.code).toBe('functions/not-found');
  });
});
