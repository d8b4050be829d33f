// The communications routes (spec §2 /messages, /messages/organize, /news).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  messages: preloadable(() => import('./components/MessagesScreen')),
  messagesOrganize: preloadable(() => import('./components/OrganizeScreen')),
  news: preloadable(() => import('./components/NewsScreen')),
};
