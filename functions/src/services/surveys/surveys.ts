// Surveys (spec §6 Surveys, issue 22): save, schedule, close, delete and report through the `surveys` callable, and
// the scheduled job that opens and closes them. Every write here carries the caller's stamp, so the activity log
// records it as the back-office write it is; the job's writes carry none (not a person's write).
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  SURVEYS,
  SURVEY_RESPONSES,
  buildSurveyReport,
  canManageCanteen,
  canOpenScreen,
  resolveRole,
  scheduleProblem,
  surveyDocumentSchema,
  surveyEditable,
  surveySearchKeywords,
  surveyStateAt,
  toDate,
  type SurveyReport,
  type SurveyRequest,
  type SurveyState,
} from '@backoffice/shared';
import { runTransactionRetrying } from '../transaction-retry';

export interface SurveyDeps {
  db: Firestore;
  now: () => Date;
}

export type SurveyErrorCode = 'permission-denied' | 'not-found' | 'failed-precondition' | 'invalid-argument';

/** A refusal with the i18n key the SPA shows (namespace surveys). */
export class SurveyError extends Error {
  constructor(
    readonly code: SurveyErrorCode,
    message: string,
    readonly messageKey: string,
  ) {
    super(message);
  }
}

export type SurveyResult =
  | { id: string; status: SurveyState }
  | { id: string; deleted: true; responses: number }
  | { id: string; report: SurveyReport };

/** Refuses a caller who may not open /surveys in the canteen (spec §6 Surveys: management roles). */
async function ensureSurveyStaff(db: Firestore, uid: string, canteenId: string): Promise<void> {
  const user = (await db.doc(`users/${uid}`).get()).data();
  const role = resolveRole(user);
  const boCanteens = Array.isArray(user?.bo_canteens) ? user.bo_canteens.filter((id): id is string => typeof id === 'string') : [];
  if (!canOpenScreen('Surveys', role) || !canManageCanteen(canteenId, role, boCanteens)) {
    throw new SurveyError('permission-denied', `Role ${role} may not manage the surveys of ${canteenId}`, 'errors.forbidden');
  }
}

async function existingSurvey(db: Firestore, id: string): Promise<DocumentData> {
  const snapshot = await db.doc(`${SURVEYS}/${id}`).get();
  if (!snapshot.exists) throw new SurveyError('not-found', `Survey ${id} not found`, 'errors.notFound');
  return snapshot.data()!;
}

const stamp = (uid: string) => ({ updated_by: uid, updated_at: FieldValue.serverTimestamp() });

async function save(deps: SurveyDeps, uid: string, request: Extract<SurveyRequest, { action: 'save' }>): Promise<SurveyResult> {
  await ensureSurveyStaff(deps.db, uid, request.canteen_id);
  const form = request.survey;
  if (request.schedule) {
    const problem = scheduleProblem(form);
    if (problem) throw new SurveyError('failed-precondition', `The survey cannot be scheduled: ${problem}`, problem);
    if (Date.parse(form.closes_at!) <= deps.now().getTime())
      throw new SurveyError('failed-precondition', 'The closing time has passed', 'errors.closesInPast');
  }
  const status: SurveyState = request.schedule ? 'scheduled' : 'draft';
  const ref = request.id ? deps.db.doc(`${SURVEYS}/${request.id}`) : deps.db.collection(SURVEYS).doc(`SV_${deps.db.collection(SURVEYS).doc().id}`);
  await runTransactionRetrying(deps.db, async (tx) => {
    const current = await tx.get(ref);
    if (request.id) {
      if (!current.exists) throw new SurveyError('not-found', `Survey ${request.id} not found`, 'errors.notFound');
      if (current.get('canteen_id') !== request.canteen_id)
        throw new SurveyError('permission-denied', 'The survey belongs to another canteen', 'errors.forbidden');
      // Responses name question ids: once open, the questions stay as they were answered.
      if (!surveyEditable(current.get('status') as SurveyState))
        throw new SurveyError('failed-precondition', `A ${String(current.get('status'))} survey cannot be edited`, 'errors.notEditable');
    }
    const data = {
      canteen_id: request.canteen_id,
      title: form.title,
      search_keywords: surveySearchKeywords(form.title),
      description: form.description,
      opens_at: form.opens_at ? Timestamp.fromDate(new Date(form.opens_at)) : null,
      closes_at: form.closes_at ? Timestamp.fromDate(new Date(form.closes_at)) : null,
      audience: form.audience,
      questions: form.questions,
      status,
      ...stamp(uid),
    };
    if (current.exists) tx.update(ref, data);
    else tx.create(ref, { ...data, created_at: FieldValue.serverTimestamp(), created_by: uid });
  });
  return { id: ref.id, status };
}

