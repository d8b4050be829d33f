// The canteens' routes (spec §2 /canteens, /canteens/details/{id}, /canteens/customize/{id}, /canteens/styles/{id}; §6 ModificaMense, PersonalizzaMense).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  canteens: preloadable(() => import('./components/CanteensScreen')),
  canteenDetails: preloadable(() => import('./components/CanteenDetailsScreen')),
  canteenCustomize: preloadable(() => import('./components/CanteenCustomizeScreen')),
  canteenStyles: preloadable(() => import('./components/CanteenStylesScreen')),
};
