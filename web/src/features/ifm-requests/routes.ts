// The IFM request screens (spec §2 /richieste-ifm, /richieste-ifm-admin, the request detail).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

const list = preloadable(() => import('./components/IfmRequestsScreen'));

export const routes: FeatureRoutes = {
  ifmRequests: list,
  ifmRequestsAdmin: list,
  ifmRequestDetails: preloadable(() => import('./components/IfmRequestDetailScreen')),
};
