// The menu routes (spec §2 /menu, /menu/planner, /menu/structure; §6 Menu, Planner, MenuStructure).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  menu: preloadable(() => import('./components/MenuScreen')),
  menuPlanner: preloadable(() => import('./components/PlannerScreen')),
  menuStructure: preloadable(() => import('./components/MenuStructureScreen')),
};
