// The customer-care SLA route (spec §2 /customer-care/sla, §6 CustomerCareSLA).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  customerCareSla: preloadable(() => import('./components/CustomerCareSlaScreen')),
};
