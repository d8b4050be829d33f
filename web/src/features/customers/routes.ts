// The customers' routes (issue 20: /customers and /customers/pre-registrations, spec §6 GestioneUtenti).
import { dashboardArea, type DashboardAreaEntry } from '../../lib/dashboard-areas';
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  customers: preloadable(() => import('./components/CustomersScreen')),
  preRegistrations: preloadable(() => import('./components/PreRegistrationsScreen')),
};

/** Dashboard area (§2 "pre-registration"): the pre-registered e-mails and the customers, for GestioneUtenti roles. */
export const dashboardAreas: readonly DashboardAreaEntry[] = [
  dashboardArea('preRegistrations', 'GestioneUtenti', () => import('./components/PreRegistrationsArea')),
];
