// The menu routes (spec §2 /menu, /menu/structure; §6 Menu, MenuStructure).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  menu: preloadable(() => import('./components/MenuScreen')),
  menuStructure: preloadable(() => import('./components/MenuStructureScreen')),
};
