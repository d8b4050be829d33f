// The contribution-rule routes (spec §2 /regole-contribuzione, /details, /new, /statistics/{id}; §6 RegoleContribuzione).
import { dashboardArea, type DashboardAreaEntry } from '../../lib/dashboard-areas';
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

const editor = preloadable(() => import('./components/RuleEditScreen'));

export const routes: FeatureRoutes = {
  contributionRules: preloadable(() => import('./components/RulesScreen')),
  contributionRuleDetails: editor,
  contributionRuleNew: editor,
  contributionRuleStatistics: preloadable(() => import('./components/StatisticsScreen')),
};

/** Dashboard areas (spec §2): invitation codes and contribution-rule assignment. */
export const dashboardAreas: readonly DashboardAreaEntry[] = [
  dashboardArea('invitation-codes', 'RegoleContribuzione', () => import('./components/dashboard/InvitationCodesArea')),
  dashboardArea('rule-assignment', 'RegoleContribuzione', () => import('./components/dashboard/RuleAssignmentArea')),
];
