// The activity log's route (spec §2 /activities-log).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  activitiesLog: preloadable(() => import('./components/ActivityLogScreen')),
};
