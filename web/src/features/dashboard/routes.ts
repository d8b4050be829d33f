// The dashboard's route (spec §2 /dashboard).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const dashboardScreen = preloadable(() => import('./components/DashboardScreen'));

export const routes: FeatureRoutes = { dashboard: dashboardScreen };
