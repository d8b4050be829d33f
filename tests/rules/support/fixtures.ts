// The documents, new documents, updates and queries the rules matrix uses for each row of the access table.
import { collection, limit, query, where, type Firestore, type Query } from 'firebase/firestore';
import {
  CUSTOMER_UID,
  IN_CANTEEN,
  NEW_MANAGED_CANTEEN,
  NEW_OUT_CANTEEN,
  OUT_CANTEEN,
  PRINCIPALS,
  STRANGER_UID,
  type Principal,
} from './principals';
import {
  MENU_DAY,
  NEW_MENU_DAY,
  canteenDocument,
  canteenPaymentMethodTemplate,
  costCentreTemplate,
  customerDocument,
  FIXED_NOW,
  ifmCategoryTemplate,
  ifmDocument,
  ifmProductTemplate,
  ifmServiceTemplate,
  ifmStatusWrite,
  menuDay,
  messageTemplate,
  newIfmDocument,
  newsAreaTemplate,
  newThreadDocument,
  orderDocument,
  paymentMethodTemplate,
  recipeTemplate,
  seeded,
  shopCategoryTemplate,
  shopProductTemplate,
  shopTemplate,
  threadDocument,
  userTemplate,
} from './documents';

export * from './documents';

/** in: a document of IN_CANTEEN owned by the customer; out: of OUT_CANTEEN owned by a stranger; any: no canteen. */
export type Variant = 'in' | 'out' | 'any';

/** A document and the facts the access table's answer depends on. */
export interface DocTarget {
  path: string;
  data: Record<string, unknown>;
  canteens: string[];
  owner: string | null;
}

/** A query and the facts its constraints prove about every document it may return. */
export interface ListTarget {
  label: string;
  build: (db: Firestore) => Query;
  canteens: string[];
  owner: string | null;
}

export interface RowFixture {
  /** Access-table row id, or OTHER_ROW. */
  rowId: string;
  variants: readonly Variant[];
  existing(variant: Variant): DocTarget;
  created(variant: Variant, principal: Principal): DocTarget;
  update(variant: Variant, principal: Principal): Record<string, unknown>;
  list(variant: Variant, principal: Principal): ListTarget;
}

/** A collection outside the data model: the rules must close it to everyone. */
export const OTHER_ROW = '(any other collection)';

const canteenOf = (variant: Variant) => (variant === 'out' ? OUT_CANTEEN : IN_CANTEEN);
const ownerOf = (variant: Variant) => (variant === 'out' ? STRANGER_UID : CUSTOMER_UID);
/** The owner of a document a principal creates: itself for "in", a stranger for "out". */
const creatorOf = (variant: Variant, principal: Principal) =>
  variant === 'out' ? STRANGER_UID : (principal.uid ?? 'nobody');

interface ScopedSpec {
  rowId: string;
  /** The document of a canteen and owner; `fresh` for the one a create writes. */
  doc: (canteen: string, owner: string, fresh: boolean) => { path: string; data: Record<string, unknown> };
  /** The field naming the owner (the matrix queries it for customers); absent when nobody owns the document. */
  ownerField?: string;
  /** Canteens a create targets, when not the in/out canteens (a new canteen must not exist yet). */
  createCanteens?: { in: string; out: string };
  update: (principal: Principal) => Record<string, unknown>;
  /** The query of a canteen's documents (staff lists by canteen). */
  byCanteen: (db: Firestore, canteen: string) => Query;
  /** Extra equality constraints every query of the row carries (e.g. the tag). */
  byOwner?: (db: Firestore, ownerField: string, owner: string) => Query;
}

function scoped(spec: ScopedSpec): RowFixture {
  const facts = (canteen: string, owner: string) => ({
    canteens: [canteen],
    owner: spec.ownerField ? owner : null,
  });
  return {
    rowId: spec.rowId,
    variants: ['in', 'out'],
    existing: (variant) => {
      const [canteen, owner] = [canteenOf(variant), ownerOf(variant)];
      return { ...spec.doc(canteen, owner, false), ...facts(canteen, owner) };
    },
    created: (variant, principal) => {
      const canteen = spec.createCanteens?.[variant === 'out' ? 'out' : 'in'] ?? canteenOf(variant);
      const owner = creatorOf(variant, principal);
      return { ...spec.doc(canteen, owner, true), ...facts(canteen, owner) };
    },
    update: (_variant, principal) => spec.update(principal),
    list: (variant, principal) => {
      const canteen = canteenOf(variant);
      if (spec.ownerField && spec.byOwner && principal.kind !== 'staff') {
        const owner = ownerOf(variant);
        return {
          label: `${spec.ownerField} == ${owner}`,
          build: (db) => spec.byOwner!(db, spec.ownerField!, owner),
          canteens: [],
          owner,
        };
      }
      return {
        label: `canteen ${canteen}`,
        build: (db) => spec.byCanteen(db, canteen),
        canteens: [canteen],
        owner: null,
      };
    },
  };
}

