// /servizi/shop: the active canteen's shop service (spec §2 Services screen; §6 Shop).
import { ServiceAdminScreen } from './ServiceAdminScreen';

export default function ShopScreen() {
  return <ServiceAdminScreen tag="shop" routeId="shop" />;
}
