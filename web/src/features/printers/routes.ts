// The printers route (spec §2 /printers; §6 Printers, Printers dashboard).
import { dashboardArea, type DashboardAreaEntry } from '../../lib/dashboard-areas';
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  printers: preloadable(() => import('./components/PrintersScreen')),
};

/** Dashboard area (§6 Printers dashboard): active printers and the print queue by state. */
export const dashboardAreas: readonly DashboardAreaEntry[] = [
  dashboardArea('printers', 'PrintersDashboard', () => import('./components/PrintersArea')),
];
