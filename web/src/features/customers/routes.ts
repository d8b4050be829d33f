// The customers' route (issue 20: /customers, spec §6 GestioneUtenti).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  customers: preloadable(() => import('./components/CustomersScreen')),
};
