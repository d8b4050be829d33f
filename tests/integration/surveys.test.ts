// The surveys callable and the scheduled job against the emulators: input, role and canteen checks, scheduling,
// the job opening and closing (twice: the second run changes nothing), edits refused once open, report and delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { SurveyForm, SurveyReport } from '@backoffice/shared';
import { adminDb } from '../support/admin';
import { applySurveySchedules } from '../../functions/src/services/surveys/surveys';
import { callError, callableClient, type CallableClient } from './support/callable';
import { todaysSeed, writeSeedSubset } from './support/seed-subset';

const ROLES = ['site_manager', 'cuoco'] as const;
const customersOf1001 = todaysSeed()
  .documents.filter((doc) => doc.path.startsWith('users/') && Array.isArray(doc.data.canteens) && (doc.data.canteens as string[]).includes('C_1001'))
  .map((doc) => doc.path);
const clients = new Map<string, CallableClient>();
const client = (key: string) => clients.get(key)!;
const created: string[] = [];

const form = (opensAt: Date | null, closesAt: Date | null): SurveyForm => ({
  title: { en: 'Breakfast', it: 'Colazione' },
  description: {},
  opens_at: opensAt?.toISOString() ?? null,
  closes_at: closesAt?.toISOString() ?? null,
  audience: { kind: 'customers', customer_ids: ['demo-customer', 'customer-01'] },
  questions: [
    { id: 'coffee', type: 'range', text: { en: 'Coffee?', it: 'Caffè?' }, required: true, scale: 5 },
    {
      id: 'pastry',
      type: 'choice',
      text: { en: 'Pastry?', it: 'Dolce?' },
      required: false,
      choices: [
        { id: 'croissant', text: { en: 'Croissant', it: 'Cornetto' } },
        { id: 'muffin', text: { en: 'Muffin', it: 'Muffin' } },
      ],
    },
  ],
});

