// Writes of contribution rules and invitation codes (spec §3 vouchers_rules, Invitation code; §5; §6 RegoleContribuzione).
// The rules let clients only read them: creator, canteen, list keys and the audit stamp are set here, and a code's new
// validity moves its linked rule's in the same transaction, so the two never disagree.
import { FieldValue, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  CONTRIBUTION_RULES,
  INVITATION_CODES,
  bulkCodeNames,
  canManageCanteen,
  canOpenScreen,
  contributionRuleSortKey,
  invitationCodeId,
  resolveRole,
  storedDateOfDay,
  type BulkCodes,
  type ContributionRulesRequest,
  type ContributionRulesResult,
  type InvitationCodeForm,
} from '@backoffice/shared';
import { runTransactionRetrying } from './transaction-retry';

export type ContributionRulesErrorCode = 'permission-denied' | 'not-found' | 'failed-precondition';

/** A refusal with the i18n key the SPA shows (namespace contributionRules). */
export class ContributionRulesError extends Error {
  constructor(
    readonly code: ContributionRulesErrorCode,
    message: string,
    readonly messageKey: string,
  ) {
    super(message);
  }
}

/** The RegoleContribuzione roles of the canteen (spec §6); a viewer never writes. */
export async function assertRuleEditor(db: Firestore, uid: string, canteenId: string): Promise<void> {
  const user = (await db.doc(`users/${uid}`).get()).data() ?? {};
  const role = resolveRole(user);
  const boCanteens = Array.isArray(user.bo_canteens) ? (user.bo_canteens as string[]) : [];
  if (!canOpenScreen('RegoleContribuzione', role) || !canManageCanteen(canteenId, role, boCanteens))
    throw new ContributionRulesError(
      'permission-denied',
      `Role ${role} may not edit contribution rules of ${canteenId}`,
      'errors.forbidden',
    );
}

/** The audit stamp (activity log): the writer and the server time of this write. */
function stamp(uid: string) {
  return { updated_by: uid, updated_at: FieldValue.serverTimestamp() };
}

function codeDocument(canteenId: string, code: string, form: Omit<InvitationCodeForm, 'code'>, uid: string) {
  return {
    canteen_id: canteenId,
    code,
    valid_from: storedDateOfDay(form.valid_from),
    valid_to: storedDateOfDay(form.valid_to),
    voucher: form.voucher && {
      value: form.voucher.value,
      valid_from: storedDateOfDay(form.voucher.valid_from),
      valid_to: storedDateOfDay(form.voucher.valid_to),
    },
    rule_id: form.rule_id,
    ...stamp(uid),
  };
}

/** Reads the linked rule inside the transaction; it must exist and belong to the canteen. */
async function linkedRule(tx: Transaction, db: Firestore, canteenId: string, ruleId: string | null) {
  if (ruleId === null) return null;
  const ref = db.collection(CONTRIBUTION_RULES).doc(ruleId);
  const snapshot = await tx.get(ref);
  if (!snapshot.exists || snapshot.get('canteen_id') !== canteenId)
    throw new ContributionRulesError('not-found', `No rule ${ruleId} in ${canteenId}`, 'errors.ruleNotFound');
  return { ref, data: snapshot.data() as DocumentData };
}

async function saveCode(db: Firestore, uid: string, canteenId: string, form: InvitationCodeForm) {
  return runTransactionRetrying(db, async (tx) => {
    const ref = db.collection(INVITATION_CODES).doc(invitationCodeId(canteenId, form.code));
    const before = await tx.get(ref);
    const rule = await linkedRule(tx, db, canteenId, form.rule_id);
    tx.set(ref, codeDocument(canteenId, form.code, form, uid));
    // Spec §5: the code's validity is the linked rule's; written in this transaction or not at all.
    const ruleMoves =
      rule !== null && (rule.data.valid_from !== form.valid_from || rule.data.valid_to !== form.valid_to);
    if (rule && ruleMoves)
      tx.update(rule.ref, { valid_from: form.valid_from, valid_to: form.valid_to, ...stamp(uid) });
    return { created: !before.exists, rule_moved: ruleMoves };
  });
}

async function generateCodes(db: Firestore, uid: string, canteenId: string, bulk: BulkCodes) {
  const codes = bulkCodeNames(bulk);
  return runTransactionRetrying(db, async (tx) => {
    const refs = codes.map((code) => db.collection(INVITATION_CODES).doc(invitationCodeId(canteenId, code)));
    const existing = (await tx.getAll(...refs)).filter((snapshot) => snapshot.exists);
    if (existing.length > 0)
      throw new ContributionRulesError(
        'failed-precondition',
        `${existing.length} of the codes exist already (${existing[0]!.get('code')})`,
        'errors.codesExist',
      );
    const rule = await linkedRule(tx, db, canteenId, bulk.rule_id);
    refs.forEach((ref, index) => tx.create(ref, codeDocument(canteenId, codes[index]!, bulk, uid)));
    if (rule) tx.update(rule.ref, { valid_from: bulk.valid_from, valid_to: bulk.valid_to, ...stamp(uid) });
    return codes;
  });
}

export async function handleContributionRules(
  db: Firestore,
  uid: string,
  request: ContributionRulesRequest,
): Promise<ContributionRulesResult> {
  const canteenId = request.canteen_id;
  await assertRuleEditor(db, uid, canteenId);
  const rules = db.collection(CONTRIBUTION_RULES);
  switch (request.action) {
    case 'saveRule': {
      const ref = request.rule_id ? rules.doc(request.rule_id) : rules.doc();
      const created = await runTransactionRetrying(db, async (tx) => {
        const before = await tx.get(ref);
        if (request.rule_id && (!before.exists || before.get('canteen_id') !== canteenId))
          throw new ContributionRulesError('not-found', `No rule ${request.rule_id}`, 'errors.ruleNotFound');
        tx.set(ref, {
          ...request.rule,
          canteen_id: canteenId,
          sort_name: contributionRuleSortKey(request.rule.name),
          ...stamp(uid),
        });
        return !before.exists;
      });
      return { action: 'saveRule', rule_id: ref.id, created };
    }
    case 'deleteRule': {
      const ref = rules.doc(request.rule_id);
      const deleted = await runTransactionRetrying(db, async (tx) => {
        const before = await tx.get(ref);
        if (!before.exists || before.get('canteen_id') !== canteenId) return false;
        tx.delete(ref);
        return true;
      });
      return { action: 'deleteRule', deleted };
    }
    case 'saveCode': {
      const saved = await saveCode(db, uid, canteenId, request.code);
      return {
        action: 'saveCode',
        code: request.code.code,
        created: saved.created,
        rule_moved: saved.rule_moved,
      };
    }
    case 'generateCodes':
      return { action: 'generateCodes', codes: await generateCodes(db, uid, canteenId, request.bulk) };
    case 'deleteCode': {
      const ref = db.collection(INVITATION_CODES).doc(invitationCodeId(canteenId, request.code));
      const existed = (await ref.get()).exists;
      await ref.delete();
      return { action: 'deleteCode', deleted: existed };
    }
  }
}
