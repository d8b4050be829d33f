// An admin's change of a user's role and managed canteens, written with its activity-log entry in one transaction.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  USER_ACCESS_LOG_COLLECTION,
  WRITE_ENTRY_KIND,
  diffFields,
  userAccessFields,
  writeEntryId,
  type UserAccessForm,
} from '@backoffice/shared';
import { ACTIVITY_LOG } from './activity-log';

export type UserAccessOutcome =
  | { result: 'not-found' }
  | { result: 'unchanged' }
  | { result: 'written'; entryId: string };

/**
 * Sets `role`, `roles` and `bo_canteens` of users/{uid} and records who changed what (before and after) in
 * activity_log, as the audit trigger records configuration writes: users are not an audited collection (their
 * documents change on every canteen choice), so this change logs itself. Nothing is written when nothing changes.
 */
export async function applyUserAccess(
  db: Firestore,
  change: { uid: string; form: UserAccessForm; by: string; byRole: string; now: Date },
): Promise<UserAccessOutcome> {
  const target = db.doc(`users/${change.uid}`);
  const entry = db.collection(ACTIVITY_LOG).doc(writeEntryId(`userAccess_${change.uid}_${change.now.getTime()}`));
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(target);
    if (!snapshot.exists) return { result: 'not-found' } as const;
    const fields = userAccessFields(change.form);
    const before = {
      role: snapshot.get('role') as unknown,
      roles: snapshot.get('roles') as unknown,
      bo_canteens: snapshot.get('bo_canteens') as unknown,
    };
    const { changes, truncated } = diffFields(before, fields);
    if (changes.length === 0) return { result: 'unchanged' } as const;
    transaction.update(target, { ...fields, updated_by: change.by, updated_at: FieldValue.serverTimestamp() });
    transaction.create(entry, {
      kind: WRITE_ENTRY_KIND,
      user: change.by,
      role: change.byRole,
      canteen_id: null,
      collection: USER_ACCESS_LOG_COLLECTION,
      doc_id: change.uid,
      doc_path: target.path,
      operation: 'update',
      changes,
      truncated,
      at: Timestamp.fromDate(change.now),
      event_id: entry.id,
    });
    return { result: 'written', entryId: entry.id } as const;
  });
}
