// The survey report (spec issue 22): responses per question — distributions for range and choice, the open
// answers — and responses per day, computed from the stored responses by the `surveys` callable.
import { validAnswers, type SurveyQuestion } from './survey';

export interface SurveyReportBucket {
  /** The point of the scale ("1"…) or the choice id. */
  value: string;
  count: number;
}

export interface SurveyQuestionReport {
  id: string;
  type: SurveyQuestion['type'];
  /** Responses with a valid answer to this question. */
  answered: number;
  /** Range and choice: one bucket per point or choice, in the survey's order (zeros included). */
  distribution: SurveyReportBucket[];
  /** Range: the mean point, null without answers. */
  average: number | null;
  /** Text: the open answers, newest first. */
  texts: Array<{ text: string; at: string; language: string }>;
}

export interface SurveyReport {
  surveyId: string;
  responses: number;
  /** Customers the survey was meant for (its list, or the canteen's customers), null when unknown. */
  audienceSize: number | null;
  questions: SurveyQuestionReport[];
  /** Responses per calendar day (UTC) from the first to the last, with the running total. */
  perDay: Array<{ day: string; count: number; total: number }>;
}

export interface ReportResponse {
  answers: Record<string, unknown>;
  submittedAt: Date;
  language: string;
}

const DAY_MS = 86_400_000;

export function buildSurveyReport(
  surveyId: string,
  questions: readonly SurveyQuestion[],
  responses: readonly ReportResponse[],
  audienceSize: number | null,
): SurveyReport {
  const valid = responses.map((response) => ({ ...response, answers: validAnswers(questions, response.answers) }));
  const newestFirst = [...valid].sort((a, b) => b.submittedAt.getTime() - a.submittedAt.getTime());
  const reports = questions.map((question): SurveyQuestionReport => {
    const values = valid.map((response) => response.answers[question.id]).filter((value) => value !== undefined);
    const buckets =
      question.type === 'range'
        ? Array.from({ length: question.scale ?? 0 }, (_, index) => String(index + 1))
        : question.type === 'choice'
          ? (question.choices ?? []).map((choice) => choice.id)
          : [];
    const distribution = buckets.map((value) => ({ value, count: values.filter((answer) => String(answer) === value).length }));
    const numbers = values.filter((value): value is number => typeof value === 'number');
    return {
      id: question.id,
      type: question.type,
      answered: values.length,
      distribution,
      average: question.type === 'range' && numbers.length > 0 ? numbers.reduce((sum, n) => sum + n, 0) / numbers.length : null,
      texts:
        question.type === 'text'
          ? newestFirst
              .filter((response) => typeof response.answers[question.id] === 'string')
              .map((response) => ({ text: String(response.answers[question.id]), at: response.submittedAt.toISOString(), language: response.language }))
          : [],
    };
  });
  return { surveyId, responses: responses.length, audienceSize, questions: reports, perDay: perDay(responses) };
}

function perDay(responses: readonly ReportResponse[]): SurveyReport['perDay'] {
  if (responses.length === 0) return [];
  const days = responses.map((response) => Math.floor(response.submittedAt.getTime() / DAY_MS));
  const first = Math.min(...days);
  const last = Math.max(...days);
  let total = 0;
  const result: SurveyReport['perDay'] = [];
  for (let day = first; day <= last; day += 1) {
    const count = days.filter((value) => value === day).length;
    total += count;
    result.push({ day: new Date(day * DAY_MS).toISOString().slice(0, 10), count, total });
  }
  return result;
}
