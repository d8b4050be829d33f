// The contributionRules callable against the emulators (issue 21): bad input and refused roles write nothing, a
// code's new validity moves its linked rule's in one transaction, and a refused transaction leaves neither changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_RULES, CONTRIBUTION_RULES, INVITATION_CODES, invitationCodeId } from '@backoffice/shared';
import { adminDb } from '../support/admin';
import { callError, callableClient, type CallableClient } from './support/callable';
import { writeSeedSubset } from './support/seed-subset';

const ROLES = ['site_manager', 'visualizzatore', 'admin'] as const;
const RUN = Date.now().toString(36).toUpperCase();
const CANTEEN = 'C_1002';
const clients = new Map<string, CallableClient>();
const client = (role: string) => clients.get(role)!;
const written: string[] = [];

const rule = {
  name: `Contributo Lingotto ${RUN}`,
  active: true,
  priority: 10,
  target: { kind: 'invitation_code', code: `WELCOME${RUN}` },
  services: ['takeaway'],
  courses: [],
  currency: 'EUR',
  contribution: { kind: 'percent', percent: 50 },
  caps: { per_meal: null, per_day: 4, per_month: null },
  valid_from: '2026-01-01',
  valid_to: '2026-06-30',
};
const code = (patch: Record<string, unknown> = {}) => ({
  code: `WELCOME${RUN}`,
  valid_from: '2026-02-01',
  valid_to: '2026-09-30',
  voucher: { value: 10, valid_from: '2026-02-01', valid_to: '2026-03-31' },
  rule_id: null,
  ...patch,
});
const ruleData = async (id: string) => (await adminDb.doc(`${CONTRIBUTION_RULES}/${id}`).get()).data()!;
const codeRef = (name: string) => adminDb.doc(`${INVITATION_CODES}/${invitationCodeId(CANTEEN, name)}`);

