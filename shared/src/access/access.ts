// Answers of the collection access table: which grant allows an operation, for whom, on which fields.
import { COLLECTION_ACCESS } from './collections';
import {
  READ_ONLY_ROLES,
  WRITE_OPERATIONS,
  type AccessOperation,
  type CollectionAccess,
  type FieldLimit,
  type Grant,
  type StaffGrant,
} from './access-types';
import { SCREEN_PERMISSIONS, canAccessAllCanteens } from './permissions';
import { ROLE_PRIORITY, isBackOfficeRole, type BackOfficeRole, type Role } from './roles';

export * from './access-types';
export * from './collections';

/** The row with this id; throws on an unknown id (a typo in a caller is a bug). */
export function accessRow(id: string): CollectionAccess {
  const row = COLLECTION_ACCESS.find((entry) => entry.id === id);
  if (!row) throw new Error(`No access-table row ${id}`);
  return row;
}

/** The back-office roles a staff grant covers for an operation (read-only roles never write). */
export function grantRoles(grant: StaffGrant, op: AccessOperation): readonly BackOfficeRole[] {
  const roles: readonly BackOfficeRole[] =
    grant.roles ?? (grant.screens ?? []).flatMap((key): readonly BackOfficeRole[] => SCREEN_PERMISSIONS[key]);
  const writes = WRITE_OPERATIONS.includes(op);
  return ROLE_PRIORITY.filter((role) => roles.includes(role) && !(writes && READ_ONLY_ROLES.includes(role)));
}

/** The facts about one request that the table's answer depends on. */
export interface AccessRequest {
  /** The caller's role claim; null when not signed in. */
  role: Role | null;
  /** The document's canteen is in the caller's `bo_canteens`. */
  managesCanteen?: boolean;
  /** The caller owns the document (owner field, or it is their users/{uid}). */
  ownsDocument?: boolean;
  /** The document's canteen is in the caller's `canteens` (a customer there). */
  memberOfCanteen?: boolean;
  /** For update: the top-level fields that change. */
  changedFields?: readonly string[];
}

function fieldsAllowed(
  limit: FieldLimit | undefined,
  op: AccessOperation,
  changed: readonly string[],
): boolean {
  if (op !== 'update' || limit === undefined) return true;
  return 'only' in limit
    ? changed.every((field) => limit.only.includes(field))
    : !changed.some((field) => limit.except.includes(field));
}

function grantAllows(grant: Grant, op: AccessOperation, request: AccessRequest): boolean {
  if (!grant.ops.includes(op) || !fieldsAllowed(grant.fields, op, request.changedFields ?? [])) return false;
  if (op === 'update' && request.ownsDocument === true && (request.changedFields ?? []).some((field) => grant.notOnOwn?.includes(field))) return false;
  switch (grant.to) {
    case 'owner':
      return request.ownsDocument === true && (!grant.inOwnCanteen || request.memberOfCanteen === true);
    case 'member':
      return request.memberOfCanteen === true;
    case 'staff': {
      const role = request.role;
      if (!isBackOfficeRole(role) || !grantRoles(grant, op).includes(role)) return false;
      return grant.scope === 'global' || canAccessAllCanteens(role) || request.managesCanteen === true;
    }
  }
}

/**
 * What the table answers for one request: true when some grant of the row allows the operation.
 * Not signed in → always false. Constraints on values (statuses, transitions, message authors, field
 * types and sizes) are stated in the grants' `why` and enforced by the rules on top of this answer.
 */
export function accessAllowed(rowId: string, op: AccessOperation, request: AccessRequest): boolean {
  if (request.role === null) return false;
  return accessRow(rowId).grants.some((grant) => grantAllows(grant, op, request));
}

/** Every field named by a field limit of the row's update grants (the field-level cases probe each). */
export function limitedFields(rowId: string): string[] {
  const fields = accessRow(rowId)
    .grants.filter((grant) => grant.ops.includes('update') && grant.fields)
    .flatMap((grant) => {
      const limit = grant.fields as FieldLimit;
      return 'only' in limit ? limit.only : limit.except;
    });
  return [...new Set(fields)];
}

/**
 * Limits of field values the rules enforce on every client write (lengths in characters, list sizes in
 * entries). Documents stay far below Firestore's 1 MiB; the logo and images are data URLs until files move
 * to Cloud Storage.
 */
export const DOCUMENT_LIMITS = {
  /** Names, subjects, codes shown in lists. */
  shortText: 200,
  /** Descriptions, notes, communication texts, chat messages. */
  longText: 4000,
  /** An identifier (canteen id, uid, product id). */
  id: 128,
  /** A logo or image as a data URL. */
  image: 400_000,
  /** Lines of an order, items of a menu day. */
  lines: 500,
  /** Canteens in `bo_canteens` or `canteens`. */
  canteens: 100,
  /** Device tokens of a user. */
  deviceTokens: 20,
  /** Messages of a chat thread. */
  chatMessages: 5000,
} as const;
