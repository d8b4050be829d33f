// The services admin and the canteen set-up routes (spec §2 /services, /services/{id}, /slot/{cid}/{id},
// /payment_method/{id}, /payment_method/{cid}/{id}, /pickup/{cid}/{id}, /home-button/{cid}/{id}) and the dashboard
// areas of pickup points, delivery slots, payment methods and home buttons.
import { dashboardArea, type DashboardAreaEntry } from '../../lib/dashboard-areas';
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  services: preloadable(() => import('./components/ServicesScreen')),
  serviceDetails: preloadable(() => import('./components/ServiceDetailsScreen')),
  slot: preloadable(() => import('./components/SlotScreen')),
  paymentMethod: preloadable(() => import('./components/PaymentMethodScreen')),
  canteenPaymentMethod: preloadable(() => import('./components/CanteenPaymentMethodScreen')),
  pickup: preloadable(() => import('./components/PickupScreen')),
  homeButton: preloadable(() => import('./components/HomeButtonScreen')),
};

/** Dashboard areas (§2 Other details; §6 Pickups, Slots, PaymentMethods, PersonalizzaMense). */
export const dashboardAreas: readonly DashboardAreaEntry[] = [
  dashboardArea('pickup-points', 'Pickups', () => import('./components/PickupPointsArea')),
  dashboardArea('delivery-slots', 'Slots', () => import('./components/SlotsArea')),
  dashboardArea('payment-methods', 'PaymentMethods', () => import('./components/PaymentMethodsArea')),
  dashboardArea('home-buttons', 'PersonalizzaMense', () => import('./components/HomeButtonsArea')),
];
