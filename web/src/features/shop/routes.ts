// The shop and coffee-break service screens (spec §2 Services screen; §6 Shop, CoffeeBreak).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  shop: preloadable(() => import('./components/ShopScreen')),
  coffeeBreak: preloadable(() => import('./components/CoffeeBreakScreen')),
};
