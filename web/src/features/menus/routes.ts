// The menu routes (spec §2 /menu; §6 Menu).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  menu: preloadable(() => import('./components/MenuScreen')),
};
