// The digital-signage routes (spec §2 /digital-signage, /digital-signage-all; §6 DigitalSignage, DigitalSignageAll).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  digitalSignage: preloadable(() => import('./components/SignageScreen')),
  digitalSignageAll: preloadable(() => import('./components/SignageAllScreen')),
};