interface GlobalSpec {
  rowId: string;
  existing: { path: string; data: Record<string, unknown> };
  created: { path: string; data: Record<string, unknown> };
  update: Record<string, unknown>;
  collection: string;
}

function global(spec: GlobalSpec): RowFixture {
  return {
    rowId: spec.rowId,
    variants: ['any'],
    existing: () => ({ ...structuredClone(spec.existing), canteens: [], owner: null }),
    created: () => ({ ...structuredClone(spec.created), canteens: [], owner: null }),
    update: () => structuredClone(spec.update),
    list: () => ({
      label: `${spec.collection} (first 10)`,
      build: (db) => query(collection(db, spec.collection), limit(10)),
      canteens: [],
      owner: null,
    }),
  };
}

const byField =
  (collectionPath: string, field: string, extra?: [string, string]) => (db: Firestore, value: string) =>
    extra
      ? query(collection(db, collectionPath), where(field, '==', value), where(extra[0], '==', extra[1]))
      : query(collection(db, collectionPath), where(field, '==', value));

const ownedBy =
  (collectionPath: string, extra?: [string, string]) => (db: Firestore, field: string, owner: string) =>
    extra
      ? query(collection(db, collectionPath), where(field, '==', owner), where(extra[0], '==', extra[1]))
      : query(collection(db, collectionPath), where(field, '==', owner));

