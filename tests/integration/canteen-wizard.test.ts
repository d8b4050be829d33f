// The createCanteen callable (the wizard's last step, issue 20) against the emulators: a valid wizard creates the
// canteen with the template's menu structure, adds it to the staff's bo_canteens, deletes the draft, is audited and
// receives the base canteen's news areas; bad input, a taken id, an unqualified staff member and a non-admin are
// refused with a clear error and nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canteenWizardSchema, emptyWizard, type CanteenWizardInput } from '@backoffice/shared';
import { adminDb, eventually } from '../support/admin';
import { callError, callableClient, type CallableClient } from './support/callable';
import { writeSeedSubset } from './support/seed-subset';

// A number of its own per run (1xxxxx: the Italian group, base canteen C_1001 by its leading digit).
const NUMBER = `1${String(Date.now() % 100000).padStart(5, '0')}`;
const CANTEEN = `C_${NUMBER}`;
const STAFF = `wizard-staff-${NUMBER}`;
const CUSTOMER = `wizard-customer-${NUMBER}`;
const DRAFT = `WD_${NUMBER}`;
const clients = new Map<string, CallableClient>();

const wizard = (patch: Partial<CanteenWizardInput> = {}): CanteenWizardInput => ({
  ...emptyWizard('italy'),
  number: NUMBER,
  name: 'Mensa Aziendale Bergamo Porta Nuova',
  address: 'Via Roma 1, 24121 Bergamo BG',
  services: ['menu', 'shop'],
  template_canteen_id: 'C_1001',
  staff: [STAFF],
  ...patch,
});

const areasOf = async (canteenId: string) =>
  (await adminDb.collection('aree_news').where('canteen_id', '==', canteenId).get()).docs;

