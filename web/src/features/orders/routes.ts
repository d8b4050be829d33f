// The order screens (spec §2 /ordini, /issues/{day}, /ordini/{id}; the shopping list /ordini/lista-spesa, ListaSpesa).
import { CATALOGUE_NAMESPACE } from '@backoffice/shared';
import i18n from '../../i18n';
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

/**
 * The screens' texts are fetched with their chunk, not one namespace after another once they render: each namespace
 * the tree meets suspends it again, and the list's Firestore listener starts only after the last one (issue 17 first
 * page ≤ 1 s). `export` is the kit's export panel on the list.
 */
const ORDER_NAMESPACES = ['orders', CATALOGUE_NAMESPACE, 'export'];

const withTexts = <T,>(screen: () => Promise<T>) => () =>
  Promise.all([screen(), i18n.loadNamespaces(ORDER_NAMESPACES)]).then(([module]) => module);

const list = preloadable(withTexts(() => import('./components/OrdersScreen')));

export const routes: FeatureRoutes = {
  orders: list,
  ordersOfDay: list,
  orderDetails: preloadable(withTexts(() => import('./components/OrderDetailScreen'))),
  shoppingList: preloadable(withTexts(() => import('./components/ShoppingListScreen'))),
};
