// Creates a canteen from the wizard (spec §6 CreazioneMense) in one transaction: refuses a taken id, copies the
// template's menu structure, adds the canteen to the chosen staff's bo_canteens and deletes the finished draft.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  WIZARD_DRAFTS_COLLECTION,
  canAccessAllCanteens,
  canteenFromWizard,
  isBackOfficeRole,
  isSelectableUser,
  resolveRole,
  wizardCanteenId,
  type CanteenWizard,
} from '@backoffice/shared';

export type CreateCanteenOutcome =
  | { result: 'created'; canteenId: string }
  | { result: 'taken'; canteenId: string }
  | { result: 'no-template'; canteenId: string }
  | { result: 'bad-staff'; canteenId: string; uids: string[] };

/** A user the wizard may add as staff: offered for selection (§5) and a back-office role limited to its canteens. */
export function isWizardStaff(user: Record<string, unknown> | undefined): boolean {
  if (!user || !isSelectableUser(user)) return false;
  const role = resolveRole(user);
  return isBackOfficeRole(role) && !canAccessAllCanteens(role);
}

/**
 * Everything or nothing: the canteen is created only when its id is free, the template exists and every staff
 * member qualifies. The stamp (updated_by, updated_at) makes the activity-log trigger record the creation with its
 * author; the canteens trigger then copies the news areas of the base canteen.
 */
export async function createCanteenFromWizard(
  db: Firestore,
  input: { wizard: CanteenWizard; draftId: string | null; by: string },
): Promise<CreateCanteenOutcome> {
  const canteenId = wizardCanteenId(input.wizard.number);
  const canteenRef = db.doc(`canteens/${canteenId}`);
  const templateRef = db.doc(`canteens/${input.wizard.template_canteen_id}`);
  const staffRefs = input.wizard.staff.map((uid) => db.doc(`users/${uid}`));
  return db.runTransaction(async (transaction) => {
    const [canteen, template, ...staff] = await transaction.getAll(canteenRef, templateRef, ...staffRefs);
    if (canteen!.exists) return { result: 'taken', canteenId };
    if (!template!.exists) return { result: 'no-template', canteenId };
    const badStaff = staff.filter((user) => !isWizardStaff(user.data())).map((user) => user.id);
    if (badStaff.length > 0) return { result: 'bad-staff', canteenId, uids: badStaff };
    transaction.create(canteenRef, {
      ...canteenFromWizard(input.wizard, template!.get('menu_structure')),
      created_at: FieldValue.serverTimestamp(),
      updated_by: input.by,
      updated_at: FieldValue.serverTimestamp(),
    });
    for (const user of staff) transaction.update(user.ref, { bo_canteens: FieldValue.arrayUnion(canteenId) });
    if (input.draftId) transaction.delete(db.doc(`${WIZARD_DRAFTS_COLLECTION}/${input.draftId}`));
    return { result: 'created', canteenId };
  });
}
