// Access rows of orders and IFM requests (spec §4, §6).
import { type CollectionAccess } from '../access-types';

/**
 * Fields of an order only functions write: the IFM history and close/report datetimes, the undo marker of a
 * refused IFM status change, the category check of a new order and its rejection.
 */
export const SERVER_ONLY_ORDER_FIELDS = [
  'history',
  'close_datetime',
  'report_datetime',
  'status_change_rejected',
  'category_check',
  'rejection',
] as const;

/** Order statuses a customer may create an order in: 1 pending and -1 pending payment (spec §4). */
export const CUSTOMER_ORDER_CREATE_STATUSES = [1, -1] as const;
/** Status a customer's IFM request is created in: 100 new (insert). */
export const CUSTOMER_IFM_CREATE_STATUS = 100;

export const ORDERS_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'orders',
    path: 'orders/{orderId}',
    covers: 'orders whose tag is not ifm',
    canteen: { kind: 'field', field: 'canteenid' },
    owner: 'userid',
    grants: [
      { to: 'staff', ops: ['get', 'list'], screens: ['Ordini'], scope: 'canteen' },
      {
        to: 'staff',
        ops: ['update'],
        screens: ['ModificaOrdini'],
        scope: 'canteen',
        fields: { except: ['canteenid', 'userid', 'tag', 'status', 'status_change', ...SERVER_ONLY_ORDER_FIELDS] },
        why: 'pickup, slot, notes and the like; the status only through the changeOrderStatus callable, which checks the transition (shared orderStatusChangeAllowed), appends the history entry and tells the customer',
      },
      { to: 'owner', ops: ['get', 'list'], why: 'a customer reads their own orders' },
      {
        to: 'owner',
        ops: ['create'],
        inOwnCanteen: true,
        why: 'a customer orders for themselves, in a canteen of their `canteens`, in status 1 (pending) or -1 (pending payment)',
      },
    ],
    decisions: [
      'back-office staff never create orders (the customer app does) and nobody deletes one: orders are records',
      'a status change is not a client write: the changeOrderStatus callable refuses a transition the shared table forbids and writes nothing',
      'history, close/report datetimes, `status_change_rejected`, `category_check` and `rejection` are written only by functions, on create too',
    ],
  },
  {
    id: 'orders:ifm',
    path: 'orders/{orderId}',
    covers: 'IFM requests: orders whose tag is ifm',
    canteen: { kind: 'field', field: 'canteenid' },
    owner: 'userid',
    grants: [
      { to: 'staff', ops: ['get', 'list'], screens: ['RichiesteIFM', 'GestioneIFM'], scope: 'canteen' },
      {
        to: 'staff',
        ops: ['update'],
        screens: ['RichiesteIFM', 'GestioneIFM'],
        scope: 'canteen',
        fields: { only: ['status', 'status_change'] },
        why: 'the status popup: a status the popup offers from the current one, never from 800, with `status_change` { status, previous_status (when sent, the current status), date_set, note, the writer as richiedente }',
      },
      { to: 'owner', ops: ['get', 'list'], why: 'a customer reads their own IFM requests' },
      {
        to: 'owner',
        ops: ['create'],
        inOwnCanteen: true,
        why: 'a customer files an IFM request for themselves, in a canteen of their `canteens`, in status 100 without history',
      },
    ],
    decisions: [
      'history entries, close/report datetimes, `status_change_rejected` and the status chat message are written only by functions',
    ],
  },
];