describe('contributionRules callable', () => {
  beforeAll(async () => {
    const uids = ROLES.map((role) => `demo-${role}`);
    await writeSeedSubset((path) => uids.some((uid) => path === `users/${uid}`), uids);
    for (const role of ROLES)
      clients.set(role, await callableClient('contributionRules', `${role}@demo.test`));
    for (const role of ['admin', 'site_manager'])
      clients.set(`access-${role}`, await callableClient('accessRules', `${role}@demo.test`));
  });

  afterAll(async () => {
    await Promise.all(written.map((path) => adminDb.doc(path).delete()));
    await Promise.all([...clients.values()].map((c) => c.close()));
  });

  it('saves a rule with the server-set canteen, list key and audit stamp; refuses bad input and a viewer', async () => {
    const saved = await client('site_manager').call<{ rule_id: string; created: boolean }>({
      action: 'saveRule',
      canteen_id: CANTEEN,
      rule_id: null,
      rule,
    });
    written.push(`${CONTRIBUTION_RULES}/${saved.rule_id}`);
    expect(saved.created).toBe(true);
    expect(await ruleData(saved.rule_id)).toMatchObject({
      canteen_id: CANTEEN,
      sort_name: rule.name.toLowerCase(),
      updated_by: 'demo-site_manager',
      valid_to: '2026-06-30',
    });
    const before = (
      await adminDb.collection(CONTRIBUTION_RULES).where('canteen_id', '==', CANTEEN).count().get()
    ).data().count;
    const bad = await callError(
      client('site_manager').call({
        action: 'saveRule',
        canteen_id: CANTEEN,
        rule_id: null,
        rule: { ...rule, valid_to: '2025-12-31' },
      }),
    );
    expect(bad.code).toBe('functions/invalid-argument');
    expect((bad.details as { messageKey?: string }).messageKey).toBe('contributionRules:errors.validTo');
    const viewer = await callError(
      client('visualizzatore').call({ action: 'saveRule', canteen_id: CANTEEN, rule_id: null, rule }),
    );
    expect(viewer.code).toBe('functions/permission-denied');
    const otherCanteen = await callError(
      client('site_manager').call({ action: 'saveRule', canteen_id: 'C_501', rule_id: null, rule }),
    );
    expect(otherCanteen.code).toBe('functions/permission-denied');
    expect(
      (await adminDb.collection(CONTRIBUTION_RULES).where('canteen_id', '==', CANTEEN).count().get()).data()
        .count,
    ).toBe(before);
  });

  it("a code's new validity moves its linked rule's; an unknown rule refuses the whole write", async () => {
    const { rule_id: ruleId } = await client('site_manager').call<{ rule_id: string }>({
      action: 'saveRule',
      canteen_id: CANTEEN,
      rule_id: null,
      rule: { ...rule, name: `Linked ${RUN}` },
    });
    written.push(`${CONTRIBUTION_RULES}/${ruleId}`, codeRef(`WELCOME${RUN}`).path);
    const first = await client('site_manager').call<{ created: boolean; rule_moved: boolean }>({
      action: 'saveCode',
      canteen_id: CANTEEN,
      code: code({ rule_id: ruleId }),
    });
    expect(first).toMatchObject({ created: true, rule_moved: true });
    expect(await ruleData(ruleId)).toMatchObject({ valid_from: '2026-02-01', valid_to: '2026-09-30' });

    const moved = await client('site_manager').call<{ created: boolean; rule_moved: boolean }>({
      action: 'saveCode',
      canteen_id: CANTEEN,
      code: code({ rule_id: ruleId, valid_to: '2026-12-31' }),
    });
    expect(moved).toMatchObject({ created: false, rule_moved: true });
    expect(await ruleData(ruleId)).toMatchObject({ valid_from: '2026-02-01', valid_to: '2026-12-31' });
    expect((await codeRef(`WELCOME${RUN}`).get()).get('valid_to').toDate().toISOString()).toBe(
      '2026-12-31T00:00:00.000Z',
    );

    // The rule does not exist: neither the code nor any rule changes.
    const refused = await callError(
      client('site_manager').call({
        action: 'saveCode',
        canteen_id: CANTEEN,
        code: code({ rule_id: `MISSING${RUN}`, valid_to: '2027-01-31' }),
      }),
    );
    expect(refused.code).toBe('functions/not-found');
    expect((await codeRef(`WELCOME${RUN}`).get()).get('valid_to').toDate().toISOString()).toBe(
      '2026-12-31T00:00:00.000Z',
    );
    expect((await ruleData(ruleId)).valid_to).toBe('2026-12-31');
  });

  it('creates N codes from a pattern once; a second run that would overwrite writes none', async () => {
    const bulk = {
      prefix: `B${RUN}-`,
      first: 1,
      count: 3,
      digits: 3,
      valid_from: '2026-02-01',
      valid_to: '2026-02-28',
      voucher: null,
      rule_id: null,
    };
    const made = await client('site_manager').call<{ codes: string[] }>({
      action: 'generateCodes',
      canteen_id: CANTEEN,
      bulk,
    });
    written.push(...made.codes.map((name) => codeRef(name).path));
    expect(made.codes).toEqual([`B${RUN}-001`, `B${RUN}-002`, `B${RUN}-003`]);
    const again = await callError(
      client('site_manager').call({
        action: 'generateCodes',
        canteen_id: CANTEEN,
        bulk: { ...bulk, count: 5 },
      }),
    );
    expect(again.code).toBe('functions/failed-precondition');
    expect((await codeRef(`B${RUN}-004`).get()).exists).toBe(false);
  });

  it('accessRules: admin saves a pattern (stamped); a pattern that does not compile and a site manager write nothing', async () => {
    const count = async () =>
      (await adminDb.collection(ACCESS_RULES).where('canteen_id', '==', CANTEEN).count().get()).data().count;
    const before = await count();
    const rule = { kind: 'email_pattern', value: '^[^@]+@lingotto\\.example$', active: true, note: RUN };
    const saved = await client('access-admin').call<{ rule_id: string }>({
      action: 'save',
      canteen_id: CANTEEN,
      rule_id: null,
      rule,
    });
    written.push(`${ACCESS_RULES}/${saved.rule_id}`);
    expect((await adminDb.doc(`${ACCESS_RULES}/${saved.rule_id}`).get()).data()).toMatchObject({
      ...rule,
      canteen_id: CANTEEN,
      updated_by: 'demo-admin',
    });
    const broken = await callError(
      client('access-admin').call({
        action: 'save',
        canteen_id: CANTEEN,
        rule_id: null,
        rule: { ...rule, value: '^(unclosed' },
      }),
    );
    expect(broken.code).toBe('functions/invalid-argument');
    expect((broken.details as { messageKey?: string }).messageKey).toBe('accessRules:errors.pattern');
    const refused = await callError(
      client('access-site_manager').call({ action: 'save', canteen_id: CANTEEN, rule_id: null, rule }),
    );
    expect(refused.code).toBe('functions/permission-denied');
    expect(await count()).toBe(before + 1);
  });
});
