// The digital-signage route (spec §2 /digital-signage; §6 DigitalSignage).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  digitalSignage: preloadable(() => import('./components/SignageScreen')),
};
