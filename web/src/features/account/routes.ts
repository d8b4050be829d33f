// The account's route (spec §2 /account).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = { account: preloadable(() => import('./components/AccountScreen')) };