export const ROW_FIXTURES: readonly RowFixture[] = [
  {
    rowId: 'canteens',
    variants: ['in', 'out'],
    existing: (variant) => {
      const canteen = canteenOf(variant);
      return {
        path: `canteens/${canteen}`,
        data: canteenDocument(canteen),
        canteens: [canteen],
        owner: null,
      };
    },
    created: (variant) => {
      const canteen = variant === 'out' ? NEW_OUT_CANTEEN : NEW_MANAGED_CANTEEN;
      return {
        path: `canteens/${canteen}`,
        data: { canteen_id: canteen, name: `Mensa ${canteen}`, endpoint_prefix: 'it' },
        canteens: [canteen],
        owner: null,
      };
    },
    update: () => ({ menu_structure: { occasions: [], diets: [], components: [] } }),
    list: (variant) => {
      const canteen = canteenOf(variant);
      return {
        label: `canteen_id == ${canteen}`,
        build: (db) => query(collection(db, 'canteens'), where('canteen_id', '==', canteen)),
        canteens: [canteen],
        owner: null,
      };
    },
  },
  scoped({
    rowId: 'canteens/rules',
    doc: (canteen, _owner, fresh) => ({
      path: `canteens/${canteen}/rules/${fresh ? 'import' : 'wallet'}`,
      data: { active: true, provider: 'TCPOS' },
    }),
    update: () => ({ active: false }),
    byCanteen: (db, canteen) => query(collection(db, `canteens/${canteen}/rules`), limit(10)),
  }),
  {
    rowId: 'users',
    variants: ['in', 'out'],
    existing: (variant) => {
      const [canteen, owner] = [canteenOf(variant), ownerOf(variant)];
      return { path: `users/${owner}`, data: customerDocument([canteen]), canteens: [canteen], owner };
    },
    created: (variant, principal) => {
      const canteen = canteenOf(variant);
      const owner = variant === 'out' ? `${STRANGER_UID}-new` : (principal.uid ?? 'nobody');
      return { path: `users/${owner}`, data: customerDocument([canteen]), canteens: [canteen], owner };
    },
    update: () => ({ profile: { ...(userTemplate.profile as object), company: 'Nuova Azienda S.r.l.' } }),
    list: (variant) => {
      const canteen = canteenOf(variant);
      return {
        label: `canteens array-contains ${canteen}`,
        build: (db) => query(collection(db, 'users'), where('canteens', 'array-contains', canteen)),
        canteens: [canteen],
        owner: null,
      };
    },
  },
  {
    rowId: 'user_claims',
    variants: ['in', 'out'],
    existing: (variant) => {
      const [canteen, owner] = [canteenOf(variant), ownerOf(variant)];
      return {
        path: `user_claims/${owner}`,
        data: { role: 'web_user', canteens: [canteen], updated_at: FIXED_NOW },
        canteens: [],
        owner,
      };
    },
    created: (variant, principal) => {
      const owner = variant === 'out' ? `${STRANGER_UID}-new` : (principal.uid ?? 'nobody');
      return {
        path: `user_claims/${owner}`,
        data: { role: 'admin', updated_at: FIXED_NOW },
        canteens: [],
        owner,
      };
    },
    update: () => ({ role: 'admin' }),
    list: () => ({
      label: 'user_claims (first 10)',
      build: (db) => query(collection(db, 'user_claims'), limit(10)),
      canteens: [],
      owner: null,
    }),
  },
  global({
    rowId: 'recipes',
    existing: { path: 'recipes/R_001', data: recipeTemplate },
    created: { path: 'recipes/R_NEW', data: { ...recipeTemplate, pos: 99 } },
    update: { euro: 5.5 },
    collection: 'recipes',
  }),
  scoped({
    rowId: 'menu',
    doc: (canteen, _owner, fresh) => {
      const date = fresh ? NEW_MENU_DAY : MENU_DAY;
      return { path: `menu/${canteen}_${date}`, data: menuDay(canteen, date) };
    },
    update: () => ({ items: [] }),
    byCanteen: byField('menu', 'canteen_id'),
  }),
  scoped({
    rowId: 'orders',
    doc: (canteen, owner, fresh) => ({
      path: `orders/ORD_${fresh ? 'NEW' : canteen}`,
      data: orderDocument(canteen, owner),
    }),
    ownerField: 'userid',
    update: () => ({ status: 2 }),
    byCanteen: byField('orders', 'canteenid', ['tag', 'shop']),
    byOwner: ownedBy('orders', ['tag', 'shop']),
  }),
  scoped({
    rowId: 'orders:ifm',
    doc: (canteen, owner, fresh) =>
      fresh
        ? { path: 'orders/IFM_NEW', data: newIfmDocument(canteen, owner) }
        : { path: `orders/IFM_${canteen}`, data: ifmDocument(canteen, owner) },
    ownerField: 'userid',
    update: (principal) => ifmStatusWrite(200, principal.uid, 'Presa in carico'),
    byCanteen: byField('orders', 'canteenid', ['tag', 'ifm']),
    byOwner: ownedBy('orders', ['tag', 'ifm']),
  }),
  scoped({
    rowId: 'chat',
    doc: (canteen, owner, fresh) =>
      fresh
        ? { path: 'chat/TICKET_NEW', data: newThreadDocument(canteen, owner) }
        : { path: `chat/TICKET_${canteen}`, data: threadDocument(canteen, owner) },
    ownerField: 'userid',
    update: () => ({ admin_last_read: FIXED_NOW }),
    byCanteen: byField('chat', 'canteen_id'),
    byOwner: ownedBy('chat'),
  }),
  scoped({
    rowId: 'services',
    doc: (canteen, _owner, fresh) =>
      fresh
        ? {
            path: `services/COFFEEBREAK_${canteen}`,
            data: { ...structuredClone(shopTemplate), tag: 'coffeebreak', canteen_id: canteen },
          }
        : {
            path: `services/SHOP_${canteen}`,
            data: { ...structuredClone(shopTemplate), canteen_id: canteen },
          },
    update: () => ({ hours: { from: '08:00', to: '15:00' } }),
    byCanteen: byField('services', 'canteen_id', ['tag', 'shop']),
  }),
  scoped({
    rowId: 'services:ifm',
    doc: (canteen) => ({
      path: `services/IFM_${canteen}`,
      data: { ...structuredClone(ifmServiceTemplate), canteen_id: canteen },
    }),
    createCanteens: { in: NEW_MANAGED_CANTEEN, out: NEW_OUT_CANTEEN },
    update: () => ({ hours: { from: '08:00', to: '15:00' } }),
    byCanteen: byField('services', 'canteen_id', ['tag', 'ifm']),
  }),
  ...(['SHOP', 'IFM'] as const).flatMap((prefix) => {
    const suffix = prefix === 'IFM' ? ':ifm' : '';
    return [
      scoped({
        rowId: `services/categories${suffix}`,
        doc: (canteen, _owner, fresh) => ({
          path: `services/${prefix}_${canteen}/categories/${prefix}_${canteen}_${fresh ? 'NEW' : 'CATEGORY'}`,
          data: structuredClone(prefix === 'IFM' ? ifmCategoryTemplate : shopCategoryTemplate),
        }),
        update: () => ({ stopped: true }),
        byCanteen: (db, canteen) =>
          query(collection(db, `services/${prefix}_${canteen}/categories`), limit(10)),
      }),
      scoped({
        rowId: `services/products${suffix}`,
        doc: (canteen, _owner, fresh) => ({
          path: `services/${prefix}_${canteen}/products/${prefix}_${canteen}_${fresh ? 'NEW' : 'PRODUCT'}`,
          data: structuredClone(prefix === 'IFM' ? ifmProductTemplate : shopProductTemplate),
        }),
        update: () => ({ available: false }),
        byCanteen: (db, canteen) =>
          query(collection(db, `services/${prefix}_${canteen}/products`), limit(10)),
      }),
    ];
  }),
  scoped({
    rowId: 'messages',
    doc: (canteen, _owner, fresh) => ({
      path: `messages/MSG_${fresh ? 'NEW' : canteen}`,
      data: { ...structuredClone(messageTemplate), canteen_id: canteen },
    }),
    update: () => ({ title: { en: 'Updated', it: 'Aggiornato', es: 'Actualizado', fr: 'Mis à jour' } }),
    byCanteen: byField('messages', 'canteen_id'),
  }),
  scoped({
    rowId: 'aree_news',
    doc: (canteen, _owner, fresh) => ({
      path: `aree_news/AN_${fresh ? 'NEW' : canteen}`,
      data: { ...structuredClone(newsAreaTemplate), canteen_id: canteen },
    }),
    update: () => ({ icon: 'star' }),
    byCanteen: byField('aree_news', 'canteen_id'),
  }),
  scoped({
    rowId: 'cost_centers',
    doc: (canteen, _owner, fresh) => ({
      path: `cost_centers/CC_${fresh ? 'NEW' : canteen}`,
      data: { ...structuredClone(costCentreTemplate), canteen_id: canteen },
    }),
    update: () => ({ name: 'Ufficio acquisti' }),
    byCanteen: byField('cost_centers', 'canteen_id'),
  }),
  global({
    rowId: 'payment_methods',
    existing: { path: 'payment_methods/PM_CREDIT_CARD', data: paymentMethodTemplate },
    created: { path: 'payment_methods/PM_NEW', data: { ...paymentMethodTemplate, code: 'NEW' } },
    update: { name: { en: 'Card', it: 'Carta', es: 'Tarjeta', fr: 'Carte' } },
    collection: 'payment_methods',
  }),
  scoped({
    rowId: 'canteen_payment_methods',
    doc: (canteen, _owner, fresh) => ({
      path: `canteen_payment_methods/CPM_${fresh ? 'NEW' : canteen}`,
      data: { ...structuredClone(canteenPaymentMethodTemplate), canteen_id: canteen },
    }),
    update: () => ({ kind: 'FOOD_24' }),
    byCanteen: byField('canteen_payment_methods', 'canteen_id'),
  }),
  global({
    rowId: 'static_data',
    existing: { path: 'static_data/news_area_bases', data: seeded('static_data/news_area_bases') },
    created: { path: 'static_data/new_settings', data: { bases: {} } },
    update: { bases: { '1': 'C_2002' } },
    collection: 'static_data',
  }),
  global({
    rowId: OTHER_ROW,
    existing: { path: 'suppliers/SUP_1', data: { name: 'Fornitore', canteens: [IN_CANTEEN] } },
    created: { path: 'suppliers/SUP_NEW', data: { name: 'Nuovo fornitore' } },
    update: { name: 'Fornitore 2' },
    collection: 'suppliers',
  }),
];

/** Every document the suites start from: the rows' existing documents and each principal's own user document. */
export function baselineDocuments(): Map<string, Record<string, unknown>> {
  const documents = new Map<string, Record<string, unknown>>();
  const add = (path: string, data: Record<string, unknown>) => documents.set(path, data);
  for (const fixture of ROW_FIXTURES) {
    for (const variant of fixture.variants) {
      const target = fixture.existing(variant);
      add(target.path, target.data);
    }
  }
  for (const principal of PRINCIPALS) {
    if (principal.uid && principal.userDocument && !documents.has(`users/${principal.uid}`)) {
      add(`users/${principal.uid}`, principal.userDocument);
    }
  }
  return documents;
}

/** The fixture of a row. */
export function fixtureFor(rowId: string): RowFixture {
  const fixture = ROW_FIXTURES.find((candidate) => candidate.rowId === rowId);
  if (!fixture) throw new Error(`No fixture for row ${rowId}`);
  return fixture;
}
