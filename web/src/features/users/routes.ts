// The users' routes (spec §2 /users, /users/details/{id}; §6 Utenti).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  users: preloadable(() => import('./components/UsersScreen')),
  userDetails: preloadable(() => import('./components/UserDetailsScreen')),
};
