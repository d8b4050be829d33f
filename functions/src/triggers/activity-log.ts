// Activity-log triggers: one per audited collection (AUDITED_COLLECTIONS), each recording back-office writes.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions/v2';
import { AUDITED_COLLECTIONS, auditTriggerName, type AuditedCollection } from '@backoffice/shared';
import { auth, db } from '../lib/admin';
import { claimsRole, recordAuditedWrite } from '../services/activity-log-writes';
import { skippingSeedWrites } from '../lib/seed-writes';

function auditTrigger(collection: AuditedCollection) {
  return onDocumentWritten(collection.path, skippingSeedWrites(async (event) => {
    const params = event.params as { docId: string; parentId?: string };
    const after = event.data?.after.exists ? event.data.after : undefined;
    const before = event.data?.before.exists ? event.data.before : undefined;
    const outcome = await recordAuditedWrite(
      { db, now: () => new Date(), roleOf: claimsRole((uid) => auth.getUser(uid)) },
      {
        id: event.id,
        time: new Date(event.time),
        collection,
        params,
        docPath: (after ?? before)?.ref.path ?? event.document,
        before: before?.data(),
        after: after?.data(),
        afterUpdateTime: after?.updateTime,
      },
    );
    if (outcome.result !== 'skipped')
      logger.info('audited write', { collection: collection.key, eventId: event.id, outcome });
  }));
}

/** Exported as a group: functions auditLog-canteens, auditLog-servicesCategories, … (activity_log is not one). */
export const auditLog = Object.fromEntries(
  AUDITED_COLLECTIONS.map((collection) => [auditTriggerName(collection), auditTrigger(collection)]),
);
