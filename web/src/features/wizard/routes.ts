// The canteen wizard's routes (spec §2 /wizard, /wizard/{id}; §6 CreazioneMense).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  wizard: preloadable(() => import('./components/WizardDraftsScreen')),
  wizardStep: preloadable(() => import('./components/WizardScreen')),
};
