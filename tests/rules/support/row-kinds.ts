// The kinds of matrix fixture: a row's targets per variant (in / out / any), built for canteen-scoped and global rows.
import { collection, limit, query, where, type Firestore, type Query } from 'firebase/firestore';
import { CUSTOMER_UID, IN_CANTEEN, OUT_CANTEEN, STRANGER_UID, type Principal } from './principals';

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

export const canteenOf = (variant: Variant) => (variant === 'out' ? OUT_CANTEEN : IN_CANTEEN);
export const ownerOf = (variant: Variant) => (variant === 'out' ? STRANGER_UID : CUSTOMER_UID);
/** The owner of a document a principal creates: itself for "in", a stranger for "out". */
export const creatorOf = (variant: Variant, principal: Principal) =>
  variant === 'out' ? STRANGER_UID : (principal.uid ?? 'nobody');

export interface ScopedSpec {
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

export function scoped(spec: ScopedSpec): RowFixture {
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

export interface GlobalSpec {
  rowId: string;
  existing: { path: string; data: Record<string, unknown> };
  created: { path: string; data: Record<string, unknown> };
  update: Record<string, unknown>;
  collection: string;
}

export function global(spec: GlobalSpec): RowFixture {
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

export const byField =
  (collectionPath: string, field: string, extra?: [string, string]) => (db: Firestore, value: string) =>
    extra
      ? query(collection(db, collectionPath), where(field, '==', value), where(extra[0], '==', extra[1]))
      : query(collection(db, collectionPath), where(field, '==', value));

export const ownedBy =
  (collectionPath: string, extra?: [string, string]) => (db: Firestore, field: string, owner: string) =>
    extra
      ? query(collection(db, collectionPath), where(field, '==', owner), where(extra[0], '==', extra[1]))
      : query(collection(db, collectionPath), where(field, '==', owner));
