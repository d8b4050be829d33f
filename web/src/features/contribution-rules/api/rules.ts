// Contribution rules of the active canteen: the paged live list, one rule live, every rule for overlaps and the
// simulator (a canteen keeps tens), and the contributionRules callable that writes them.
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import {
  CONTRIBUTION_RULES,
  CONTRIBUTION_RULES_PAGE_SIZE,
  contributionRuleFormSchema,
  type ContributionRule,
  type ContributionRuleForm,
  type ContributionRulesRequestInput,
  type ContributionRulesResult,
  type RuleListParams,
} from '@backoffice/shared';
import { useLiveQuery } from '../../../lib/data/live';
import { firestoreResource, type FieldFilter } from '../../../lib/data/resource';
import type { ListSource } from '../../../lib/data/pages';
import { db } from '../../../lib/firestore';
import { callable } from '../../../lib/functions';

/** Read through the data provider; every write goes through the callable (the rules let clients only read). */
export const contributionRules = firestoreResource<ContributionRuleForm>({
  collection: CONTRIBUTION_RULES,
  canteenField: 'canteen_id',
  schema: contributionRuleFormSchema,
  defaultSort: { field: 'sort_name', direction: 'asc' },
  pageSize: CONTRIBUTION_RULES_PAGE_SIZE,
  searchField: 'sort_name',
});

export function ruleList(
  canteenId: string | null,
  params: RuleListParams,
  listKey: string,
): ListSource<ContributionRule> {
  const filters: FieldFilter[] =
    params.status === 'all' ? [] : [['active', '==', params.status === 'active']];
  return contributionRules.list(canteenId, { filters, search: params.search }, listKey);
}

/** Rules a canteen may hold before the overlap view says "too many" (it reads at most this many). */
export const ALL_RULES_WINDOW = 200;

/** Every rule of the canteen (up to ALL_RULES_WINDOW), live: the overlap view and the simulator price with them. */
export function useAllRules(canteenId: string | null) {
  return useLiveQuery<ContributionRule[]>(
    canteenId ? [CONTRIBUTION_RULES, canteenId, 'all'] : null,
    () =>
      query(
        collection(db, CONTRIBUTION_RULES),
        where('canteen_id', '==', canteenId),
        orderBy('sort_name'),
        limit(ALL_RULES_WINDOW),
      ),
    (snapshot) =>
      snapshot.docs.flatMap((entry) => {
        const parsed = contributionRuleFormSchema.safeParse(entry.data());
        return parsed.success ? [{ ...parsed.data, id: entry.id }] : [];
      }),
  );
}

const call = callable<ContributionRulesRequestInput, ContributionRulesResult>('contributionRules');

/** Every write of rules and codes: the server checks role, canteen and input, and moves linked rules with codes. */
export async function contributionRulesCall<A extends ContributionRulesResult['action']>(
  request: ContributionRulesRequestInput & { action: A },
): Promise<Extract<ContributionRulesResult, { action: A }>> {
  return (await call(request)).data as Extract<ContributionRulesResult, { action: A }>;
}
