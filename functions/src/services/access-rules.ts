// Writes of a canteen's access rules (spec §2 /access_rules, Admin): the rules let clients only read them, so role,
// canteen, the pattern's validity and the audit stamp are checked and set here.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  ACCESS_RULES,
  canManageCanteen,
  canOpenScreen,
  resolveRole,
  type AccessRulesRequest,
} from '@backoffice/shared';

export class AccessRulesError extends Error {
  constructor(
    readonly code: 'permission-denied' | 'not-found',
    message: string,
    readonly messageKey: string,
  ) {
    super(message);
  }
}

export async function handleAccessRules(
  db: Firestore,
  uid: string,
  request: AccessRulesRequest,
): Promise<{ rule_id: string; deleted?: boolean }> {
  const user = (await db.doc(`users/${uid}`).get()).data() ?? {};
  const role = resolveRole(user);
  const boCanteens = Array.isArray(user.bo_canteens) ? (user.bo_canteens as string[]) : [];
  if (!canOpenScreen('Admin', role) || !canManageCanteen(request.canteen_id, role, boCanteens))
    throw new AccessRulesError(
      'permission-denied',
      `Role ${role} may not edit access rules`,
      'errors.forbidden',
    );
  const collection = db.collection(ACCESS_RULES);
  const ref = request.rule_id ? collection.doc(request.rule_id) : collection.doc();
  if (request.rule_id) {
    const before = await ref.get();
    if (!before.exists || before.get('canteen_id') !== request.canteen_id) {
      if (request.action === 'delete') return { rule_id: ref.id, deleted: false };
      throw new AccessRulesError('not-found', `No access rule ${request.rule_id}`, 'errors.notFound');
    }
  }
  if (request.action === 'delete') {
    await ref.delete();
    return { rule_id: ref.id, deleted: true };
  }
  await ref.set({
    ...request.rule,
    canteen_id: request.canteen_id,
    // The audit stamp (activity log): who wrote, at the server's time.
    updated_by: uid,
    updated_at: FieldValue.serverTimestamp(),
  });
  return { rule_id: ref.id };
}
