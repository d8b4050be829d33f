// /servizi/coffeebreak: the active canteen's coffee-break service (spec §2 Services screen; §6 CoffeeBreak).
import { ServiceAdminScreen } from './ServiceAdminScreen';

export default function CoffeeBreakScreen() {
  return <ServiceAdminScreen tag="coffeebreak" routeId="coffeeBreak" />;
}
