// What a customer may create (their own orders and threads, pending, in their canteens) and may not read.
import { describe } from 'vitest';
import { collection, query, where } from 'firebase/firestore';
import {
  CUSTOMER_IFM_CREATE_STATUS,
  CUSTOMER_ORDER_CREATE_STATUSES,
  DOCUMENT_LIMITS,
  IFM_STATUSES,
  ORDER_STATUSES,
} from '@backoffice/shared';
import { caseOf, text, type Operation } from '../support/cases';
import {
  FIXED_NOW,
  chatMessage,
  ifmDocument,
  newIfmDocument,
  newThreadDocument,
  orderDocument,
} from '../support/fixtures';
import { CUSTOMER_UID, IN_CANTEEN, OUT_CANTEEN, STRANGER_UID, principal } from '../support/principals';
import type { FixtureStore } from '../support/store';

export function defineCustomerCreates(store: () => FixtureStore): void {
  const customer = principal('customer');
  describe('customer orders: their own, in their canteen, pending', () => {
    for (const status of [...ORDER_STATUSES, -2]) {
      const allowed = (CUSTOMER_ORDER_CREATE_STATUSES as readonly number[]).includes(status);
      const data = { ...orderDocument(IN_CANTEEN, CUSTOMER_UID), status };
      caseOf(
        `order in status ${status}`,
        customer,
        { op: 'create', path: 'orders/ORD_NEW', data },
        allowed,
        store,
      );
    }
    for (const status of IFM_STATUSES) {
      const data = { ...newIfmDocument(IN_CANTEEN, CUSTOMER_UID), status };
      const allowed = status === CUSTOMER_IFM_CREATE_STATUS;
      caseOf(
        `IFM request in status ${status}`,
        customer,
        { op: 'create', path: 'orders/IFM_NEW', data },
        allowed,
        store,
      );
    }
    const order = orderDocument(IN_CANTEEN, CUSTOMER_UID);
    const cases: Array<[string, Record<string, unknown>, boolean]> = [
      ['in a canteen they are no customer of', { ...order, canteenid: OUT_CANTEEN }, false],
      ['for somebody else', { ...order, userid: STRANGER_UID }, false],
      ['with history', { ...order, history: [{ status: '1' }] }, false],
      ['with a status change', { ...order, status_change: { status: 2 } }, false],
      ['an unknown tag', { ...order, tag: 'gift' }, false],
      ['status as text', { ...order, status: '1' }, false],
      [
        'too many lines',
        { ...order, recipes: Array.from({ length: DOCUMENT_LIMITS.lines + 1 }, () => ({ qt: 1 })) },
        false,
      ],
      ['notes too long', { ...order, notes: text(DOCUMENT_LIMITS.longText + 1) }, false],
      ['IFM request with history', ifmDocument(IN_CANTEEN, CUSTOMER_UID), false],
      [
        'IFM request already closed',
        { ...newIfmDocument(IN_CANTEEN, CUSTOMER_UID), close_datetime: FIXED_NOW },
        false,
      ],
    ];
    for (const [name, data, allowed] of cases) {
      caseOf(name, customer, { op: 'create', path: 'orders/ORD_NEW', data }, allowed, store);
    }
    const webUser = principal('web_user');
    const own = orderDocument(IN_CANTEEN, webUser.uid ?? '');
    caseOf(
      'a web user of no canteen orders',
      webUser,
      { op: 'create', path: 'orders/ORD_NEW', data: own },
      false,
      store,
    );
  });

  describe('customer threads: open, theirs, at most their own first message', () => {
    const thread = newThreadDocument(IN_CANTEEN, CUSTOMER_UID);
    const cases: Array<[string, Record<string, unknown>, boolean]> = [
      ['with their first message', thread, true],
      ['without messages', { ...thread, messages: [] }, true],
      ['first message from BO', { ...thread, messages: [chatMessage('BO')] }, false],
      ['a status message', { ...thread, messages: [{ ...chatMessage('U'), type: 'statuschange' }] }, false],
      ['two messages', { ...thread, messages: [chatMessage('U'), chatMessage('U')] }, false],
      ['closed', { ...thread, status: 0 }, false],
      ['already read', { ...thread, admin_last_read: FIXED_NOW }, false],
      [
        'in a canteen they are no customer of',
        { ...thread, canteen_id: OUT_CANTEEN, parent: OUT_CANTEEN },
        false,
      ],
      ['under a parent they are no customer of', { ...thread, parent: OUT_CANTEEN }, false],
      [
        'message too long',
        { ...thread, messages: [chatMessage('U', text(DOCUMENT_LIMITS.longText + 1))] },
        false,
      ],
      ['empty message', { ...thread, messages: [chatMessage('U', '')] }, false],
    ];
    for (const [name, data, allowed] of cases) {
      caseOf(name, customer, { op: 'create', path: 'chat/TICKET_NEW', data }, allowed, store);
    }
  });

  describe('customers never read other users’ data', () => {
    const reads: Array<[string, Operation]> = [
      [
        'orders of their canteen',
        { op: 'list', query: (db) => query(collection(db, 'orders'), where('canteenid', '==', IN_CANTEEN)) },
      ],
      [
        'threads of their canteen',
        { op: 'list', query: (db) => query(collection(db, 'chat'), where('canteen_id', '==', IN_CANTEEN)) },
      ],
      [
        'users of their canteen',
        {
          op: 'list',
          query: (db) => query(collection(db, 'users'), where('canteens', 'array-contains', IN_CANTEEN)),
        },
      ],
      ["a stranger's order", { op: 'get', path: `orders/ORD_${OUT_CANTEEN}` }],
      ["a stranger's user document", { op: 'get', path: `users/${STRANGER_UID}` }],
      ["a stranger's claims", { op: 'get', path: `user_claims/${STRANGER_UID}` }],
      ['a canteen they are no customer of', { op: 'get', path: `canteens/${OUT_CANTEEN}` }],
    ];
    for (const [name, operation] of reads) caseOf(name, customer, operation, false, store);
  });
}
