// Access rows of services and their categories, products and authorised users (spec §2, §6).
import { ACCESS_OPERATIONS, type CollectionAccess } from '../access-types';

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

const STOP_DECISION =
  'stop and resume go through the setCategoryStopped callable (it refuses to stop the last running category): a client creates a category running and never changes `stopped` or its times and authors';

const AUTHORISED_OWNER_READ =
  'the authorised customer reads their own authorisation (the customer app checks it; a missing one reads as not authorised)';
const AUTHORISATION_DECISIONS = [
  'an authorisation is given or removed, never edited: the writer stores exactly the customer’s uid (the document id), name, surname, e-mail, `authorized_at` (the request time) and `authorized_by` (their own uid)',
];

export const SERVICES_ACCESS: readonly CollectionAccess[] = [
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
    covers:
      'customers authorised to order from a shop or coffee-break service (the document id is their uid)',
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
];
