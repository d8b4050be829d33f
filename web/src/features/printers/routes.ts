// The printers route (spec §2 /printers; §6 Printers, Printers dashboard).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  printers: preloadable(() => import('./components/PrintersScreen')),
};