async function close(deps: SurveyDeps, uid: string, id: string): Promise<SurveyResult> {
  const survey = await existingSurvey(deps.db, id);
  await ensureSurveyStaff(deps.db, uid, String(survey.canteen_id));
  const ref = deps.db.doc(`${SURVEYS}/${id}`);
  return runTransactionRetrying(deps.db, async (tx) => {
    const current = await tx.get(ref);
    const status = current.get('status') as SurveyState;
    if (status === 'closed') return { id, status };
    if (status === 'draft') throw new SurveyError('failed-precondition', 'A draft is not open', 'errors.notOpen');
    tx.update(ref, { status: 'closed', closed_at: FieldValue.serverTimestamp(), ...stamp(uid) });
    return { id, status: 'closed' as const };
  });
}

async function remove(deps: SurveyDeps, uid: string, id: string): Promise<SurveyResult> {
  const survey = await existingSurvey(deps.db, id);
  await ensureSurveyStaff(deps.db, uid, String(survey.canteen_id));
  // Responses first: a failure half-way leaves the survey, and a retry deletes the rest.
  const responses = await deps.db.collection(SURVEY_RESPONSES).where('survey_id', '==', id).get();
  const writer = deps.db.bulkWriter();
  for (const response of responses.docs) void writer.delete(response.ref);
  await writer.close();
  await deps.db.doc(`${SURVEYS}/${id}`).delete();
  return { id, deleted: true, responses: responses.size };
}

async function report(deps: SurveyDeps, uid: string, id: string): Promise<SurveyResult> {
  const parsed = surveyDocumentSchema.safeParse(await existingSurvey(deps.db, id));
  if (!parsed.success) throw new SurveyError('failed-precondition', `Survey ${id} has an unexpected shape`, 'errors.notFound');
  const survey = parsed.data;
  await ensureSurveyStaff(deps.db, uid, survey.canteen_id);
  const [responses, audienceSize] = await Promise.all([
    deps.db.collection(SURVEY_RESPONSES).where('survey_id', '==', id).get(),
    survey.audience.kind === 'customers'
      ? Promise.resolve(survey.audience.customer_ids.length)
      : deps.db.collection('users').where('canteens', 'array-contains', survey.canteen_id).count().get().then((count) => count.data().count),
  ]);
  const rows = responses.docs
    .filter((doc) => doc.get('canteen_id') === survey.canteen_id)
    .map((doc) => ({
      answers: (doc.get('answers') ?? {}) as Record<string, unknown>,
      submittedAt: toDate(doc.get('submitted_at')) ?? new Date(0),
      language: String(doc.get('language') ?? ''),
    }));
  return { id, report: buildSurveyReport(id, survey.questions, rows, audienceSize) };
}

export function handleSurveyRequest(deps: SurveyDeps, uid: string, request: SurveyRequest): Promise<SurveyResult> {
  switch (request.action) {
    case 'save':
      return save(deps, uid, request);
    case 'close':
      return close(deps, uid, request.id);
    case 'delete':
      return remove(deps, uid, request.id);
    case 'report':
      return report(deps, uid, request.id);
  }
}

/**
 * The scheduled job: scheduled surveys whose opening time has come open, open ones whose closing time has come
 * close. Each move is a transaction that re-reads the state, so overlapping or repeated runs change nothing twice.
 */
export async function applySurveySchedules(db: Firestore, now: Date): Promise<{ opened: string[]; closed: string[] }> {
  const at = Timestamp.fromDate(now);
  const [toOpen, toClose] = await Promise.all([
    db.collection(SURVEYS).where('status', '==', 'scheduled').where('opens_at', '<=', at).get(),
    db.collection(SURVEYS).where('status', '==', 'open').where('closes_at', '<=', at).get(),
  ]);
  const opened: string[] = [];
  const closed: string[] = [];
  for (const candidate of [...toOpen.docs, ...toClose.docs]) {
    await runTransactionRetrying(db, async (tx) => {
      const current = await tx.get(candidate.ref);
      if (!current.exists) return;
      const status = current.get('status') as SurveyState;
      const next = surveyStateAt(
        { status, opens_at: toDate(current.get('opens_at')), closes_at: toDate(current.get('closes_at')) },
        now,
      );
      // The guard: only a real move is written (a replay finds the state already moved).
      if (next === status) return;
      const moment = FieldValue.serverTimestamp();
      tx.update(candidate.ref, { status: next, ...(next === 'open' ? { opened_at: moment } : { closed_at: moment }) });
      (next === 'open' ? opened : closed).push(candidate.id);
    });
  }
  return { opened, closed };
}
