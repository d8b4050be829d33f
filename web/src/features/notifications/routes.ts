// The notification routes (spec §2 /send-notification, /email, the details pages; §6 admin only).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

const composer = preloadable(() => import('./components/ComposerScreen'));
const details = preloadable(() => import('./components/NotificationDetailsScreen'));

export const routes: FeatureRoutes = {
  sendNotification: composer,
  editNotification: composer,
  email: preloadable(() => import('./components/NotificationsScreen')),
  programmedNotification: details,
  emailDetails: details,
  emailDetailsById: details,
};
