// Canteen documents, their news areas (aree_news) and the news-area base of each leading digit (static_data).
import { canteenLeadingDigit } from '@backoffice/shared';
import { copiedAreaId } from '../../../functions/src/services/news-areas';
import { CANTEENS, NEWS_AREA_BASES, canteenById } from './canteen-data';
import { addDays } from './dates';
import { logoImage } from './images';
import { menuStructure } from './menu-structure';
import { homeButtons } from './service-setup';
import { tr, type CanteenDef, type ContentLanguage, type SeedDocument, type Translated } from './types';

const PICKUP_POINT_NAMES: Record<ContentLanguage, string[]> = {
  it: ['Cassa principale - piano terra', 'Corner takeaway - edificio B', 'Reception - ingresso nord'],
  es: ['Caja principal - planta baja', 'Córner para llevar - edificio B', 'Recepción - entrada norte'],
  en: ['Main till - ground floor', 'Takeaway corner - building B', 'Reception - north entrance'],
  fr: ['Caisse principale - rez-de-chaussée', 'Corner à emporter - bâtiment B', 'Accueil - entrée nord'],
};

export function pickupPoints(canteen: CanteenDef): Array<{ id: string; name: string; pos: number }> {
  const names = PICKUP_POINT_NAMES[canteen.language];
  // Schools hand meals out in the refectory only.
  const used = canteen.isSchool ? names.slice(0, 1) : names;
  return used.map((name, index) => ({ id: `PP_${index + 1}`, name, pos: index + 1 }));
}

/** Service tag to currency: menu and lunchbox are paid in points (PT), the rest in the local currency (spec §9). */
function currencies(canteen: CanteenDef): Record<string, string> {
  const local = canteen.currency;
  return { menu: 'PT', lunchbox: 'PT', takeaway: local, shop: local, coffeebreak: local, ifm: local };
}

function slots(canteen: CanteenDef): Record<string, unknown> {
  return {
    order_before: canteen.isSchool ? '09:00' : '10:30',
    weekLimit: 5,
    // Orders allowed per weekday, indexed 0 = Sunday … 6 = Saturday.
    daily_limits: canteen.isSchool ? [0, 180, 180, 180, 180, 180, 0] : [0, 250, 250, 250, 250, 200, 0],
    offsets: { min_days: 0, max_days: canteen.isSchool ? 14 : 7 },
    // Weekdays (0 = Sunday) on which no slot is shown.
    hidden_for_days: [0, 6],
    orderable: true,
  };
}

function canteenDocument(canteen: CanteenDef, today: Date): SeedDocument {
  const number = canteen.id.slice(2);
  return {
    path: `canteens/${canteen.id}`,
    data: {
      canteen_id: canteen.id,
      name: canteen.name,
      address: canteen.address,
      endpoint_prefix: canteen.endpointPrefix,
      smart_prefix: canteen.smartPrefix,
      smart_id: `${canteen.smartPrefix}${number}`,
      bo_logo: canteen.withLogo
        ? logoImage(`${canteen.smartPrefix} · ${canteen.city}`, canteen.colors.primary, canteen.colors.text)
        : '',
      parent: canteen.parent,
      currency: currencies(canteen),
      wallet: canteen.wallet,
      walletConfiguration: { active: canteen.wallet !== 'DEACTIVE' },
      import: { active: canteen.importActive },
      pickup_points: pickupPoints(canteen),
      slots: slots(canteen),
      home_buttons: homeButtons(canteen),
      customer_care: { active: canteen.customerCare },
      menu_structure: menuStructure(canteen),
      customisation: {
        primary_color: canteen.colors.primary,
        secondary_color: canteen.colors.secondary,
        text_color: canteen.colors.text,
      },
      created_at: addDays(today, -canteen.createdDaysAgo),
    },
  };
}

const RESTAURANT_AREAS: Array<{ name: Translated; icon: string }> = [
  {
    name: tr(
      'News from the restaurant',
      'Novità dal ristorante',
      'Novedades del restaurante',
      'Nouveautés du restaurant',
    ),
    icon: 'newspaper',
  },
  {
    name: tr('Menus and recipes', 'Menù e ricette', 'Menús y recetas', 'Menus et recettes'),
    icon: 'utensils',
  },
  { name: tr('Sustainability', 'Sostenibilità', 'Sostenibilidad', 'Développement durable'), icon: 'leaf' },
  { name: tr('Events', 'Eventi', 'Eventos', 'Événements'), icon: 'calendar' },
];

const SCHOOL_AREAS: Array<{ name: Translated; icon: string }> = [
  {
    name: tr(
      'Notices for families',
      'Comunicazioni alle famiglie',
      'Avisos a las familias',
      'Avis aux familles',
    ),
    icon: 'users',
  },
  {
    name: tr('Food education', 'Educazione alimentare', 'Educación alimentaria', 'Éducation alimentaire'),
    icon: 'apple',
  },
  {
    name: tr('Menus and recipes', 'Menù e ricette', 'Menús y recetas', 'Menus et recettes'),
    icon: 'utensils',
  },
];

/**
 * News areas of the base canteens, plus the copies the canteen-creation trigger made for the other canteens
 * with the same leading digit (same ids and fields as the trigger writes; the seed runs with triggers paused).
 */
function newsAreaDocuments(): SeedDocument[] {
  const bases = Object.entries(NEWS_AREA_BASES) as Array<[string, string]>;
  return bases.flatMap(([digit, baseId]) => {
    const areas = canteenById(baseId).isSchool ? SCHOOL_AREAS : RESTAURANT_AREAS;
    const originals = areas.map((area, index) => ({
      path: `aree_news/AN_${baseId}_${index + 1}`,
      data: { canteen_id: baseId, name: area.name, pos: index + 1, icon: area.icon } as Record<string, unknown>,
    }));
    const copies = CANTEENS.filter((canteen) => canteen.id !== baseId && canteenLeadingDigit(canteen.id) === digit).flatMap((canteen) =>
      originals.map((original) => {
        const areaId = original.path.split('/')[1]!;
        return {
          path: `aree_news/${copiedAreaId(canteen.id, areaId)}`,
          data: { ...original.data, canteen_id: canteen.id, copied_from: { canteen_id: baseId, area_id: areaId } },
        };
      }),
    );
    return [...originals, ...copies];
  });
}

export function canteenDocuments(today: Date): SeedDocument[] {
  return [
    ...CANTEENS.map((canteen) => canteenDocument(canteen, today)),
    ...newsAreaDocuments(),
    { path: 'static_data/news_area_bases', data: { bases: { ...NEWS_AREA_BASES } } },
  ];
}
