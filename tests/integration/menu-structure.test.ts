// The saveMenuStructure callable (issue 15, spec §6 MenuStructure, §5) against the emulators: the only client path to
// a canteen's menu_structure (the rules let no client write it: tests/rules field limits). A role without
// MenuStructure, a canteen the user does not manage and bad input (a course maximum beyond 99999 = no limit, a
// combination naming an unknown diet) are refused and write nothing; names per language and maxima are saved with
// the audit stamp, and a combinations save keeps them.
// Owns: its own canteen C_MS<run> (deleted afterwards).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structureNamesForm, parseMenuStructure, PER_COURSE_NO_LIMIT } from '@backoffice/shared';
import { adminDb } from '../support/admin';
import { callError, callableClient, type CallableClient } from './support/callable';
import { writeSeedSubset } from './support/seed-subset';

const RUN = Date.now().toString(36).toUpperCase();
const CANTEEN = `C_MS${RUN}`;
const clients = new Map<string, CallableClient>();
const STRUCTURE = {
  occasions: [{ id: 'lunch', name: { it: 'Pranzo', en: 'Lunch' } }],
  diets: [{ id: 'daily', name: { it: 'Menù del giorno' } }],
  components: [
    { id: 'first', name: { it: 'Primo piatto' }, max_quantity: PER_COURSE_NO_LIMIT },
    { id: 'dessert', name: { it: 'Dolce' }, max_quantity: 1 },
  ],
  combinations: [
    { occasion_id: 'lunch', diet_id: 'daily', component_id: 'first' },
    { occasion_id: 'lunch', diet_id: 'daily', component_id: 'dessert' },
  ],
};
const stored = async () => (await adminDb.doc(`canteens/${CANTEEN}`).get()).data()!;
const names = () => structureNamesForm(parseMenuStructure(STRUCTURE));

describe('saveMenuStructure callable', () => {
  beforeAll(async () => {
    await writeSeedSubset(
      (path) => ['users/demo-admin', 'users/demo-cuoco', 'users/demo-site_manager'].includes(path),
      ['demo-admin', 'demo-cuoco', 'demo-site_manager'],
    );
    await adminDb.doc(`canteens/${CANTEEN}`).set({
      canteen_id: CANTEEN,
      name: `Mensa ${CANTEEN}`,
      endpoint_prefix: 'it',
      menu_structure: STRUCTURE,
    });
    for (const role of ['admin', 'cuoco', 'site_manager'])
      clients.set(role, await callableClient('saveMenuStructure', `${role}@demo.test`));
  });

  afterAll(async () => {
    await adminDb.doc(`canteens/${CANTEEN}`).delete();
    await Promise.all([...clients.values()].map((client) => client.close()));
  });

  it('refuses a role without MenuStructure, a canteen not managed and bad input, writing nothing', async () => {
    const cook = await callError(clients.get('cuoco')!.call({ canteen_id: CANTEEN, names: names() }));
    expect(cook.code).toBe('functions/permission-denied');
    // The site manager manages C_1001, not this canteen.
    const outside = await callError(
      clients.get('site_manager')!.call({ canteen_id: CANTEEN, names: names() }),
    );
    expect(outside.code).toBe('functions/permission-denied');

    const tooBig = names();
    tooBig.components[0]!.max_quantity = PER_COURSE_NO_LIMIT + 1;
    const bad = await callError(clients.get('admin')!.call({ canteen_id: CANTEEN, names: tooBig }));
    expect(bad.code).toBe('functions/invalid-argument');
    expect(bad.details).toMatchObject({ messageKey: 'kit:validation.tooBig' });
    const empty = await callError(clients.get('admin')!.call({ canteen_id: CANTEEN }));
    expect(empty.code).toBe('functions/invalid-argument');
    // Well-formed, but the diet is not in the structure: refused when the result is checked.
    const unknown = await callError(
      clients
        .get('admin')!
        .call({
          canteen_id: CANTEEN,
          combinations: [{ occasion_id: 'lunch', diet_id: 'vegan', component_id: 'first' }],
        }),
    );
    expect(unknown.code).toBe('functions/invalid-argument');
    expect((await stored()).menu_structure).toEqual(STRUCTURE);
    expect((await stored()).updated_by).toBeUndefined();
  });

  it('saves names per language and course maxima (stamped), and a combinations save keeps them', async () => {
    const form = names();
    form.occasions[0]!.name = { it: 'Pranzo', en: 'Lunch', eu: 'Bazkaria', ca: 'Dinar' };
    form.components[0]!.max_quantity = 3;
    expect(await clients.get('admin')!.call({ canteen_id: CANTEEN, names: form })).toEqual({ saved: true });
    let after = await stored();
    expect(after.menu_structure.occasions[0].name).toEqual({
      it: 'Pranzo',
      en: 'Lunch',
      eu: 'Bazkaria',
      ca: 'Dinar',
    });
    expect(after.menu_structure.components[0].max_quantity).toBe(3);
    expect(after.menu_structure.combinations).toEqual(STRUCTURE.combinations);
    expect(after.updated_by).toBe('demo-admin');
    expect(after.updated_at).toBeDefined();

    const only = [{ occasion_id: 'lunch', diet_id: 'daily', component_id: 'first' }];
    await clients.get('admin')!.call({ canteen_id: CANTEEN, combinations: only });
    after = await stored();
    expect(after.menu_structure.combinations).toEqual(only);
    expect(after.menu_structure.occasions[0].name.eu).toBe('Bazkaria');
    expect(after.menu_structure.components[0].max_quantity).toBe(3);
  });
});
