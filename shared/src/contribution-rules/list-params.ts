// URL state of the contribution-rule screens: the list's search, tab and filter, the details page's rule id.
import { CONTRIBUTION_RULE_NAME_MAX } from './rule';

export const RULE_LIST_TABS = ['rules', 'codes', 'wallet'] as const;
export type RuleListTab = (typeof RULE_LIST_TABS)[number];
export const RULE_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type RuleStatusFilter = (typeof RULE_STATUS_FILTERS)[number];

export interface RuleListParams {
  tab: RuleListTab;
  search: string;
  status: RuleStatusFilter;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** ?tab=codes&q=&status=active; anything unknown falls back to the default. */
export function parseRuleListParams(query: URLSearchParams): RuleListParams {
  return {
    tab: oneOf(RULE_LIST_TABS, query.get('tab'), 'rules'),
    search: (query.get('q') ?? '').trim().slice(0, CONTRIBUTION_RULE_NAME_MAX),
    status: oneOf(RULE_STATUS_FILTERS, query.get('status'), 'all'),
  };
}

export function ruleListQuery(params: RuleListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.tab !== 'rules') query.set('tab', params.tab);
  if (params.search !== '') query.set('q', params.search);
  if (params.status !== 'all') query.set('status', params.status);
  return query;
}
