// The order screens (spec §2 /ordini, /issues/{day}, /ordini/{id}; the shopping list /ordini/lista-spesa, ListaSpesa).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

const list = preloadable(() => import('./components/OrdersScreen'));

export const routes: FeatureRoutes = {
  orders: list,
  ordersOfDay: list,
  orderDetails: preloadable(() => import('./components/OrderDetailScreen')),
  shoppingList: preloadable(() => import('./components/ShoppingListScreen')),
};
