// The collection access table: per collection of the data model, who may get, list, create, update, delete, and
// in which canteens — derived from the spec §6 screen keys. firestore.rules implements it; tests/rules proves it.
import { ACCESS_OPERATIONS, type CollectionAccess } from './access-types';
import { SERVER_COLLECTION_ACCESS } from './access-server-rows';
import { ROLE_PRIORITY } from './roles';

// Field groups of a canteen document and the screen key that edits each (spec §2 dashboard areas, §6).
const CANTEEN_CUSTOMISATION_FIELDS = ['bo_logo', 'customisation', 'home_background'] as const;

/** Fields a user may change on their own user document (visited list, language, fast commands, devices). */
export const SELF_EDITABLE_USER_FIELDS = [
  'active_language',
  'bo_visited_canteens',
  'bo_fast_commands',
  'fcm_tokens',
] as const;

/** Fields of a user that only an admin changes: the role and the canteens it grants. */
export const ADMIN_ONLY_USER_FIELDS = ['role', 'roles', 'bo_canteens', 'canteens'] as const;

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

/** Fields of a chat thread only functions write (kept in step with its messages by the unread trigger). */
export const SERVER_ONLY_CHAT_FIELDS = ['unread', 'last_customer_message_at'] as const;

/**
 * Fields of a service category only the setCategoryStopped callable writes: the stop itself and who/when.
 * A client creates a category running (`stopped` absent or false) and never changes these.
 */
export const CATEGORY_STOP_FIELDS = [
  'stopped',
  'stopped_at',
  'stopped_by',
  'resumed_at',
  'resumed_by',
] as const;

/** Order statuses a customer may create an order in: 1 pending and -1 pending payment (spec §4). */
export const CUSTOMER_ORDER_CREATE_STATUSES = [1, -1] as const;
/** Status a customer's IFM request is created in: 100 new (insert). */
export const CUSTOMER_IFM_CREATE_STATUS = 100;

const STOP_DECISION =
  'stop and resume go through the setCategoryStopped callable (it refuses to stop the last running category): a client creates a category running and never changes `stopped` or its times and authors';

const AUTHORISED_OWNER_READ =
  'the authorised customer reads their own authorisation (the customer app checks it; a missing one reads as not authorised)';
const AUTHORISATION_DECISIONS = [
  'an authorisation is given or removed, never edited: the writer stores exactly the customer’s uid (the document id), name, surname, e-mail, `authorized_at` (the request time) and `authorized_by` (their own uid)',
];

