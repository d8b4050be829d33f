// Surveys: the form schema, language completeness, the scheduled job's state machine, answers and the report.
import { describe, expect, it } from 'vitest';
import {
  buildSurveyReport,
  completeSurveyLanguages,
  missingRequired,
  parseSurveyListParams,
  scheduleProblem,
  surveyFormSchema,
  surveyListQuery,
  surveySearchKeywords,
  surveyStateAt,
  validAnswers,
  type SurveyForm,
  type SurveyQuestion,
} from '.';

const questions: SurveyQuestion[] = [
  { id: 'intro', type: 'description', text: { en: 'Thank you', it: 'Grazie' }, required: false },
  { id: 'taste', type: 'range', text: { en: 'Taste?', it: 'Gusto?' }, required: true, scale: 5 },
  {
    id: 'dish',
    type: 'choice',
    text: { en: 'Best dish?', it: 'Piatto migliore?' },
    required: false,
    choices: [
      { id: 'pasta', text: { en: 'Pasta', it: 'Pasta' } },
      { id: 'fish', text: { en: 'Fish', it: 'Pesce' } },
    ],
  },
  { id: 'notes', type: 'text', text: { en: 'Anything else?', it: 'Altro?' }, required: false },
];

const form: SurveyForm = {
  title: { en: 'Lunch', it: 'Pranzo' },
  description: {},
  opens_at: '2026-11-20T08:00:00.000Z',
  closes_at: '2026-11-30T18:00:00.000Z',
  audience: { kind: 'canteen' },
  questions,
};

describe('surveyFormSchema', () => {
  it('accepts the four question types', () => {
    expect(surveyFormSchema.safeParse(form).success).toBe(true);
  });
  it.each([
    ['no title in any language', { ...form, title: { en: ' ' } }, 'title'],
    ['closing before opening', { ...form, closes_at: '2026-11-19T08:00:00.000Z' }, 'closes_at'],
    ['a range without scale', { ...form, questions: [{ ...questions[1]!, scale: undefined }] }, 'questions.0.scale'],
    ['a choice with one option', { ...form, questions: [{ ...questions[2]!, choices: [questions[2]!.choices![0]!] }] }, 'questions.0.choices'],
    ['a required description', { ...form, questions: [{ ...questions[0]!, required: true }] }, 'questions.0.required'],
    ['two questions with one id', { ...form, questions: [questions[1]!, questions[1]!] }, 'questions'],
    ['an empty audience list', { ...form, audience: { kind: 'customers', customer_ids: [] } }, 'audience.customer_ids'],
  ])('refuses %s', (_name, input, path) => {
    const result = surveyFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});

describe('languages and scheduling', () => {
  it('a language is complete when title, questions and choices all have it', () => {
    expect(completeSurveyLanguages(form)).toEqual(['en', 'it']);
    const noItalianChoice = { ...form, questions: [{ ...questions[2]!, choices: [{ id: 'a', text: { en: 'A', it: 'A' } }, { id: 'b', text: { en: 'B' } }] }] };
    expect(completeSurveyLanguages(noItalianChoice)).toEqual(['en']);
  });
  it.each([
    [form, null],
    [{ ...form, opens_at: null }, 'errors.datesRequired'],
    [{ ...form, questions: [questions[0]!] }, 'errors.noQuestions'],
    [{ ...form, title: { fr: 'Déjeuner' } }, 'errors.noCompleteLanguage'],
  ])('schedule problem %#', (input, problem) => {
    expect(scheduleProblem(input)).toBe(problem);
  });
});

describe('surveyStateAt (the scheduled job)', () => {
  const opens = new Date('2026-11-20T08:00:00Z');
  const closes = new Date('2026-11-30T18:00:00Z');
  it.each([
    ['draft', '2026-11-25T00:00:00Z', 'draft'],
    ['scheduled', '2026-11-20T07:59:59Z', 'scheduled'],
    ['scheduled', '2026-11-20T08:00:00Z', 'open'],
    ['scheduled', '2026-12-01T00:00:00Z', 'closed'],
    ['open', '2026-11-30T17:59:59Z', 'open'],
    ['open', '2026-11-30T18:00:00Z', 'closed'],
    ['closed', '2026-11-25T00:00:00Z', 'closed'],
  ] as const)('%s at %s is %s', (status, now, expected) => {
    expect(surveyStateAt({ status, opens_at: opens, closes_at: closes }, new Date(now))).toBe(expected);
  });
});

describe('answers', () => {
  it('keeps only answers that fit their question', () => {
    expect(validAnswers(questions, { intro: 'x', taste: 6, dish: 'meat', notes: '  ok ', extra: 1 })).toEqual({ notes: 'ok' });
    expect(validAnswers(questions, { taste: 5, dish: 'fish' })).toEqual({ taste: 5, dish: 'fish' });
  });
  it('names the required questions left unanswered', () => {
    expect(missingRequired(questions, { dish: 'fish' })).toEqual(['taste']);
    expect(missingRequired(questions, { taste: 1 })).toEqual([]);
  });
});

describe('buildSurveyReport', () => {
  it('counts each point and choice, averages ranges, lists texts newest first and counts per day', () => {
    const at = (iso: string) => new Date(iso);
    const report = buildSurveyReport(
      'SV_1',
      questions,
      [
        { answers: { taste: 5, dish: 'pasta', notes: 'Great' }, submittedAt: at('2026-11-20T10:00:00Z'), language: 'en' },
        { answers: { taste: 3, dish: 'pasta' }, submittedAt: at('2026-11-22T10:00:00Z'), language: 'it' },
        { answers: { taste: 4, notes: 'Più verdure' }, submittedAt: at('2026-11-22T11:00:00Z'), language: 'it' },
      ],
      10,
    );
    expect(report.responses).toBe(3);
    const [, taste, dish, notes] = report.questions;
    expect(taste!.distribution.map((bucket) => bucket.count)).toEqual([0, 0, 1, 1, 1]);
    expect(taste!.average).toBe(4);
    expect(dish!.distribution).toEqual([{ value: 'pasta', count: 2 }, { value: 'fish', count: 0 }]);
    expect(dish!.answered).toBe(2);
    expect(notes!.texts.map((entry) => entry.text)).toEqual(['Più verdure', 'Great']);
    expect(report.perDay).toEqual([
      { day: '2026-11-20', count: 1, total: 1 },
      { day: '2026-11-21', count: 0, total: 1 },
      { day: '2026-11-22', count: 2, total: 3 },
    ]);
  });
});

describe('list params', () => {
  it.each([
    ['', { search: '', status: 'all' }],
    ['status=open&q=Pranzo', { search: 'Pranzo', status: 'open' }],
    ['status=nope', { search: '', status: 'all' }],
  ])('%s', (query, params) => {
    expect(parseSurveyListParams(new URLSearchParams(query))).toEqual(params);
    expect(parseSurveyListParams(surveyListQuery(params as never))).toEqual(params);
  });
});

describe('surveySearchKeywords', () => {
  it('finds a survey by the start of its title or of a word, in any of its languages', () => {
    const keywords = surveySearchKeywords({ en: 'Lunch this week', it: 'Il pranzo' });
    for (const search of ['lu', 'lunch t', 'we', 'il p', 'pranzo']) expect(keywords).toContain(search);
    expect(keywords).not.toContain('unch');
  });
});
