// combos/{CB_canteen_SERVICE_nn}: per canteen, for each of its ordering services, the combos a customer can choose —
// the courses (dishes) or shop categories that form them and their price (issue 16; shared/DECISIONS.md "Combos").
// Menu and lunchbox combos are priced in points (spec §9), the others in the canteen's currency.
import { comboDocument, comboDocumentId, type ComboForm, type ComboService } from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import { COFFEEBREAK_CATALOG } from './catalog-coffeebreak';
import { SHOP_CATALOG } from './catalog-shop';
import type { CatalogDef } from './catalog-types';
import { addDays } from './dates';
import { money, tr, type CanteenDef, type SeedDocument, type Translated } from './types';

const FIRST = tr('First course', 'Primo', 'Primer plato', 'Entrée');
const SECOND = tr('Second course', 'Secondo', 'Segundo plato', 'Plat principal');
const SIDE = tr('Side dish', 'Contorno', 'Guarnición', 'Accompagnement');
const DESSERT = tr('Dessert or fruit', 'Dessert o frutta', 'Postre o fruta', 'Dessert ou fruit');
const BREAD = tr('Bread', 'Pane', 'Pan', 'Pain');
const SANDWICH = tr('Sandwich', 'Panino', 'Bocadillo', 'Sandwich');
const FRUIT = tr('Fresh fruit', 'Frutta fresca', 'Fruta fresca', 'Fruit frais');
const WATER = tr('Water 50 cl', 'Acqua 50 cl', 'Agua 50 cl', 'Eau 50 cl');

interface ComboDef {
  service: ComboService;
  name: Translated;
  dishes?: Translated[];
  /** Category keys of the service's catalog. */
  categories?: string[];
  /** Points for menu and lunchbox; euro (scaled to the canteen's currency) for the others. */
  price: number;
  active?: boolean;
}

const MENU_COMBOS: ComboDef[] = [
  {
    service: 'menu',
    name: tr('Full menu', 'Menù completo', 'Menú completo', 'Menu complet'),
    dishes: [FIRST, SECOND, SIDE, DESSERT],
    price: 12,
  },
  {
    service: 'menu',
    name: tr('Light menu', 'Menù leggero', 'Menú ligero', 'Menu léger'),
    dishes: [FIRST, SIDE, BREAD],
    price: 8,
  },
  {
    service: 'menu',
    name: tr('Main and dessert', 'Secondo e dessert', 'Segundo y postre', 'Plat et dessert'),
    dishes: [SECOND, SIDE, DESSERT],
    price: 9,
    active: false,
  },
];
const LUNCHBOX_COMBOS: ComboDef[] = [
  {
    service: 'lunchbox',
    name: tr('School trip lunch', 'Pranzo della gita', 'Comida de excursión', 'Repas de sortie'),
    dishes: [SANDWICH, FRUIT, WATER],
    price: 6,
  },
];
const TAKEAWAY_COMBOS: ComboDef[] = [
  {
    service: 'takeaway',
    name: tr('Lunch to go', 'Pranzo da asporto', 'Comida para llevar', 'Déjeuner à emporter'),
    dishes: [FIRST, SECOND, BREAD],
    price: 8.5,
  },
  {
    service: 'takeaway',
    name: tr('Quick lunch', 'Pranzo veloce', 'Comida rápida', 'Déjeuner rapide'),
    dishes: [SECOND, SIDE],
    price: 6.5,
  },
];
const COFFEEBREAK_COMBOS: ComboDef[] = [
  {
    service: 'coffeebreak',
    name: tr('Breakfast', 'Colazione', 'Desayuno', 'Petit-déjeuner'),
    categories: ['COFFEE', 'PASTRY'],
    price: 2.2,
  },
  {
    service: 'coffeebreak',
    name: tr('Afternoon break', 'Merenda', 'Merienda', 'Goûter'),
    categories: ['COLD_DRINKS', 'PASTRY'],
    price: 2.8,
  },
];
const SHOP_COMBOS: ComboDef[] = [
  {
    service: 'shop',
    name: tr('Sandwich deal', 'Offerta panino', 'Oferta bocadillo', 'Formule sandwich'),
    categories: ['SANDWICHES', 'DRINKS'],
    price: 5.9,
  },
  {
    service: 'shop',
    name: tr('Salad deal', 'Offerta insalata', 'Oferta ensalada', 'Formule salade'),
    categories: ['SALADS', 'DRINKS', 'FRUIT_SNACKS'],
    price: 8.9,
  },
];

const CATALOGS: Partial<Record<ComboService, CatalogDef>> = {
  shop: SHOP_CATALOG,
  coffeebreak: COFFEEBREAK_CATALOG,
};
const UPPER = { en: 'EN', it: 'IT', es: 'ES', fr: 'FR' } as const;

function combosOf(canteen: CanteenDef): ComboDef[] {
  return [
    ...MENU_COMBOS,
    ...(canteen.isSchool ? LUNCHBOX_COMBOS : TAKEAWAY_COMBOS),
    ...COFFEEBREAK_COMBOS,
    ...SHOP_COMBOS,
  ];
}

function categoryName(service: ComboService, key: string, canteen: CanteenDef): string {
  const category = CATALOGS[service]?.categories.find((candidate) => candidate.key === key);
  if (!category) throw new Error(`No ${service} category ${key}`);
  return category.names[canteen.uiLanguage === 'cl' ? 'CL' : UPPER[canteen.language]];
}

export function comboDocuments(today: Date): SeedDocument[] {
  return CANTEENS.flatMap((canteen) => {
    const positions = new Map<ComboService, number>();
    return combosOf(canteen).map((def) => {
      const position = (positions.get(def.service) ?? 0) + 1;
      positions.set(def.service, position);
      const points = def.service === 'menu' || def.service === 'lunchbox';
      const form: ComboForm = {
        name: { ...def.name },
        items: [
          ...(def.dishes ?? []).map((dish) => ({
            kind: 'dish' as const,
            name: dish[canteen.language],
            quantity: 1,
          })),
          ...(def.categories ?? []).map((key) => ({
            kind: 'category' as const,
            name: categoryName(def.service, key, canteen),
            quantity: 1,
          })),
        ],
        price: points ? def.price : money(def.price * canteen.priceFactor, canteen.currency),
        active: def.active ?? true,
      };
      return {
        path: `combos/${comboDocumentId(canteen.id, def.service, position)}`,
        data: {
          ...comboDocument(canteen.id, def.service, position, form),
          created_at: addDays(today, -Math.min(canteen.createdDaysAgo, 120)),
        },
      };
    });
  });
}