/** The access table, one row per collection (or kind of document) of the data model. */
export const COLLECTION_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'canteens',
    path: 'canteens/{canteenId}',
    covers: 'canteens (the document id is the canteen id)',
    canteen: { kind: 'documentId' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list'],
        roles: ROLE_PRIORITY,
        scope: 'canteen',
        why: 'every back-office role: the chooser, header and dashboard read the canteens it may open (spec §2, §6)',
      },
      {
        to: 'member',
        ops: ['get'],
        why: 'a customer reads the canteens of their `canteens` list (the canteens they order in)',
      },
      { to: 'staff', ops: ['create'], screens: ['CreazioneMense'], scope: 'canteen' },
      {
        to: 'staff',
        ops: ['update'],
        screens: ['ModificaMense'],
        scope: 'canteen',
        fields: { except: ['canteen_id'] },
      },
      {
        to: 'staff',
        ops: ['update'],
        screens: ['MenuStructure'],
        scope: 'canteen',
        fields: { only: ['menu_structure'] },
      },
      {
        to: 'staff',
        ops: ['update'],
        screens: ['Pickups'],
        scope: 'canteen',
        fields: { only: ['pickup_points'] },
      },
      { to: 'staff', ops: ['update'], screens: ['Slots'], scope: 'canteen', fields: { only: ['slots'] } },
      {
        to: 'staff',
        ops: ['update'],
        screens: ['PersonalizzaMense'],
        scope: 'canteen',
        fields: { only: CANTEEN_CUSTOMISATION_FIELDS },
      },
      { to: 'staff', ops: ['delete'], screens: ['ModificaMense'], scope: 'canteen' },
    ],
    decisions: ['`canteen_id` always equals the document id: nobody changes it'],
  },
  {
    id: 'canteens/rules',
    path: 'canteens/{canteenId}/rules/{ruleId}',
    covers: "a canteen's wallet and import rules (`wallet`, `import`)",
    canteen: { kind: 'parentCanteenId' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list'],
        roles: ROLE_PRIORITY,
        scope: 'canteen',
        why: 'every back-office role: choosing a canteen loads its wallet and import rules (spec §4)',
      },
      { to: 'staff', ops: ['create', 'update', 'delete'], screens: ['ModificaMense'], scope: 'canteen' },
    ],
  },
  {
    id: 'users',
    path: 'users/{uid}',
    covers: 'user documents (the document id is the uid)',
    canteen: { kind: 'anyOf', field: 'canteens' },
    owner: 'documentId',
    grants: [
      {
        to: 'owner',
        ops: ['get'],
        why: 'everyone reads their own user document (role, language, visited canteens)',
      },
      {
        to: 'owner',
        ops: ['update'],
        fields: { only: SELF_EDITABLE_USER_FIELDS },
        why: 'on their own document a user changes only their language, visited canteens, fast commands and devices',
      },
      {
        to: 'staff',
        ops: ['get', 'list', 'create', 'update', 'delete'],
        screens: ['Utenti'],
        scope: 'global',
      },
      { to: 'staff', ops: ['get', 'list'], screens: ['GestioneUtenti', 'UtentiDashboard'], scope: 'canteen' },
      {
        to: 'staff',
        ops: ['update'],
        screens: ['GestioneUtenti'],
        scope: 'canteen',
        fields: { except: ADMIN_ONLY_USER_FIELDS },
      },
    ],
    decisions: [
      'a user is in a canteen when that canteen is in their `canteens` (the customers of the canteen)',
      'only an admin (Utenti) changes `role`, `roles`, `bo_canteens` or `canteens`, their own included',
      'nobody creates their own user document: accounts are made by an admin or by the import',
    ],
  },
  {
    id: 'user_claims',
    path: 'user_claims/{uid}',
    covers: 'the custom claims last written for a user (by the claims function)',
    canteen: null,
    owner: 'documentId',
    grants: [
      {
        to: 'owner',
        ops: ['get'],
        why: 'the SPA watches its own document to refresh the ID token when the role changes',
      },
    ],
    decisions: ['written only by the claims function'],
  },
  {
    id: 'users/inbox',
    path: 'users/{uid}/inbox/{messageId}',
    covers: "a user's in-app messages (written by functions)",
    canteen: null,
    owner: 'parentId',
    grants: [
      { to: 'owner', ops: ['get', 'list'], why: 'a user reads the in-app messages of their own inbox' },
      {
        to: 'owner',
        ops: ['update'],
        fields: { only: ['read_at'] },
        why: 'a user marks their own message read: `read_at`, a timestamp',
      },
    ],
    decisions: [
      'only functions create and delete inbox messages; nobody reads another user’s inbox, admin included',
    ],
  },
  {
    id: 'recipes',
    path: 'recipes/{recipeId}',
    covers: 'recipes (shared by every canteen)',
    canteen: null,
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list'],
        screens: ['Menu', 'Ricette', 'EditorRicette', 'DeleteRecipe'],
        scope: 'global',
      },
      { to: 'staff', ops: ['create', 'update'], screens: ['EditorRicette'], scope: 'global' },
      { to: 'staff', ops: ['delete'], screens: ['DeleteRecipe'], scope: 'global' },
    ],
  },
  {
    id: 'menu',
    path: 'menu/{menuId}',
    covers: "a canteen's menu of a day (`{canteenId}_{YYYY-MM-DD}`)",
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list', 'create', 'update'],
        screens: ['Menu'],
        scope: 'canteen',
        fields: { except: ['canteen_id', 'date'] },
      },
    ],
    decisions: ['nobody deletes a menu day: the menu screen saves the items, an empty day has none'],
  },
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
        fields: { except: ['canteenid', 'userid', 'tag', 'status_change', ...SERVER_ONLY_ORDER_FIELDS] },
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
  {
    id: 'chat',
    path: 'chat/{chatId}',
    covers: 'chat threads: tickets and the threads of IFM requests',
    canteen: { kind: 'field', field: 'canteen_id', alsoField: 'parent' },
    owner: 'userid',
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list'],
        screens: ['Tickets'],
        scope: 'canteen',
        why: 'the Tickets pages and the unread counters (by `canteen_id` or by `parent`) are open to every back-office role (spec §2)',
      },
      {
        to: 'staff',
        ops: ['update'],
        screens: ['RispostaTicket'],
        scope: 'canteen',
        fields: { only: ['messages', 'admin_last_read', 'status'] },
        why: 'reply (one BO message appended, never a statuschange), mark read, open or close',
      },
      { to: 'owner', ops: ['get', 'list'], why: 'a customer reads their own threads' },
      {
        to: 'owner',
        ops: ['create'],
        inOwnCanteen: true,
        why: 'a customer opens a thread in a canteen of their `canteens`, open, with at most their first message',
      },
      {
        to: 'owner',
        ops: ['update'],
        fields: { only: ['messages'] },
        why: 'a customer appends one message of their own (from U)',
      },
    ],
    decisions: [
      'a thread is in a canteen through `canteen_id` or `parent`',
      '`unread` and `last_customer_message_at` are written only by functions (never on create either); `admin_last_read` by the RispostaTicket roles, which hold every write-capable Chat role',
      'status messages (type statuschange) are written only by functions; nobody deletes a thread',
    ],
  },
  {
    id: 'services',
    path: 'services/{serviceId}',
    covers: 'shop and coffee-break services (`SHOP_`/`COFFEEBREAK_{canteenId}`)',
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list', 'update'],
        screens: ['Shop', 'CoffeeBreak', 'Servizi'],
        scope: 'canteen',
        fields: { except: ['canteen_id', 'tag'] },
      },
      { to: 'staff', ops: ['create', 'delete'], screens: ['Services'], scope: 'canteen' },
    ],
  },
  {
    id: 'services:ifm',
    path: 'services/{serviceId}',
    covers: 'IFM services (`IFM_{canteenId}`)',
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list', 'update'],
        screens: ['Servizi'],
        scope: 'canteen',
        fields: { except: ['canteen_id', 'tag'] },
        why: '/servizi/ifm is a Servizi screen (shared/DECISIONS.md)',
      },
      { to: 'staff', ops: ['create', 'delete'], screens: ['Services'], scope: 'canteen' },
    ],
  },
  {
    id: 'services/categories',
    path: 'services/{serviceId}/categories/{categoryId}',
    covers: 'categories of shop and coffee-break services',
    canteen: { kind: 'parentServiceId' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list', 'create', 'update'],
        screens: ['Shop', 'CoffeeBreak', 'Servizi'],
        scope: 'canteen',
        fields: { except: CATEGORY_STOP_FIELDS },
      },
    ],
    decisions: [
      'nobody deletes a category: it is stopped instead, and deleting the last one would stop the whole service (spec §4)',
      STOP_DECISION,
    ],
  },
  {
    id: 'services/categories:ifm',
    path: 'services/{serviceId}/categories/{categoryId}',
    covers: 'categories of IFM services',
    canteen: { kind: 'parentServiceId' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list', 'create', 'update'],
        screens: ['Servizi'],
        scope: 'canteen',
        fields: { except: CATEGORY_STOP_FIELDS },
      },
    ],
    decisions: [STOP_DECISION],
  },
  {
    id: 'services/products',
    path: 'services/{serviceId}/products/{productId}',
    covers: 'products of shop and coffee-break services',
    canteen: { kind: 'parentServiceId' },
    owner: null,
    grants: [
      { to: 'staff', ops: ACCESS_OPERATIONS, screens: ['Shop', 'CoffeeBreak', 'Servizi'], scope: 'canteen' },
    ],
  },
  {
    id: 'services/products:ifm',
    path: 'services/{serviceId}/products/{productId}',
    covers: 'products of IFM services',
    canteen: { kind: 'parentServiceId' },
    owner: null,
    grants: [{ to: 'staff', ops: ACCESS_OPERATIONS, screens: ['Servizi'], scope: 'canteen' }],
  },
  {
    id: 'services/authorized_users',
    path: 'services/{serviceId}/authorized_users/{uid}',
    covers: 'customers authorised to order from a shop or coffee-break service (the document id is their uid)',
    canteen: { kind: 'parentServiceId' },
    owner: 'documentId',
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list', 'create', 'delete'],
        screens: ['Shop', 'CoffeeBreak', 'Servizi'],
        scope: 'canteen',
      },
      { to: 'owner', ops: ['get'], why: AUTHORISED_OWNER_READ },
    ],
    decisions: AUTHORISATION_DECISIONS,
  },
  {
    id: 'services/authorized_users:ifm',
    path: 'services/{serviceId}/authorized_users/{uid}',
    covers: 'customers authorised to file requests with an IFM service (the document id is their uid)',
    canteen: { kind: 'parentServiceId' },
    owner: 'documentId',
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list', 'create', 'delete'],
        screens: ['Servizi'],
        scope: 'canteen',
        why: 'the authorised-users tab of the services screen (spec §2), /utenti-servizi for the IFM service',
      },
      { to: 'owner', ops: ['get'], why: AUTHORISED_OWNER_READ },
    ],
    decisions: AUTHORISATION_DECISIONS,
  },
  {
    id: 'messages',
    path: 'messages/{messageId}',
    covers: 'communications',
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ACCESS_OPERATIONS,
        screens: ['Comunicazioni'],
        scope: 'canteen',
        fields: { except: ['canteen_id'] },
      },
    ],
  },
  {
    id: 'aree_news',
    path: 'aree_news/{areaId}',
    covers: 'news areas of a canteen',
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list'],
        screens: ['Comunicazioni', 'CopiaStrutturaComunicazioni'],
        scope: 'canteen',
      },
      {
        to: 'staff',
        ops: ['create', 'update', 'delete'],
        screens: ['CopiaStrutturaComunicazioni'],
        scope: 'canteen',
        fields: { except: ['canteen_id'] },
        why: 'the structure of communications is organised at /messages/organize (CopiaStrutturaComunicazioni)',
      },
    ],
  },
  {
    id: 'cost_centers',
    path: 'cost_centers/{costCenterId}',
    covers: 'cost centres of a canteen (some used as custom price lists)',
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list'],
        roles: ROLE_PRIORITY,
        scope: 'canteen',
        why: 'every back-office role: choosing a canteen loads the cost centres used as custom price lists (spec §4)',
      },
      {
        to: 'staff',
        ops: ['create', 'update', 'delete'],
        screens: ['CentriCosto'],
        scope: 'canteen',
        fields: { except: ['canteen_id'] },
      },
    ],
  },
  {
    id: 'payment_methods',
    path: 'payment_methods/{paymentMethodId}',
    covers: 'the payment methods every canteen chooses from',
    canteen: null,
    owner: null,
    grants: [
      { to: 'staff', ops: ['get', 'list'], screens: ['PaymentMethods'], scope: 'global' },
      {
        to: 'staff',
        ops: ['create', 'update', 'delete'],
        roles: ['admin'],
        scope: 'global',
        why: 'reference data of every canteen, named by no screen key: admin only',
      },
    ],
  },
  {
    id: 'canteen_payment_methods',
    path: 'canteen_payment_methods/{canteenPaymentMethodId}',
    covers: "a canteen's payment methods and device kinds",
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ACCESS_OPERATIONS,
        screens: ['PaymentMethods'],
        scope: 'canteen',
        fields: { except: ['canteen_id'] },
      },
    ],
  },
  {
    id: 'static_data',
    path: 'static_data/{documentId}',
    covers: 'configuration data read by functions (news-area bases, seed info)',
    canteen: null,
    owner: null,
    grants: [],
    decisions: ['functions only: no screen reads or writes it'],
  },
  ...SERVER_COLLECTION_ACCESS,
];

/** Every other collection, and collection-group queries, are closed to every client. */
export const UNLISTED_COLLECTIONS_RULE =
  'Every other collection, and every collection-group query: nobody (deny by default).';
