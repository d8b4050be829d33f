// The customers' routes (issue 20: /customers and /customers/pre-registrations, spec §6 GestioneUtenti).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  customers: preloadable(() => import('./components/CustomersScreen')),
  preRegistrations: preloadable(() => import('./components/PreRegistrationsScreen')),
};
