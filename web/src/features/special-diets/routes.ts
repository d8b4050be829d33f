// The special diets' route (spec §2 /special-diets, §6 DieteSpeciali).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = { specialDiets: preloadable(() => import('./components/SpecialDietsScreen')) };
