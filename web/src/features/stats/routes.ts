// The statistics route (spec §2 /stats; §3 analytics metrics; §6 Stats, admin only; issue 20).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  stats: preloadable(() => import('./components/StatsScreen')),
};
