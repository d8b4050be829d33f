// The static pages' routes (spec §2 /static-pages, /static-pages/{id}; /static-pages/new opens an empty editor).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  staticPages: preloadable(() => import('./components/StaticPagesScreen')),
  staticPage: preloadable(() => import('./components/StaticPageScreen')),
};
