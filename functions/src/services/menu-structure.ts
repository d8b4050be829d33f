// Saving a canteen's menu structure (issue 15, spec §6 MenuStructure, §5): the only writer of `menu_structure` besides
// the canteen wizard and the seed. The change (combinations, or names and course maxima) is applied to the structure
// stored at that moment, inside a transaction, and the result must pass the shared menuStructureWriteSchema.
import {
  applyMenuStructureSave,
  canManageCanteen,
  canOpenScreen,
  menuStructureWriteSchema,
  parseMenuStructure,
  resolveRole,
  type MenuStructureSaveRequest,
} from '@backoffice/shared';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

export class MenuStructureSaveError extends Error {
  constructor(
    readonly code: 'permission-denied' | 'not-found' | 'invalid-argument',
    message: string,
    readonly issues?: Array<{ path: string; message: string }>,
  ) {
    super(message);
  }
}

export async function saveMenuStructure(
  db: Firestore,
  uid: string,
  request: MenuStructureSaveRequest,
): Promise<{ saved: true }> {
  const user = await db.doc(`users/${uid}`).get();
  const role = resolveRole(user.data());
  if (!canOpenScreen('MenuStructure', role))
    throw new MenuStructureSaveError('permission-denied', `Role ${role} may not edit menu structures`);
  const boCanteens: unknown = user.get('bo_canteens') ?? [];
  if (!canManageCanteen(request.canteen_id, role, Array.isArray(boCanteens) ? (boCanteens as string[]) : []))
    throw new MenuStructureSaveError(
      'permission-denied',
      `Canteen ${request.canteen_id} is not managed by this user`,
    );

  const canteen = db.doc(`canteens/${request.canteen_id}`);
  await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(canteen);
    if (!snapshot.exists)
      throw new MenuStructureSaveError('not-found', `canteens/${request.canteen_id} not found`);
    const next = applyMenuStructureSave(parseMenuStructure(snapshot.get('menu_structure')), request);
    const parsed = menuStructureWriteSchema.safeParse(next);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      }));
      throw new MenuStructureSaveError(
        'invalid-argument',
        `Invalid menu structure: ${issues.map((issue) => `${issue.path} ${issue.message}`).join('; ')}`,
        issues,
      );
    }
    // The stamp makes the activity-log trigger record the change (who, before, after).
    transaction.update(canteen, {
      menu_structure: parsed.data,
      updated_by: uid,
      updated_at: FieldValue.serverTimestamp(),
    });
  });
  return { saved: true };
}
