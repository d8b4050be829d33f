// Who may change which field: every principal × every field the update grants of a row limit, expected as the
// access table answers (the own user document included: role, roles, bo_canteens only by an admin).
import { describe } from 'vitest';
import { accessAllowed, limitedFields } from '@backoffice/shared';
import { caseOf, requestFacts } from '../support/cases';
import { FIXED_NOW, chatMessage, fixtureFor, type DocTarget } from '../support/fixtures';
import {
  IN_CANTEEN,
  OUT_CANTEEN,
  PRINCIPALS,
  STRANGER_UID,
  principal,
  type Principal,
} from '../support/principals';
import type { FixtureStore } from '../support/store';

type Probe = (writer: Principal, target: DocTarget) => Record<string, unknown>;

/** Values for the fields of a user document that the update grants limit. */
// A role other than the target's own, so that the write changes it (an admin's own document included).
const USER_PROBE: Probe = (_writer, target) => ({
  role: target.data.role === 'admin' ? 'admin_provider' : 'admin',
  roles: target.data.role === 'admin' ? { admin_provider: true } : { admin: true },
  bo_canteens: [IN_CANTEEN, OUT_CANTEEN],
  canteens: [IN_CANTEEN, OUT_CANTEEN],
  profile: { ...(target.data.profile as object), matricola: 'M-9999' },
  active_language: 'en',
  bo_visited_canteens: [IN_CANTEEN],
  bo_fast_commands: { [IN_CANTEEN]: ['menu'] },
  fcm_tokens: ['token-new-device'],
});

/** The stop fields of a category (each turned the other way) and one field the catalogue screens edit. */
const CATEGORY_PROBE: Probe = (writer, target) => ({
  stopped: target.data.stopped !== true,
  stopped_at: FIXED_NOW,
  stopped_by: writer.uid ?? 'nobody',
  resumed_at: FIXED_NOW,
  resumed_by: writer.uid ?? 'nobody',
  available: target.data.available !== true,
});

/** A value to write into each field a row's update grants limit (and a few only the broadest grant may change). */
const PROBE_VALUES: Record<string, Probe> = {
  canteens: () => ({
    canteen_id: 'C_9999',
    name: 'Mensa rinominata',
    wallet: 'DEACTIVE',
    menu_structure: { occasions: [], diets: [], components: [] },
    pickup_points: [{ id: 'PP_9', name: 'Nuovo punto di ritiro', pos: 9 }],
    slots: {
      order_before: '11:00',
      weekLimit: 3,
      daily_limits: [0, 90, 90, 90, 90, 90, 0],
      offsets: { min_days: 1, max_days: 5 },
      hidden_for_days: [0, 6],
      orderable: true,
    },
    bo_logo: 'data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E',
    customisation: { primary_color: '#000000', secondary_color: '#ffffff', text_color: '#ffffff' },
    home_background: 'data:image/png;base64,AAAA',
    home_buttons: [{ id: 'HB_9', label: { it: 'Negozio' }, service: 'shop', icon: 'bag', pos: 9, active: true }],
  }),
  users: USER_PROBE,
  menu: () => ({ canteen_id: 'C_1003', date: '2026-11-22', items: [] }),
  orders: () => ({
    canteenid: 'C_1003',
    userid: STRANGER_UID,
    tag: 'menu',
    history: [],
    status_change: { status: 2, date_set: FIXED_NOW, richiedente: 'x' },
    status: 2,
    notes: 'Consegnare al piano terra',
    close_datetime: FIXED_NOW,
    report_datetime: FIXED_NOW,
    status_change_rejected: { reason: 'frozen', status: 2, previous_status: 1, at: FIXED_NOW },
    category_check: { ok: true, at: FIXED_NOW },
    rejection: { reason: 'category-stopped', at: FIXED_NOW },
  }),
  chat: (writer, target) => ({
    messages: [...(target.data.messages as unknown[]), chatMessage(writer.kind === 'staff' ? 'BO' : 'U')],
    admin_last_read: FIXED_NOW,
    status: 0,
    subject: 'Oggetto cambiato',
    userid: STRANGER_UID,
    canteen_id: 'C_1003',
    unread: 0,
    last_customer_message_at: FIXED_NOW,
  }),
  services: () => ({ canteen_id: 'C_1003', tag: 'coffeebreak', active: false }),
  'services:ifm': () => ({ canteen_id: 'C_1003', tag: 'shop', active: false }),
  'services/categories': CATEGORY_PROBE,
  'services/categories:ifm': CATEGORY_PROBE,
  'users/inbox': () => ({ read_at: FIXED_NOW, title: 'Letto', body: 'Cambiato', kind: 'other' }),
  messages: () => ({ canteen_id: 'C_1003', area: 'news' }),
  aree_news: () => ({ canteen_id: 'C_1003', icon: 'star' }),
  cost_centers: () => ({ canteen_id: 'C_1003', code: 'CC-NEW' }),
  static_pages: () => ({ canteen_id: 'C_1003', slug: 'altra-pagina', created_at: new Date('2026-01-01T00:00:00Z'), published: false }),
  special_diets: () => ({ canteen_id: 'C_1003', customer_ids: ['customer-01'] }),
  printers: () => ({ canteen_id: 'C_1003', active: false }),
  seats: () => ({ canteen_id: 'C_1003', active: false }),
  combos: () => ({ canteen_id: 'C_1003', service: 'shop', position: 5, created_at: new Date('2026-01-01T00:00:00Z'), active: false }),
  digital_signage: () => ({ canteen_id: 'C_1003', kind: 'schedule' }),
  canteen_payment_methods: () => ({ canteen_id: 'C_1003', kind: 'FOOD_24' }),
};

export function defineFieldLimits(store: () => FixtureStore): void {
  for (const [rowId, probe] of Object.entries(PROBE_VALUES)) {
    const fixture = fixtureFor(rowId);
    const fields = [
      ...new Set([
        ...limitedFields(rowId),
        ...Object.keys(probe(principal('admin'), fixture.existing('in'))),
      ]),
    ];
    describe(`${rowId}: who changes which field`, () => {
      for (const who of PRINCIPALS) {
        for (const field of fields) {
          const target = fixture.existing('in');
          const changes = { [field]: probe(who, target)[field] };
          const allowed = accessAllowed(rowId, 'update', requestFacts(who, target, [field]));
          caseOf(
            `${target.path} ${field}`,
            who,
            { op: 'update', path: target.path, changes },
            allowed,
            store,
          );
        }
      }
    });
  }

  // Their own user document: nobody changes their own role, roles, bo_canteens (or canteens) except an admin.
  describe('users: own document', () => {
    const fields = Object.keys(USER_PROBE(principal('admin'), fixtureFor('users').existing('in')));
    for (const who of PRINCIPALS.filter((candidate) => candidate.uid !== null)) {
      const target: DocTarget = {
        path: `users/${who.uid}`,
        data: who.id === 'customer' ? fixtureFor('users').existing('in').data : (who.userDocument ?? {}),
        canteens: (who.userDocument?.canteens as string[]) ?? [],
        owner: who.uid,
      };
      caseOf(`${target.path} get`, who, { op: 'get', path: target.path }, true, store);
      for (const field of fields) {
        const changes = { [field]: USER_PROBE(who, target)[field] };
        const allowed = accessAllowed('users', 'update', requestFacts(who, target, [field]));
        caseOf(`${target.path} ${field}`, who, { op: 'update', path: target.path, changes }, allowed, store);
      }
    }
  });
}
