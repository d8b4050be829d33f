// Surveys (spec §3 question types range, choice, text, description; §6 Surveys): the stored survey, the editor's
// form, the state machine the scheduled job and the callable apply, and the customer's response.
import { z } from 'zod';
import { COMMUNICATION_LANGUAGES, type CommunicationLanguage } from '../i18n/i18n-env';
import { SURVEY_QUESTION_TYPES } from '../core/catalogs';
import { dateLikeSchema } from '../model/entities';
import { customerCareSearchKeywords } from '../customer-care/forms';

export const SURVEYS = 'surveys';
export const SURVEY_RESPONSES = 'survey_responses';

/** draft → scheduled (dates set, a language complete) → open (the job, at opens_at) → closed (the job, or by hand). */
export const SURVEY_STATES = ['draft', 'scheduled', 'open', 'closed'] as const;
export type SurveyState = (typeof SURVEY_STATES)[number];

export const SURVEY_TITLE_MAX = 200;
export const SURVEY_TEXT_MAX = 2000;
export const SURVEY_QUESTIONS_MAX = 30;
export const SURVEY_CHOICES_MAX = 12;
export const SURVEY_ANSWER_MAX = 2000;
/** Customers an audience may name (as special diets: a bounded list on the survey). */
export const SURVEY_AUDIENCE_MAX = 500;
export const SURVEYS_PAGE_SIZE = 20;
/** Range scales run from 1 to 3…10 points. */
export const SURVEY_SCALE_MIN = 3;
export const SURVEY_SCALE_MAX = 10;

/** Text in the four communication languages (spec §1); a language may be missing (the editor marks it). */
export const surveyTextSchema = z.partialRecord(z.enum(COMMUNICATION_LANGUAGES), z.string().max(SURVEY_TEXT_MAX, 'validation.tooBig'));
export type SurveyText = z.infer<typeof surveyTextSchema>;

const itemId = z.string().regex(/^[a-z0-9]{1,16}$/, 'validation.invalid');

export const surveyChoiceSchema = z.object({ id: itemId, text: surveyTextSchema });
export type SurveyChoice = z.infer<typeof surveyChoiceSchema>;

export const surveyQuestionSchema = z
  .object({
    id: itemId,
    type: z.enum(SURVEY_QUESTION_TYPES),
    text: surveyTextSchema,
    required: z.boolean(),
    /** Range: points of the scale (1…scale). */
    scale: z.number().int().min(SURVEY_SCALE_MIN).max(SURVEY_SCALE_MAX).optional(),
    /** Choice: the options, one answer. */
    choices: z.array(surveyChoiceSchema).max(SURVEY_CHOICES_MAX, 'validation.tooBig').optional(),
  })
  .superRefine((question, context) => {
    if (question.type === 'range' && question.scale === undefined)
      context.addIssue({ code: 'custom', path: ['scale'], message: 'validation.required' });
    if (question.type === 'choice' && (question.choices?.length ?? 0) < 2)
      context.addIssue({ code: 'custom', path: ['choices'], message: 'validation.tooSmall' });
    // A description is text shown between questions: nothing to answer.
    if (question.type === 'description' && question.required)
      context.addIssue({ code: 'custom', path: ['required'], message: 'validation.invalid' });
    const ids = (question.choices ?? []).map((choice) => choice.id);
    if (new Set(ids).size !== ids.length) context.addIssue({ code: 'custom', path: ['choices'], message: 'validation.invalid' });
  });
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/** Who may answer: every customer of the canteen, or the customers named (uids). */
export const surveyAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('canteen') }),
  z.object({
    kind: z.literal('customers'),
    customer_ids: z.array(z.string().min(1).max(128)).min(1, 'validation.required').max(SURVEY_AUDIENCE_MAX, 'validation.tooBig'),
  }),
]);
export type SurveyAudience = z.infer<typeof surveyAudienceSchema>;

/** The editor's form (dates as ISO strings: the callable's JSON carries no Timestamp). */
export const surveyFormSchema = z
  .object({
    title: surveyTextSchema,
    description: surveyTextSchema,
    opens_at: z.iso.datetime({ offset: true }).nullable(),
    closes_at: z.iso.datetime({ offset: true }).nullable(),
    audience: surveyAudienceSchema,
    questions: z.array(surveyQuestionSchema).max(SURVEY_QUESTIONS_MAX, 'validation.tooBig'),
  })
  .superRefine((form, context) => {
    if (!Object.values(form.title).some((title) => title.trim() !== ''))
      context.addIssue({ code: 'custom', path: ['title'], message: 'validation.required' });
    if (Object.values(form.title).some((title) => title.length > SURVEY_TITLE_MAX))
      context.addIssue({ code: 'custom', path: ['title'], message: 'validation.tooBig' });
    if (form.opens_at && form.closes_at && Date.parse(form.closes_at) <= Date.parse(form.opens_at))
      context.addIssue({ code: 'custom', path: ['closes_at'], message: 'validation.tooSmall' });
    const ids = form.questions.map((question) => question.id);
    if (new Set(ids).size !== ids.length) context.addIssue({ code: 'custom', path: ['questions'], message: 'validation.invalid' });
  });
export type SurveyForm = z.infer<typeof surveyFormSchema>;

/** A language is complete when the title and every question and choice have a text in it. */
export function surveyLanguageComplete(form: Pick<SurveyForm, 'title' | 'questions'>, language: CommunicationLanguage): boolean {
  const has = (text: SurveyText) => (text[language] ?? '').trim() !== '';
  return (
    has(form.title) &&
    form.questions.every((question) => has(question.text) && (question.choices ?? []).every((choice) => has(choice.text)))
  );
}

