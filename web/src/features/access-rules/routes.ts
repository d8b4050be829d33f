// The access-rules route (spec §2 /access_rules; Admin).
import { dashboardArea, type DashboardAreaEntry } from '../../lib/dashboard-areas';
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  accessRules: preloadable(() => import('./components/AccessRulesScreen')),
};

/** Dashboard area (spec §2): access rules and their tester. */
export const dashboardAreas: readonly DashboardAreaEntry[] = [
  dashboardArea('access-rules', 'Admin', () => import('./components/AccessRulesArea')),
];
