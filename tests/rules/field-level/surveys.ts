// Survey responses: one per customer and survey (the id), only while the survey is open and before it closes, only
// its audience, only the fields of a response; a second answer (an update over the first) is refused.
import { describe } from 'vitest';
import { serverTimestamp } from 'firebase/firestore';
import { caseOf } from '../support/cases';
import { FIXED_NOW, seeded } from '../support/fixtures';
import { CUSTOMER_UID, IN_CANTEEN, STRANGER_UID, principal } from '../support/principals';
import type { FixtureStore } from '../support/store';

export function defineSurveyResponses(store: () => FixtureStore): void {
  const customer = principal('customer');
  const openSurvey = { ...seeded('surveys/SV_C_1001_1'), canteen_id: IN_CANTEEN, status: 'open', closes_at: new Date('2100-01-01T00:00:00Z') };
  const answer = (surveyId: string, patch: Record<string, unknown> = {}) => ({
    op: 'create' as const,
    path: `survey_responses/${surveyId}_${CUSTOMER_UID}`,
    data: {
      survey_id: surveyId,
      canteen_id: IN_CANTEEN,
      userid: CUSTOMER_UID,
      language: 'it',
      answers: { taste: 4, favourite: 'main' },
      submitted_at: serverTimestamp(),
      ...patch,
    },
  });
  const withSurvey = (surveyId: string, patch: Record<string, unknown>) => (fixtures: FixtureStore) =>
    fixtures.put(`surveys/${surveyId}`, { ...openSurvey, ...patch });

  describe('survey_responses: open, audience, once', () => {
    caseOf('answer to an open survey', customer, answer('SVR_OPEN'), true, store, withSurvey('SVR_OPEN', {}));
    caseOf('answer of a listed customer', customer, answer('SVR_LISTED'), true, store,
      withSurvey('SVR_LISTED', { audience: { kind: 'customers', customer_ids: [CUSTOMER_UID] } }));
    caseOf('answer of a customer outside the list', customer, answer('SVR_OTHERS'), false, store,
      withSurvey('SVR_OTHERS', { audience: { kind: 'customers', customer_ids: [STRANGER_UID] } }));
    for (const status of ['draft', 'scheduled', 'closed']) {
      caseOf(`answer to a ${status} survey`, customer, answer(`SVR_${status}`), false, store, withSurvey(`SVR_${status}`, { status }));
    }
    caseOf('answer after the closing time, before the job closed it', customer, answer('SVR_LATE'), false, store,
      withSurvey('SVR_LATE', { closes_at: new Date('2020-01-01T00:00:00Z') }));
    caseOf('answer to a survey that does not exist', customer, answer('SVR_NONE'), false, store);
    caseOf('answer to another canteen’s survey', customer, answer('SVR_ELSEWHERE'), false, store,
      withSurvey('SVR_ELSEWHERE', { canteen_id: 'C_2002' }));
    // A second setDoc over the first is an update: none is allowed (the case runner would clear the path of a create).
    caseOf('a second answer (the first exists)', customer, { op: 'update', path: `survey_responses/SVR_TWICE_${CUSTOMER_UID}`, changes: { answers: { taste: 1 } } }, false, store, async (fixtures) => {
      await withSurvey('SVR_TWICE', {})(fixtures);
      await fixtures.put(`survey_responses/SVR_TWICE_${CUSTOMER_UID}`, { ...answer('SVR_TWICE').data, submitted_at: FIXED_NOW });
    });
    caseOf('id not survey + uid', customer, { ...answer('SVR_OPEN'), path: 'survey_responses/SVR_OPEN_other' }, false, store, withSurvey('SVR_OPEN', {}));
    caseOf('a time of its own', customer, answer('SVR_OPEN', { submitted_at: FIXED_NOW }), false, store, withSurvey('SVR_OPEN', {}));
    caseOf('an unknown language', customer, answer('SVR_OPEN', { language: 'de' }), false, store, withSurvey('SVR_OPEN', {}));
    caseOf('answers not a map', customer, answer('SVR_OPEN', { answers: [4] }), false, store, withSurvey('SVR_OPEN', {}));
    caseOf('an extra field', customer, answer('SVR_OPEN', { score: 10 }), false, store, withSurvey('SVR_OPEN', {}));
  });
}