describe('surveys callable and scheduled job', () => {
  beforeAll(async () => {
    const uids = ROLES.map((role) => `demo-${role}`);
    // The seeded open survey of C_1001 with its responses and the canteen's customers (the audience the rate divides by).
    await writeSeedSubset(
      (path) => uids.some((uid) => path === `users/${uid}`) || path === 'surveys/SV_C_1001_1' || path.startsWith('survey_responses/SV_C_1001_1_') || customersOf1001.includes(path),
      uids,
    );
    for (const role of ROLES) clients.set(role, await callableClient('surveys', `${role}@demo.test`));
  });

  afterAll(async () => {
    await Promise.all(created.map((id) => adminDb.doc(`surveys/${id}`).delete()));
    await Promise.all([...clients.values()].map((c) => c.close()));
  });

  it('refuses bad input, a role without Surveys and a canteen not managed, writing nothing', async () => {
    const before = (await adminDb.collection('surveys').where('canteen_id', '==', 'C_1001').count().get()).data().count;
    const bad = await callError(client('site_manager').call({ action: 'save', canteen_id: 'C_1001', id: null, schedule: false, survey: { ...form(null, null), title: {} } }));
    expect(bad.code).toBe('functions/invalid-argument');
    const cook = await callError(client('cuoco').call({ action: 'save', canteen_id: 'C_1001', id: null, schedule: false, survey: form(null, null) }));
    expect(cook.code).toBe('functions/permission-denied');
    const elsewhere = await callError(client('site_manager').call({ action: 'save', canteen_id: 'C_501', id: null, schedule: false, survey: form(null, null) }));
    expect(elsewhere.code).toBe('functions/permission-denied');
    const noDates = await callError(client('site_manager').call({ action: 'save', canteen_id: 'C_1001', id: null, schedule: true, survey: form(null, null) }));
    expect(noDates).toMatchObject({ code: 'functions/failed-precondition', details: { messageKey: 'errors.datesRequired' } });
    expect((await adminDb.collection('surveys').where('canteen_id', '==', 'C_1001').count().get()).data().count).toBe(before);
  });

  it('reports the seeded open survey: every response counted, the canteen’s customers as its audience', async () => {
    const seeded = todaysSeed().documents.filter((doc) => doc.path.startsWith('survey_responses/SV_C_1001_1_'));
    const { report } = await client('site_manager').call<{ report: SurveyReport }>({ action: 'report', id: 'SV_C_1001_1' });
    expect(report.responses).toBe(seeded.length);
    expect(report.audienceSize).toBe(customersOf1001.length);
    const favourite = report.questions.find((question) => question.id === 'favourite')!;
    expect(favourite.distribution.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(seeded.length);
  });

  it('schedules; the job opens it, then closes it, each once; an open survey keeps its questions; report and delete', async () => {
    const now = Date.now();
    const opensAt = new Date(now + 60_000);
    const closesAt = new Date(now + 3_600_000);
    const saved = await client('site_manager').call<{ id: string; status: string }>({ action: 'save', canteen_id: 'C_1001', id: null, schedule: true, survey: form(opensAt, closesAt) });
    created.push(saved.id);
    expect(saved.status).toBe('scheduled');
    const stored = (await adminDb.doc(`surveys/${saved.id}`).get()).data()!;
    expect(stored).toMatchObject({ canteen_id: 'C_1001', status: 'scheduled', updated_by: 'demo-site_manager' });
    expect((stored.opens_at as Timestamp).toMillis()).toBe(opensAt.getTime());

    // Before its time the job leaves it; at its time it opens it, and a replay of that run changes nothing.
    expect((await applySurveySchedules(adminDb, new Date(now))).opened).not.toContain(saved.id);
    expect((await applySurveySchedules(adminDb, opensAt)).opened).toContain(saved.id);
    const openedAt = (await adminDb.doc(`surveys/${saved.id}`).get()).get('opened_at') as Timestamp;
    expect((await applySurveySchedules(adminDb, opensAt)).opened).not.toContain(saved.id);
    expect(((await adminDb.doc(`surveys/${saved.id}`).get()).get('opened_at') as Timestamp).isEqual(openedAt)).toBe(true);

    const edit = await callError(client('site_manager').call({ action: 'save', canteen_id: 'C_1001', id: saved.id, schedule: true, survey: form(opensAt, closesAt) }));
    expect(edit).toMatchObject({ code: 'functions/failed-precondition', details: { messageKey: 'errors.notEditable' } });

    // Two responses (one with an answer that fits no question), as the customer app writes them.
    const at = Timestamp.fromDate(new Date(now + 120_000));
    await adminDb.doc(`survey_responses/${saved.id}_demo-customer`).set({ survey_id: saved.id, canteen_id: 'C_1001', userid: 'demo-customer', language: 'it', answers: { coffee: 4, pastry: 'croissant' }, submitted_at: at });
    await adminDb.doc(`survey_responses/${saved.id}_customer-01`).set({ survey_id: saved.id, canteen_id: 'C_1001', userid: 'customer-01', language: 'en', answers: { coffee: 9, pastry: 'muffin' }, submitted_at: at });
    const { report } = await client('site_manager').call<{ report: SurveyReport }>({ action: 'report', id: saved.id });
    expect(report.responses).toBe(2);
    expect(report.audienceSize).toBe(2);
    expect(report.questions[0]!.distribution.map((bucket) => bucket.count)).toEqual([0, 0, 0, 1, 0]);
    expect(report.questions[1]!.distribution).toEqual([{ value: 'croissant', count: 1 }, { value: 'muffin', count: 1 }]);

    expect((await applySurveySchedules(adminDb, closesAt)).closed).toContain(saved.id);
    expect((await adminDb.doc(`surveys/${saved.id}`).get()).get('status')).toBe('closed');
    expect((await applySurveySchedules(adminDb, closesAt)).closed).not.toContain(saved.id);

    const deleted = await client('site_manager').call<{ deleted: boolean; responses: number }>({ action: 'delete', id: saved.id });
    expect(deleted).toMatchObject({ deleted: true, responses: 2 });
    expect((await adminDb.doc(`surveys/${saved.id}`).get()).exists).toBe(false);
    expect((await adminDb.collection('survey_responses').where('survey_id', '==', saved.id).count().get()).data().count).toBe(0);
  });
});
