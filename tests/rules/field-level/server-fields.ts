// Server-only fields and collections: what functions write is never a client's to set, on create or update;
// the inbox owner marks read with a timestamp only; the activity log follows the reader's canteens.
import { describe } from 'vitest';
import { collection, query, where } from 'firebase/firestore';
import { CATEGORY_STOP_FIELDS, SERVER_ONLY_CHAT_FIELDS, SERVER_ONLY_ORDER_FIELDS } from '@backoffice/shared';
import { caseOf } from '../support/cases';
import {
  FIXED_NOW,
  newIfmDocument,
  newThreadDocument,
  orderDocument,
  shopCategoryTemplate,
} from '../support/fixtures';
import { activityEntry } from '../support/server-rows';
import { CUSTOMER_UID, IN_CANTEEN, OUT_CANTEEN, principal } from '../support/principals';
import type { FixtureStore } from '../support/store';

/** A value of the kind functions write into each server-only field. */
const SERVER_VALUES: Record<string, unknown> = {
  history: [{ status: '100' }],
  close_datetime: FIXED_NOW,
  report_datetime: FIXED_NOW,
  status_change_rejected: { reason: 'frozen', status: 2, at: FIXED_NOW },
  category_check: { ok: true, at: FIXED_NOW },
  rejection: { reason: 'category-stopped', at: FIXED_NOW },
  unread: 0,
  last_customer_message_at: FIXED_NOW,
};

export function defineServerFields(store: () => FixtureStore): void {
  const customer = principal('customer');

  describe('server-only fields: never on a client create', () => {
    for (const field of SERVER_ONLY_ORDER_FIELDS) {
      const order = { ...orderDocument(IN_CANTEEN, CUSTOMER_UID), [field]: SERVER_VALUES[field] };
      caseOf(
        `order with ${field}`,
        customer,
        { op: 'create', path: 'orders/ORD_NEW', data: order },
        false,
        store,
      );
      const request = { ...newIfmDocument(IN_CANTEEN, CUSTOMER_UID), [field]: SERVER_VALUES[field] };
      caseOf(
        `IFM request with ${field}`,
        customer,
        { op: 'create', path: 'orders/IFM_NEW', data: request },
        false,
        store,
      );
    }
    for (const field of SERVER_ONLY_CHAT_FIELDS) {
      const thread = { ...newThreadDocument(IN_CANTEEN, CUSTOMER_UID), [field]: SERVER_VALUES[field] };
      caseOf(
        `thread with ${field}`,
        customer,
        { op: 'create', path: 'chat/TICKET_NEW', data: thread },
        false,
        store,
      );
    }
    const { stopped: _stopped, ...withoutStop } = shopCategoryTemplate;
    const categoryPath = `services/SHOP_${IN_CANTEEN}/categories/NEW`;
    caseOf(
      'category without stopped',
      principal('cuoco'),
      { op: 'create', path: categoryPath, data: withoutStop },
      true,
      store,
    );
    for (const field of CATEGORY_STOP_FIELDS) {
      const value = field === 'stopped' ? true : field.endsWith('_at') ? FIXED_NOW : 'staff-admin';
      caseOf(
        `category with ${field}`,
        principal('admin'),
        { op: 'create', path: categoryPath, data: { ...withoutStop, [field]: value } },
        false,
        store,
      );
    }
  });

  describe('inbox: the owner marks a message read with a timestamp', () => {
    const path = `users/${CUSTOMER_UID}/inbox/MSG_1`;
    const cases: Array<[string, Record<string, unknown>, boolean]> = [
      ['read now', { read_at: FIXED_NOW }, true],
      ['read_at as text', { read_at: '2026-11-21' }, false],
      ['read_at back to null', { read_at: null }, false],
      ['read and retitled', { read_at: FIXED_NOW, title: 'Altro' }, false],
    ];
    for (const [name, changes, allowed] of cases) {
      caseOf(name, customer, { op: 'update', path, changes }, allowed, store);
    }
    caseOf('an admin reads it', principal('admin'), { op: 'get', path }, false, store);
  });

  describe('activity log: the AdminLogs roles read their canteens', () => {
    const outsidePath = 'activity_log/LOG_NO_CANTEEN';
    const put = async (fixtures: FixtureStore) => fixtures.put(outsidePath, activityEntry(null));
    const readers: Array<[string, boolean]> = [
      ['admin', true],
      ['admin_provider', true],
      ['country_manager', false],
      ['site_manager', false],
    ];
    for (const [who, allowed] of readers) {
      caseOf('an entry of no canteen', principal(who), { op: 'get', path: outsidePath }, allowed, store, put);
    }
    caseOf(
      'entries of a canteen not theirs',
      principal('site_manager'),
      {
        op: 'list',
        query: (db) => query(collection(db, 'activity_log'), where('canteen_id', '==', OUT_CANTEEN)),
      },
      false,
      store,
    );
  });
}
