// The cost centres' route (spec §2 /cost-centers).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  costCenters: preloadable(() => import('./components/CostCentersScreen')),
};
