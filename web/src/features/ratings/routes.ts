// The rating routes (spec §2 /ratings, /ratings/export; §6 RatesDashboardElements; issue 17).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  ratings: preloadable(() => import('./components/RatingsScreen')),
  ratingsExport: preloadable(() => import('./components/RatingsExportScreen')),
};
