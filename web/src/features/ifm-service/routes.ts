// The IFM service screens (spec §2 the IFM service and its authorised users).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  ifmService: preloadable(() => import('./components/IfmServiceScreen')),
  serviceUsers: preloadable(() => import('./components/ServiceUsersScreen')),
};
