// The services admin's further services (menu, lunchbox, takeaway beside shop, coffee break and IFM) and the
// customer app's home buttons of each canteen (issue 16; shared/DECISIONS.md "Services admin", "Home buttons").
import { CANTEENS } from './canteen-data';
import { addDays } from './dates';
import { tr, type CanteenDef, type SeedDocument, type Translated } from './types';

interface ExtraService {
  tag: 'menu' | 'lunchbox' | 'takeaway';
  name: Translated;
  /** Menu and lunchbox are paid in points (spec §9), takeaway in the local currency. */
  points: boolean;
  hours: { from: string; to: string };
}

const MENU: ExtraService = {
  tag: 'menu',
  name: tr('Daily menu', 'Menù del giorno', 'Menú del día', 'Menu du jour'),
  points: true,
  hours: { from: '11:30', to: '14:30' },
};
const LUNCHBOX: ExtraService = {
  tag: 'lunchbox',
  name: tr('Packed lunch', 'Pranzo al sacco', 'Pícnic', 'Panier-repas'),
  points: true,
  hours: { from: '07:30', to: '09:30' },
};
const TAKEAWAY: ExtraService = {
  tag: 'takeaway',
  name: tr('Takeaway', 'Asporto', 'Para llevar', 'À emporter'),
  points: false,
  hours: { from: '11:00', to: '15:00' },
};

function extraServices(canteen: CanteenDef): ExtraService[] {
  return canteen.isSchool ? [MENU, LUNCHBOX] : [MENU, TAKEAWAY];
}

export function serviceSetupDocuments(today: Date): SeedDocument[] {
  return CANTEENS.flatMap((canteen, index) =>
    extraServices(canteen).map((service) => ({
      path: `services/${service.tag.toUpperCase()}_${canteen.id}`,
      data: {
        tag: service.tag,
        canteen_id: canteen.id,
        name: service.name,
        // One takeaway in three is switched off, so the list's enabled filter has something to show.
        active: !(service.tag === 'takeaway' && index % 3 === 2),
        currency: service.points ? 'PT' : canteen.currency,
        hours: service.hours,
        created_at: addDays(today, -Math.min(canteen.createdDaysAgo, 200)),
      },
    })),
  );
}

const BUTTON_LABELS: Record<string, Translated> = {
  menu: MENU.name,
  lunchbox: LUNCHBOX.name,
  takeaway: TAKEAWAY.name,
  shop: tr('Shop', 'Shop', 'Tienda', 'Boutique'),
  coffeebreak: tr('Coffee break', 'Coffee break', 'Pausa café', 'Pause café'),
  ifm: tr('Facility requests', 'Richieste di servizio', 'Solicitudes de servicio', 'Demandes de service'),
};
const BUTTON_ICONS: Record<string, string> = {
  menu: 'utensils',
  lunchbox: 'bag',
  takeaway: 'bag',
  shop: 'bag',
  coffeebreak: 'coffee',
  ifm: 'wrench',
};

/** The home tiles of the customer app: one per service the canteen offers, in this order. */
export function homeButtons(canteen: CanteenDef): Array<Record<string, unknown>> {
  const services = canteen.isSchool ? ['menu', 'lunchbox', 'ifm'] : ['menu', 'takeaway', 'shop', 'coffeebreak', 'ifm'];
  return services.map((service, index) => ({
    id: `HB_${index + 1}`,
    label: BUTTON_LABELS[service],
    service,
    icon: BUTTON_ICONS[service],
    pos: index + 1,
    active: true,
  }));
}
