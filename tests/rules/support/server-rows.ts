// Matrix fixtures of the collections written only by functions or the API (and the owner's in-app inbox).
import { collection, limit, query } from 'firebase/firestore';
import { FIXED_NOW } from './documents';
import { byField, creatorOf, global, ownerOf, scoped, type RowFixture } from './row-kinds';

/** An in-app message as the deliveries function writes it, unread. */
export function inboxMessage(): Record<string, unknown> {
  return {
    title: 'Richiesta aggiornata',
    body: 'La tua richiesta è stata presa in carico.',
    created_at: FIXED_NOW,
    read_at: null,
    kind: 'ifm_status',
    ref: { type: 'order', id: 'IFM_C_1001_001' },
  };
}

/** An activity-log entry of a call in `canteen` (null: outside any canteen). */
export function activityEntry(canteen: string | null): Record<string, unknown> {
  return {
    user: 'demo-site_manager',
    canteen_id: canteen,
    environment_code: 1,
    action: 'GET /orders',
    outcome: 'success',
    status: 200,
    error_code: null,
    at: FIXED_NOW,
    duration_ms: 12,
    method: 'GET',
    path: '/orders',
  };
}

const inbox: RowFixture = {
  rowId: 'users/inbox',
  variants: ['in', 'out'],
  existing: (variant) => {
    const owner = ownerOf(variant);
    return { path: `users/${owner}/inbox/MSG_1`, data: inboxMessage(), canteens: [], owner };
  },
  created: (variant, principal) => {
    const owner = creatorOf(variant, principal);
    return { path: `users/${owner}/inbox/MSG_NEW`, data: inboxMessage(), canteens: [], owner };
  },
  update: () => ({ read_at: FIXED_NOW }),
  // Everyone lists an inbox by its path: their own is the customer's for "in", the stranger's for "out".
  list: (variant) => {
    const owner = ownerOf(variant);
    return {
      label: `users/${owner}/inbox`,
      build: (db) => query(collection(db, `users/${owner}/inbox`), limit(10)),
      canteens: [],
      owner,
    };
  },
};

const serverWritten = (rowId: string, data: Record<string, unknown>, update: Record<string, unknown>) =>
  global({
    rowId,
    existing: { path: `${rowId}/DOC_1`, data },
    created: { path: `${rowId}/DOC_NEW`, data },
    update,
    collection: rowId,
  });

/** A canteen-scoped row clients only read (a callable writes it). */
function callableWritten(
  rowId: string,
  prefix: string,
  data: Record<string, unknown>,
  update: Record<string, unknown>,
): RowFixture[] {
  return [
    scoped({
      rowId,
      doc: (canteen, _owner, fresh) => ({
        path: `${rowId}/${prefix}_${fresh ? 'NEW' : canteen}`,
        data: { ...structuredClone(data), canteen_id: canteen },
      }),
      update: () => structuredClone(update),
      byCanteen: byField(rowId, 'canteen_id'),
    }),
  ];
}

export const SERVER_ROW_FIXTURES: readonly RowFixture[] = [
  inbox,
  serverWritten(
    'deliveries',
    {
      channel: 'email',
      recipient: 'customer@demo.test',
      subject: 'Richiesta aggiornata',
      status: 'sent',
      error: null,
      attempts: 1,
      next_attempt_at: null,
      event: { type: 'ifm_status', id: 'EVT_1' },
      created_at: FIXED_NOW,
      updated_at: FIXED_NOW,
    },
    { status: 'pending' },
  ),
  serverWritten(
    'notifications',
    { title: { it: 'Menù di Natale' }, status: 'scheduled', due_at: FIXED_NOW },
    { status: 'cancelled' },
  ),
  serverWritten('scheduled_jobs', { notification_id: 'N_1', due_at: FIXED_NOW }, { due_at: null }),
  scoped({
    rowId: 'activity_log',
    doc: (canteen, _owner, fresh) => ({
      path: `activity_log/LOG_${fresh ? 'NEW' : canteen}`,
      data: activityEntry(canteen),
    }),
    update: () => ({ outcome: 'error' }),
    byCanteen: byField('activity_log', 'canteen_id'),
  }),
  serverWritten('processed_events', { kind: 'ifm_status_change', at: FIXED_NOW }, { outcome: 'applied' }),
  serverWritten('notification_occurrences', { notification_id: 'N_1', at: FIXED_NOW }, { sent: 3 }),
  serverWritten('push_recordings', { token: 't', title: 'Ciao', at: FIXED_NOW }, { title: 'Altro' }),
  serverWritten('sms_recordings', { to: '+390000000', body: 'Ciao', at: FIXED_NOW }, { body: 'Altro' }),
  serverWritten('people_counter_keys', { key_sha256: 'a'.repeat(64) }, { key_sha256: 'b'.repeat(64) }),
  serverWritten('help_guides', { title: { it: 'Guida' }, pos: 1 }, { pos: 2 }),
  serverWritten('help_components', { name: { it: 'Componente' } }, { name: { it: 'Altro' } }),
  serverWritten('help_news', { title: { it: 'Novità' }, date: FIXED_NOW }, { title: { it: 'Altro' } }),
  serverWritten('help_status_texts', { status: 100, text: { it: 'Nuova' } }, { text: { it: 'Altro' } }),
  // Issue 16: a product import's record, written by importServiceProducts and cancelProductImport only.
  serverWritten(
    'product_imports',
    { status: 'running', service_id: 'SHOP_C_1001', uid: 'demo-site_manager', rows: 3 },
    { status: 'cancelled' },
  ),
  // Issue 21: read on their screens, written only by the contributionRules and accessRules callables.
  ...callableWritten(
    'vouchers_rules',
    'VR',
    { name: 'Contributo aziendale', priority: 10, active: true },
    { priority: 20 },
  ),
  ...callableWritten(
    'invitation_codes',
    'IC',
    { code: 'ABC123', valid_from: FIXED_NOW, valid_to: FIXED_NOW },
    { rule_id: 'VR_1' },
  ),
  ...callableWritten(
    'voucher_redemptions',
    'VX',
    { code: 'ABC123', userid: 'demo-customer', balance: 5 },
    { balance: 1 },
  ),
  ...callableWritten(
    'access_rules',
    'AR',
    { kind: 'email_pattern', pattern: '^.+@bicocca\\.example$' },
    { active: false },
  ),
  serverWritten('statistics', { canteen_id: 'C_1001', orders: 12 }, { orders: 13 }),
  // Issue 20 (Stats): the nightly job's daily figures (admin reads), the raw page views and visitors (server only).
  serverWritten('analytics_daily', { day: '2026-11-20', scope: 'C_1001', users: 4, sessions: 6 }, { users: 5 }),
  serverWritten('analytics_events', { uid: 'U_1', canteen_id: 'C_1001', path: '/dashboard', day: '2026-11-20', at: FIXED_NOW }, { path: '/orders' }),
  serverWritten('analytics_visitors', { scope: 'C_1001', uid: 'U_1', first_day: '2026-11-20' }, { first_day: '2026-11-01' }),
];
