// A customer activated or deactivated (spec §6 GestioneUtenti): the user document's `disabled` flag, the Auth
// account's own (a deactivated customer cannot sign in; its refresh tokens are revoked) and an activity-log entry.
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  USER_ACCESS_LOG_COLLECTION,
  WRITE_ENTRY_KIND,
  customerInScope,
  writeEntryId,
} from '@backoffice/shared';
import { ACTIVITY_LOG } from './activity-log';

export type CustomerStatusOutcome =
  | { result: 'not-found' }
  | { result: 'out-of-scope' }
  | { result: 'unchanged' }
  | { result: 'written'; entryId: string };

export interface CustomerStatusChange {
  uid: string;
  canteenId: string;
  active: boolean;
  by: string;
  byRole: string;
  /** The caller's own company (profile.company): a company manager acts only on its company's customers. */
  byCompany: string | null;
  now: Date;
}

function isUserNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'auth/user-not-found';
}

/**
 * Sets `disabled` on users/{uid} (removed when active) with its log entry in one transaction, then the account's
 * flag. The customer must be of the canteen (its `canteens`) and, for a company manager, of the caller's company.
 */
export async function applyCustomerStatus(
  deps: { db: Firestore; auth: Pick<Auth, 'updateUser' | 'revokeRefreshTokens'> },
  change: CustomerStatusChange,
): Promise<CustomerStatusOutcome> {
  const { db, auth } = deps;
  const target = db.doc(`users/${change.uid}`);
  const entry = db.collection(ACTIVITY_LOG).doc(writeEntryId(`customerStatus_${change.uid}_${change.now.getTime()}`));
  const outcome = await db.runTransaction(async (transaction): Promise<CustomerStatusOutcome> => {
    const snapshot = await transaction.get(target);
    if (!snapshot.exists) return { result: 'not-found' };
    const canteens = snapshot.get('canteens') as unknown;
    if (!Array.isArray(canteens) || !canteens.includes(change.canteenId)) return { result: 'out-of-scope' };
    const company = snapshot.get('profile.company') as unknown;
    if (!customerInScope(change.byRole, change.byCompany, typeof company === 'string' ? company : null))
      return { result: 'out-of-scope' };
    const wasDisabled = snapshot.get('disabled') === true;
    if (wasDisabled === !change.active) return { result: 'unchanged' };
    transaction.update(target, {
      disabled: change.active ? FieldValue.delete() : true,
      updated_by: change.by,
      updated_at: FieldValue.serverTimestamp(),
    });
    transaction.create(entry, {
      kind: WRITE_ENTRY_KIND,
      user: change.by,
      role: change.byRole,
      canteen_id: change.canteenId,
      collection: USER_ACCESS_LOG_COLLECTION,
      doc_id: change.uid,
      doc_path: target.path,
      operation: 'update',
      changes: [{ field: 'disabled', before: wasDisabled, after: !change.active }],
      truncated: false,
      at: Timestamp.fromDate(change.now),
      event_id: entry.id,
    });
    return { result: 'written', entryId: entry.id };
  });
  if (outcome.result === 'written') {
    try {
      await auth.updateUser(change.uid, { disabled: !change.active });
      if (!change.active) await auth.revokeRefreshTokens(change.uid);
    } catch (error) {
      // A customer document without an account (never signed up): the document's flag is all there is.
      if (!isUserNotFound(error)) throw error;
    }
  }
  return outcome;
}
