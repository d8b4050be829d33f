// Access rows of surveys and their responses (spec §6 Surveys; issue 22: the customer-facing read and response).
import { type CollectionAccess } from '../access-types';

const SURVEY_READERS = {
  to: 'staff',
  ops: ['get', 'list'],
  screens: ['Surveys'],
  scope: 'canteen',
} as const;

export const SURVEYS_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'surveys',
    path: 'surveys/{surveyId}',
    covers: "a canteen's surveys: questions in four languages, audience, opening and closing dates, state",
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      SURVEY_READERS,
      { to: 'member', ops: ['get', 'list'], why: "a customer of the canteen reads its open surveys (the rules add status == 'open')" },
    ],
    decisions: [
      'clients only read: saving, scheduling, closing and deleting go through the `surveys` callable, which validates the questions the rules cannot (issue 22); the scheduled job opens and closes them',
    ],
  },
  {
    id: 'survey_responses',
    path: 'survey_responses/{responseId}',
    covers: "a customer's response to a survey (the id is `{surveyId}_{uid}`: one per customer and survey)",
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: 'userid',
    grants: [
      { ...SURVEY_READERS, why: 'the report reads them through the callable; the Surveys roles may read them too' },
      { to: 'owner', ops: ['get', 'list'], why: 'a customer reads their own responses (to know what they answered)' },
      {
        to: 'owner',
        ops: ['create'],
        inOwnCanteen: true,
        why: "a customer answers once (the id is the survey's plus their uid, never updated), while the survey is open and before it closes, if they are in its audience",
      },
    ],
    decisions: ['nobody changes or deletes a response from a client: deleting a survey deletes its responses (callable)'],
  },
];
