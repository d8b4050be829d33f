// The help centre's routes (spec §2 /help, /help/{id}, /help-new/{id}, /faq).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

const guide = preloadable(() => import('./components/GuideScreen'));

export const routes: FeatureRoutes = {
  help: preloadable(() => import('./components/HelpScreen')),
  // The two guide addresses of spec §2 show the same page: the guide whose slug is {id}.
  helpPage: guide,
  helpNewPage: guide,
  faq: preloadable(() => import('./components/FaqScreen')),
};
