// Callable printers: a test print of a printer, or another attempt of a failed print job (Printers dashboard roles).
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import {
  PRINTERS,
  PRINT_JOBS,
  canManageCanteen,
  canOpenScreen,
  printerRequestSchema,
  resolveRole,
} from '@backoffice/shared';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { printDeps } from '../lib/print-deps';
import { dispatchPrintJob, printTestPage } from '../services/printers/print-jobs';
import { parseCallableInput } from './parse-input';

/** Errors: unauthenticated, invalid-argument (nothing written), permission-denied (role or canteen), not-found, failed-precondition (only a failed job is retried). */
export const printers = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to print');
  const input = parseCallableInput(printerRequestSchema, request.data);
  const target =
    input.action === 'test'
      ? db.doc(`${PRINTERS}/${input.printer_id}`)
      : db.doc(`${PRINT_JOBS}/${input.job_id}`);
  const [snapshot, user] = await Promise.all([target.get(), db.doc(`users/${request.auth.uid}`).get()]);
  if (!snapshot.exists) throw new HttpsError('not-found', `${target.path} not found`);
  const role = resolveRole(user.data());
  const boCanteens = (Array.isArray(user.get('bo_canteens')) ? user.get('bo_canteens') : []) as string[];
  if (
    !canOpenScreen('PrintersDashboard', role) ||
    !canManageCanteen(String(snapshot.get('canteen_id')), role, boCanteens)
  ) {
    throw new HttpsError(
      'permission-denied',
      `Role ${role} may not print in ${String(snapshot.get('canteen_id'))}`,
    );
  }
  if (input.action === 'test') {
    const result = await printTestPage(printDeps(), snapshot.id, request.auth.uid);
    logger.info('test print', { uid: request.auth.uid, ...result });
    return result;
  }
  if (snapshot.get('status') !== 'failed')
    throw new HttpsError('failed-precondition', 'Only a failed job is printed again');
  // Due now, even after its retries ran out: a person asked for it.
  await target.update({ next_attempt_at: Timestamp.now(), updated_at: FieldValue.serverTimestamp() });
  return { jobId: snapshot.id, result: await dispatchPrintJob(printDeps(), snapshot.id) };
});
