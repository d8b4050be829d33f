// The customerCare callable against the emulators: input, roles and canteens, the server-set creator and canteen, the
// state machine, replays by message id, sanitised HTML, and the requester's e-mail on a support reply.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_CARE_TICKETS } from '@backoffice/shared';
import { adminDb } from '../support/admin';
import { callError, callableClient, type CallableClient } from './support/callable';
import { startMailServer, type LocalMailServer } from './support/maildev';
import { eventually } from './support/waits';
import { writeSeedSubset } from './support/seed-subset';

const ROLES = ['site_manager', 'admin', 'visualizzatore', 'cuoco'] as const;
const RUN = Date.now().toString(36);
const STARTED = new Date();
const clients = new Map<string, CallableClient>();
let mail: LocalMailServer;
const client = (role: string) => clients.get(role)!;
const messageId = (label: string) => `${label}-${RUN}-0000`;

const request = (label: string, patch: Record<string, unknown> = {}) => ({
  action: 'create',
  canteenId: 'C_1001',
  messageId: messageId(label),
  subject: `Stampante ferma ${label}`,
  category: 'devices',
  htmlBody: '<p>La stampante della cucina non stampa le comande.</p>',
  attachments: [],
  ...patch,
});

const ticketCount = async () => (await adminDb.collection(CUSTOMER_CARE_TICKETS).count().get()).data().count;
const ticket = async (id: string) => (await adminDb.doc(`${CUSTOMER_CARE_TICKETS}/${id}`).get()).data()!;
const messages = async (id: string) =>
  (await adminDb.collection(`${CUSTOMER_CARE_TICKETS}/${id}/messages`).orderBy('created_at').get()).docs.map(
    (d) => d.data(),
  );

