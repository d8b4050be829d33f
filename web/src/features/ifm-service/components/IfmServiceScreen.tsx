// /servizi/ifm: the IFM service of the active canteen, its categories, products and options (spec §2).
import { ServiceCatalogueScreen } from './ServiceCatalogueScreen';

export default function IfmServiceScreen() {
  return <ServiceCatalogueScreen tag="ifm" routeId="ifmService" />;
}
