// The canteens' routes (spec §2 /canteens, /canteens/details/{id}; §6 ModificaMense).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  canteens: preloadable(() => import('./components/CanteensScreen')),
  canteenDetails: preloadable(() => import('./components/CanteenDetailsScreen')),
};