describe('customerCare callable', () => {
  beforeAll(async () => {
    mail = await startMailServer();
    const uids = ROLES.map((role) => `demo-${role}`);
    await writeSeedSubset(
      (path) =>
        uids.some((uid) => path === `users/${uid}`) ||
        ['canteens/C_1001', 'canteens/C_1002', 'canteens/C_501'].includes(path),
      uids,
    );
    for (const role of ROLES) clients.set(role, await callableClient('customerCare', `${role}@demo.test`));
    clients.set('anonymous', await callableClient('customerCare', null));
  });

  afterAll(async () => {
    // The tickets this file opened go, so the help desk's open tickets are the seed's for the files after it
    // (api-helpdesk compares getStatusTickets with the seed; vitest may run it later).
    const opened = await adminDb.collection(CUSTOMER_CARE_TICKETS).where('created_at', '>=', STARTED).get();
    await Promise.all(opened.docs.filter((doc) => doc.id.includes(RUN)).map((doc) => adminDb.recursiveDelete(doc.ref)));
    await Promise.all([...clients.values()].map((c) => c.close()));
    await mail?.close();
  });

  it.each([
    ['no data', undefined, 'validation.invalid'],
    ['an unknown action', { action: 'delete', ticketId: 'CC_x' }, undefined],
    ['a blank body', request('blank', { htmlBody: '<p>&nbsp;</p>' }), 'validation.required'],
    ['an empty subject', request('subject', { subject: '  ' }), 'validation.required'],
    ['an unknown category', request('category', { category: 'weather' }), 'validation.required'],
    [
      'an attachment of another folder',
      request('file', {
        attachments: [
          { path: 'canteens/C_1001/uploads/a.png', name: 'a.png', size: 3, contentType: 'image/png' },
        ],
      }),
      'customerCare.errors.attachmentPath',
    ],
    ['a grade of 7', { action: 'update', ticketId: 'CC_x', grade: 7 }, undefined],
  ])('bad input (%s) → invalid-argument and nothing written', async (_label, data, key) => {
    const before = await ticketCount();
    const error = await callError(client('site_manager').call(data));
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toMatch(/^Invalid request: /);
    if (key && key !== 'validation.invalid')
      expect((error.details as { messageKey?: string }).messageKey).toBe(key);
    expect(await ticketCount()).toBe(before);
  });

  it.each([
    ['anonymous', 'in C_1001', 'functions/unauthenticated', request('anon')],
    [
      'site_manager',
      'in C_1002 (customer care off)',
      'functions/failed-precondition',
      request('inactive', { canteenId: 'C_1002' }),
    ],
    [
      'site_manager',
      'in C_501 (not theirs)',
      'functions/permission-denied',
      request('foreign', { canteenId: 'C_501' }),
    ],
    ['visualizzatore', 'in C_1001 (reads only)', 'functions/permission-denied', request('viewer')],
  ])('%s opening a ticket %s → %s, nothing written', async (who, _where, code, data) => {
    const before = await ticketCount();
    expect((await callError(client(who).call(data))).code).toBe(code);
    expect(await ticketCount()).toBe(before);
  });

  it("opens a ticket with the server's creator, canteen and country, sanitised HTML, and once per message id", async () => {
    const body =
      '<p onclick="steal()">Aiuto <img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">qui</a></p>';
    const first = (await client('site_manager').call(request('open', { htmlBody: body }))) as {
      ticketId: string;
    };
    const again = (await client('site_manager').call(request('open', { htmlBody: body }))) as {
      ticketId: string;
      replayed: boolean;
    };
    expect(again).toMatchObject({ ticketId: first.ticketId, replayed: true });
    const stored = await ticket(first.ticketId);
    expect(stored).toMatchObject({
      canteen_id: 'C_1001',
      country: 'it',
      created_by: 'demo-site_manager',
      state: 'open',
      tags: ['devices'],
      grade: 5,
      first_response_at: null,
      message_count: 1,
    });
    expect(stored.search_keywords).toContain('stampante ferma');
    const [message, ...rest] = await messages(first.ticketId);
    expect(rest).toHaveLength(0);
    expect(message).toMatchObject({
      canteen_id: 'C_1001',
      from: 'requester',
      author_uid: 'demo-site_manager',
    });
    expect(message!.html_body).toContain('Aiuto');
    expect(message!.html_body).not.toMatch(/onclick|onerror|<script|javascript:/i);
  });

  it('support answers (first response, waiting, the requester e-mailed), the requester reopens, support grades and closes', async () => {
    const { ticketId } = (await client('cuoco').call(
      request('flow', { subject: `Cassa bloccata ${RUN}` }),
    )) as { ticketId: string };
    // A requester may not change the state or the grade.
    expect(
      (await callError(client('cuoco').call({ action: 'update', ticketId, state: 'solved' }))).code,
    ).toBe('functions/permission-denied');

    await client('admin').call({
      action: 'reply',
      ticketId,
      messageId: messageId('support'),
      htmlBody: '<p>Riavviate la cassa, per favore.</p>',
      attachments: [],
    });
    const answered = await ticket(ticketId);
    expect(answered.state).toBe('waiting');
    expect(answered.first_response_at).not.toBeNull();
    expect(answered.last_message_from).toBe('support');
    const cuocoEmail = (
      (await adminDb.doc('users/demo-cuoco').get()).get('profile.email') as string
    ).toLowerCase();
    const mails = await eventually(
      () => mail.to(cuocoEmail),
      (received) => received.some((m) => m.subject.includes(`Cassa bloccata ${RUN}`)),
    );
    const reply = mails.find((m) => m.subject.includes(`Cassa bloccata ${RUN}`))!;
    expect(reply.text).toContain('Riavviate la cassa, per favore.');
    expect(reply.subject).toMatch(/^Risposta al tuo ticket/); // the requester's language (it)

    await client('cuoco').call({
      action: 'reply',
      ticketId,
      messageId: messageId('requester'),
      htmlBody: '<p>Fatto, ora funziona.</p>',
      attachments: [],
    });
    expect((await ticket(ticketId)).state).toBe('open');

    await client('admin').call({ action: 'update', ticketId, grade: 1 });
    await client('admin').call({ action: 'update', ticketId, state: 'closed' });
    const closed = await ticket(ticketId);
    expect(closed).toMatchObject({ state: 'closed', grade: 1, tags: ['devices', 'grade_1'] });
    expect((closed.state_history as Array<{ state: string }>).map((entry) => entry.state)).toEqual([
      'open',
      'waiting',
      'open',
      'closed',
    ]);
    expect(closed.solved_at).not.toBeNull();
    const error = await callError(
      client('cuoco').call({
        action: 'reply',
        ticketId,
        messageId: messageId('late'),
        htmlBody: '<p>Ancora?</p>',
        attachments: [],
      }),
    );
    expect(error.code).toBe('functions/failed-precondition');
    expect((await messages(ticketId)).map((m) => m.from)).toEqual(['requester', 'support', 'requester']);
  });

  it("marks read for the caller's side only", async () => {
    const { ticketId } = (await client('site_manager').call(request('read'))) as { ticketId: string };
    await client('admin').call({ action: 'markRead', ticketId });
    const read = await ticket(ticketId);
    expect(read.support_last_read).not.toBeNull();
    const requesterRead = read.requester_last_read;
    await client('site_manager').call({ action: 'markRead', ticketId });
    expect((await ticket(ticketId)).requester_last_read.toMillis()).toBeGreaterThanOrEqual(
      requesterRead.toMillis(),
    );
  });
});
