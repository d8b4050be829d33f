// Surveys of the active canteen: the live list and one survey (reads), and every write and the report through the
// `surveys` callable (the rules let clients only read: the callable validates the questions).
import useSWR from 'swr';
import {
  SURVEYS,
  SURVEYS_PAGE_SIZE,
  surveyDocumentSchema,
  type SurveyDocument,
  type SurveyListParams,
  type SurveyReport,
  type SurveyRequest,
  type SurveyState,
} from '@backoffice/shared';
import { firestoreResource, type FieldFilter } from '../../../lib/data/resource';
import { callable } from '../../../lib/functions';

export const surveys = firestoreResource<SurveyDocument>({
  collection: SURVEYS,
  canteenField: 'canteen_id',
  schema: surveyDocumentSchema,
  defaultSort: { field: 'created_at', direction: 'desc' },
  pageSize: SURVEYS_PAGE_SIZE,
  searchField: 'search_keywords',
  // Stored by the callable (shared surveySearchKeywords); the resource never writes surveys itself.
  searchKeywords: () => [],
});

export function surveyFilters(params: SurveyListParams): FieldFilter[] {
  return params.status === 'all' ? [] : [['status', '==', params.status]];
}

type SurveyAnswer = { id: string; status: SurveyState } | { id: string; deleted: true; responses: number } | { id: string; report: SurveyReport };

const surveysCall = callable<SurveyRequest, SurveyAnswer>('surveys');

/** Saves (and schedules) a survey; answers its id and state. */
export async function saveSurvey(request: Extract<SurveyRequest, { action: 'save' }>): Promise<{ id: string; status: SurveyState }> {
  return (await surveysCall(request)).data as { id: string; status: SurveyState };
}

export async function closeSurvey(id: string): Promise<void> {
  await surveysCall({ action: 'close', id });
}

export async function deleteSurvey(id: string): Promise<void> {
  await surveysCall({ action: 'delete', id });
}

/** The report of a survey, asked again every minute while open (responses keep arriving). */
export function useSurveyReport(id: string | null) {
  return useSWR<SurveyReport>(
    id ? ['surveyReport', id] : null,
    async () => ((await surveysCall({ action: 'report', id: id! })).data as { report: SurveyReport }).report,
    { refreshInterval: 60_000, revalidateOnFocus: false, keepPreviousData: true },
  );
}
