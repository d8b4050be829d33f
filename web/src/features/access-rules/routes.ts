// The access-rules route (spec §2 /access_rules; Admin).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  accessRules: preloadable(() => import('./components/AccessRulesScreen')),
};
