// The contribution-rule routes (spec §2 /regole-contribuzione, /details, /new, /statistics/{id}; §6 RegoleContribuzione).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

const editor = preloadable(() => import('./components/RuleEditScreen'));

export const routes: FeatureRoutes = {
  contributionRules: preloadable(() => import('./components/RulesScreen')),
  contributionRuleDetails: editor,
  contributionRuleNew: editor,
  contributionRuleStatistics: preloadable(() => import('./components/StatisticsScreen')),
};
