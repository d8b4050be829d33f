// The customer-care routes (spec §2 /customer-care, /customer-care/new, /customer-care/details/{id}).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  customerCare: preloadable(() => import('./components/CustomerCareScreen')),
  customerCareNew: preloadable(() => import('./components/NewTicketScreen')),
  customerCareDetails: preloadable(() => import('./components/TicketDetailScreen')),
};