describe('createCanteen', () => {
  beforeAll(async () => {
    await writeSeedSubset(
      (path) =>
        path === 'users/demo-admin' ||
        path === 'users/demo-site_manager' ||
        path === 'canteens/C_1001' ||
        path === 'static_data/news_area_bases' ||
        path.startsWith('aree_news/AN_C_1001_'),
      ['demo-admin', 'demo-site_manager'],
    );
    await adminDb
      .doc(`users/${STAFF}`)
      .set({
        profile: { name: 'Giulia', surname: 'Verdi', email: `${STAFF}@example.test` },
        role: 'cuoco',
        roles: { cuoco: true },
        bo_canteens: ['C_1001'],
      });
    // Offered for selection needs a back-office role: a customer is refused as staff.
    await adminDb
      .doc(`users/${CUSTOMER}`)
      .set({
        profile: { name: 'Luca', surname: 'Neri', email: `${CUSTOMER}@example.test` },
        role: 'web_user',
        roles: { web_user: true },
      });
    await adminDb
      .doc(`canteen_wizard_drafts/${DRAFT}`)
      .set({ step: 4, values: wizard(), label: CANTEEN, saved_at: new Date() });
    clients.set('admin', await callableClient('createCanteen', 'admin@demo.test'));
    clients.set('site_manager', await callableClient('createCanteen', 'site_manager@demo.test'));
  });

  afterAll(async () => {
    const areas = await areasOf(CANTEEN);
    await Promise.all([
      ...areas.map((area) => area.ref.delete()),
      adminDb.doc(`canteens/${CANTEEN}`).delete(),
      adminDb.doc(`users/${STAFF}`).delete(),
      adminDb.doc(`users/${CUSTOMER}`).delete(),
      adminDb.doc(`canteen_wizard_drafts/${DRAFT}`).delete(),
    ]);
    await Promise.all([...clients.values()].map((client) => client.close()));
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const admin = clients.get('admin')!;
    const badNumber = await callError(admin.call({ wizard: wizard({ number: '4100' }), draft_id: DRAFT }));
    expect(badNumber.code).toBe('functions/invalid-argument');
    expect(badNumber.message).toContain('number');
    expect(badNumber.details).toMatchObject({ messageKey: 'wizard:validation.numberGroup' });
    const noServices = await callError(admin.call({ wizard: wizard({ services: [] }) }));
    expect(noServices.details).toMatchObject({ messageKey: 'wizard:validation.services' });
    expect((await callError(admin.call({ wizard: 'C_1003' }))).code).toBe('functions/invalid-argument');
    expect((await adminDb.doc(`canteens/${CANTEEN}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`canteen_wizard_drafts/${DRAFT}`).get()).exists).toBe(true);
  });

  it('refuses a non-admin, a missing template and a user not offered as staff, writing nothing', async () => {
    const denied = await callError(clients.get('site_manager')!.call({ wizard: wizard() }));
    expect(denied.code).toBe('functions/permission-denied');
    const noTemplate = await callError(
      clients.get('admin')!.call({ wizard: wizard({ template_canteen_id: 'C_1999' }) }),
    );
    expect(noTemplate.code).toBe('functions/not-found');
    const badStaff = await callError(
      clients.get('admin')!.call({ wizard: wizard({ staff: [STAFF, CUSTOMER] }) }),
    );
    expect(badStaff.code).toBe('functions/invalid-argument');
    expect(badStaff.details).toMatchObject({ messageKey: 'wizard:errors.badStaff' });
    expect((await adminDb.doc(`canteens/${CANTEEN}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`users/${STAFF}`).get()).get('bo_canteens')).toEqual(['C_1001']);
  });

  it('creates the canteen atomically, audited, and the base canteen news areas arrive', async () => {
    const result = await clients
      .get('admin')!
      .call<{ canteenId: string; baseCanteenId: string | null }>({ wizard: wizard(), draft_id: DRAFT });
    expect(result).toEqual({ canteenId: CANTEEN, baseCanteenId: 'C_1001' });

    const canteen = (await adminDb.doc(`canteens/${CANTEEN}`).get()).data()!;
    const template = (await adminDb.doc('canteens/C_1001').get()).data()!;
    expect(canteen).toMatchObject({
      canteen_id: CANTEEN,
      name: 'Mensa Aziendale Bergamo Porta Nuova',
      endpoint_prefix: 'it',
      currency: { menu: 'PT', shop: 'EUR' },
      time_zone: 'Europe/Rome',
      wallet: 'DEACTIVE',
      updated_by: 'demo-admin',
    });
    expect(canteen.menu_structure).toEqual(template.menu_structure);
    expect((await adminDb.doc(`users/${STAFF}`).get()).get('bo_canteens')).toEqual(['C_1001', CANTEEN]);
    expect((await adminDb.doc(`canteen_wizard_drafts/${DRAFT}`).get()).exists).toBe(false);

    // The canteens trigger copies the base's areas: same names and positions.
    const base = await areasOf('C_1001');
    expect(base.length).toBeGreaterThan(0);
    const copies = await eventually(
      () => areasOf(CANTEEN),
      (areas) => areas.length === base.length,
    );
    const shape = (areas: typeof base) =>
      areas.map((area) => JSON.stringify([area.get('name'), area.get('pos')])).sort();
    expect(shape(copies)).toEqual(shape(base));

    // The activity log records the creation and its author (the stamp the callable wrote).
    const entry = await eventually(
      () => adminDb.collection('activity_log').where('doc_path', '==', `canteens/${CANTEEN}`).get(),
      (snapshot) => snapshot.size > 0,
    );
    expect(entry.docs[0]!.data()).toMatchObject({
      operation: 'create',
      user: 'demo-admin',
      canteen_id: CANTEEN,
    });
    await Promise.all(entry.docs.map((doc) => doc.ref.delete()));
  });

  it('refuses the id once taken, writing nothing more', async () => {
    const taken = await callError(
      clients.get('admin')!.call({ wizard: wizard({ name: 'Another', staff: [] }) }),
    );
    expect(taken.code).toBe('functions/already-exists');
    expect(taken.details).toMatchObject({ messageKey: 'wizard:errors.taken' });
    expect((await adminDb.doc(`canteens/${CANTEEN}`).get()).get('name')).toBe(
      'Mensa Aziendale Bergamo Porta Nuova',
    );
  });

  it('the schema the screen uses accepts what the callable accepted', () => {
    expect(canteenWizardSchema.safeParse(wizard()).success).toBe(true);
  });
});