export function completeSurveyLanguages(form: Pick<SurveyForm, 'title' | 'questions'>): CommunicationLanguage[] {
  return COMMUNICATION_LANGUAGES.filter((language) => surveyLanguageComplete(form, language));
}

/** Why a survey cannot be scheduled yet (an i18n key of the surveys namespace), or null when it can. */
export function scheduleProblem(form: SurveyForm): string | null {
  if (form.questions.filter((question) => question.type !== 'description').length === 0) return 'errors.noQuestions';
  if (!form.opens_at || !form.closes_at) return 'errors.datesRequired';
  if (completeSurveyLanguages(form).length === 0) return 'errors.noCompleteLanguage';
  return null;
}

/** The state a survey should be in at `now` (what the scheduled job applies): scheduled opens, open closes. */
export function surveyStateAt(
  survey: { status: SurveyState; opens_at: Date | null; closes_at: Date | null },
  now: Date,
): SurveyState {
  const closed = survey.closes_at !== null && survey.closes_at.getTime() <= now.getTime();
  if (survey.status === 'scheduled' && survey.opens_at !== null && survey.opens_at.getTime() <= now.getTime())
    return closed ? 'closed' : 'open';
  if (survey.status === 'open' && closed) return 'closed';
  return survey.status;
}

/** Questions the editor may still change: responses name question ids, so an opened survey keeps its questions. */
export function surveyEditable(status: SurveyState): boolean {
  return status === 'draft' || status === 'scheduled';
}

/** The one callable's input. */
const surveyId = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'validation.invalid');
export const surveyRequestSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('save'),
    canteen_id: z.string().regex(/^C_[A-Za-z0-9]+$/, 'validation.invalid'),
    id: surveyId.nullable(),
    /** true: schedule it (needs dates, a question and a complete language); false: keep (or put back) as draft. */
    schedule: z.boolean(),
    survey: surveyFormSchema,
  }),
  z.object({ action: z.literal('close'), id: surveyId }),
  z.object({ action: z.literal('delete'), id: surveyId }),
  z.object({ action: z.literal('report'), id: surveyId }),
]);
export type SurveyRequest = z.infer<typeof surveyRequestSchema>;

/** One answer: a point of the scale, a choice id, or a text. */
export const surveyAnswerSchema = z.union([z.number().int().min(1).max(SURVEY_SCALE_MAX), z.string().max(SURVEY_ANSWER_MAX)]);

/** The customer's response (document id `{surveyId}_{uid}`: one per customer and survey). */
export const surveyResponseSchema = z.object({
  survey_id: surveyId,
  canteen_id: z.string(),
  userid: z.string(),
  language: z.enum(COMMUNICATION_LANGUAGES),
  answers: z.record(z.string(), surveyAnswerSchema),
});
export type SurveyResponse = z.infer<typeof surveyResponseSchema>;

export function surveyResponseId(surveyId: string, uid: string): string {
  return `${surveyId}_${uid}`;
}

/** The answers that fit the survey's questions (the rules cannot check each answer: the report reads only these). */
export function validAnswers(questions: readonly SurveyQuestion[], answers: Record<string, unknown>): Record<string, number | string> {
  const valid: Record<string, number | string> = {};
  for (const question of questions) {
    const answer = answers[question.id];
    if (question.type === 'range' && typeof answer === 'number' && Number.isInteger(answer) && answer >= 1 && answer <= (question.scale ?? 0))
      valid[question.id] = answer;
    if (question.type === 'choice' && typeof answer === 'string' && (question.choices ?? []).some((choice) => choice.id === answer))
      valid[question.id] = answer;
    if (question.type === 'text' && typeof answer === 'string' && answer.trim() !== '' && answer.length <= SURVEY_ANSWER_MAX)
      valid[question.id] = answer.trim();
  }
  return valid;
}

/** A response is complete when every required question has a valid answer. */
export function missingRequired(questions: readonly SurveyQuestion[], answers: Record<string, unknown>): string[] {
  const valid = validAnswers(questions, answers);
  return questions.filter((question) => question.required && !(question.id in valid)).map((question) => question.id);
}

export interface SurveyListParams {
  search: string;
  /** A state, or 'all'. */
  status: SurveyState | 'all';
}

/** The list's search field, stored by the callable: the prefixes of the title in each language (and of its words). */
export function surveySearchKeywords(title: SurveyText): string[] {
  return [...new Set(Object.values(title).flatMap((text) => customerCareSearchKeywords(text)))].slice(0, 400);
}

/** Reads the list's params from the URL query (?status=); anything unknown falls back to 'all'. */
export function parseSurveyListParams(query: URLSearchParams): SurveyListParams {
  const status = query.get('status');
  return {
    search: (query.get('q') ?? '').trim().slice(0, SURVEY_TITLE_MAX),
    status: (SURVEY_STATES as readonly string[]).includes(status ?? '') ? (status as SurveyState) : 'all',
  };
}

export function surveyListQuery(params: SurveyListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search !== '') query.set('q', params.search);
  if (params.status !== 'all') query.set('status', params.status);
  return query;
}

/** A stored survey (Firestore timestamps date-like; unknown fields kept). */
export const surveyDocumentSchema = z.looseObject({
  canteen_id: z.string(),
  title: surveyTextSchema,
  description: surveyTextSchema.default({}),
  status: z.enum(SURVEY_STATES),
  opens_at: dateLikeSchema.nullable(),
  closes_at: dateLikeSchema.nullable(),
  audience: surveyAudienceSchema,
  questions: z.array(surveyQuestionSchema),
  created_at: dateLikeSchema.optional(),
});
export type SurveyDocument = z.infer<typeof surveyDocumentSchema>;

/** A stored response. */
export const surveyResponseDocumentSchema = surveyResponseSchema.extend({ submitted_at: dateLikeSchema });
