// The rating routes (spec §2 /ratings, /ratings/export; §6 RatesDashboardElements; issue 17).
import { dashboardArea, type DashboardAreaEntry } from '../../lib/dashboard-areas';
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  ratings: preloadable(() => import('./components/RatingsScreen')),
  ratingsExport: preloadable(() => import('./components/RatingsExportScreen')),
};

/** Dashboard area (§6 RatesDashboardElements): the last 30 days' ratings, their average and comments, and the way in. */
export const dashboardAreas: readonly DashboardAreaEntry[] = [
  dashboardArea('ratings', 'RatesDashboardElements', () => import('./components/RatingsArea')),
];
