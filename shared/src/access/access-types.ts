// The shape of the collection access table (shared/src/access/collections/): operations, grants, rows.
import type { ScreenKey } from './permissions';
import type { BackOfficeRole } from './roles';

/** The five operations a security rule distinguishes. */
export const ACCESS_OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type AccessOperation = (typeof ACCESS_OPERATIONS)[number];

/** Operations that change data. */
export const WRITE_OPERATIONS: readonly AccessOperation[] = ['create', 'update', 'delete'];

/** Roles that only ever read ("a visualizzatore only reads"): removed from every write grant. */
export const READ_ONLY_ROLES: readonly BackOfficeRole[] = ['visualizzatore'];

/** Which top-level fields an update may change: only these, or any but these. */
export type FieldLimit = { readonly only: readonly string[] } | { readonly except: readonly string[] };

interface GrantBase {
  readonly ops: readonly AccessOperation[];
  /** For update: the fields this grant lets change. */
  readonly fields?: FieldLimit;
  /** For update: fields the grant never lets a caller change on their own document (their own role). */
  readonly notOnOwn?: readonly string[];
  /** Why, where the spec is silent or the reading is not obvious. */
  readonly why?: string;
}

/**
 * A grant to back-office roles: the roles of the screen keys (or, where no key applies, roles named with
 * the reason), in the canteens of their `bo_canteens` (`scope: 'canteen'`; admin and admin_provider any
 * canteen) or regardless of canteen (`scope: 'global'`, documents that belong to no canteen).
 */
export type StaffGrant = GrantBase & {
  readonly to: 'staff';
  readonly scope: 'canteen' | 'global';
} & (
    | { readonly screens: readonly ScreenKey[]; readonly roles?: never }
    | { readonly roles: readonly BackOfficeRole[]; readonly screens?: never; readonly why: string }
  );

/** A grant to any signed-in user on documents they own (owner field, or the document id for users/{uid}). */
export interface OwnerGrant extends GrantBase {
  readonly to: 'owner';
  /** Create only: the new document's canteen must be one of the user's `canteens` (a customer there). */
  readonly inOwnCanteen?: boolean;
  readonly why: string;
}

/** A grant to any signed-in user on the canteens of their `canteens` list (customers). */
export interface MemberGrant extends GrantBase {
  readonly to: 'member';
  readonly why: string;
}

export type Grant = StaffGrant | OwnerGrant | MemberGrant;

/** How a document names its canteen. */
export type CanteenLink =
  | { readonly kind: 'field'; readonly field: string; readonly alsoField?: string }
  | { readonly kind: 'documentId' }
  | { readonly kind: 'parentCanteenId' }
  | { readonly kind: 'parentServiceId' }
  | { readonly kind: 'anyOf'; readonly field: string };

/** One row of the access table. */
export interface CollectionAccess {
  /** Row id: the collection path, qualified when one collection holds two kinds of document. */
  readonly id: string;
  /** Document path with wildcards, as firestore.rules matches it. */
  readonly path: string;
  /** Which documents of the path the row covers. */
  readonly covers: string;
  /** The document's canteen (null: the document belongs to no canteen). */
  readonly canteen: CanteenLink | null;
  /**
   * The field holding the owner's uid, 'documentId' when the id is the uid, 'parentId' when the parent
   * document's id is (users/{uid}/inbox), null when nobody owns it.
   */
  readonly owner: string | null;
  readonly grants: readonly Grant[];
  /** Least-privilege choices where the spec is silent (rendered in the README). */
  readonly decisions?: readonly string[];
}
