// Types and sizes: a valid document of each collection is accepted, each broken one refused, limits exact.
import { serverTimestamp } from 'firebase/firestore';
import { describe } from 'vitest';
import { DOCUMENT_LIMITS } from '@backoffice/shared';
import { caseOf, text } from '../support/cases';
import { FIXED_NOW, seeded } from '../support/fixtures';
import { IN_CANTEEN, principal } from '../support/principals';
import type { FixtureStore } from '../support/store';

interface ValidationSet {
  row: string;
  who: string;
  path: string;
  valid: Record<string, unknown>;
  invalid: Array<[string, Record<string, unknown>]>;
  /** Values at their limit, still accepted. */
  atLimit?: Array<[string, Record<string, unknown>]>;
}

export function defineValidation(store: () => FixtureStore): void {
  // Without menu_structure: only the saveMenuStructure callable, the wizard and the seed write it (issue 15).
  const canteen: Record<string, unknown> = { ...seeded('canteens/C_1001'), canteen_id: 'C_1003' };
  delete canteen.menu_structure;
  const slots = (canteen as Record<string, unknown>).slots as Record<string, unknown>;
  const user = { ...seeded('users/demo-customer'), canteens: [IN_CANTEEN] };
  const recipe = seeded('recipes/R_001');
  const ingredient = seeded('ingredients/pasta');
  const day = { ...seeded('menu/C_1001_'), canteen_id: IN_CANTEEN, date: '2026-12-01' };
  const shop = { ...seeded('services/SHOP_C_1001'), tag: 'coffeebreak' };
  const category = seeded('services/SHOP_C_1001/categories/');
  const product = seeded('services/SHOP_C_1001/products/');
  const communication = seeded('messages/MSG_C_1001_1');
  const area = seeded('aree_news/AN_C_1001_1');
  const costCentre = seeded('cost_centers/CC_C_1001_1');
  const specialDiet = { ...seeded('special_diets/SD_C_1001_1'), canteen_id: IN_CANTEEN };
  const printer = { ...seeded('printers/PR_C_1001_KITCHEN'), canteen_id: IN_CANTEEN };
  const signageSchedule = { ...seeded('digital_signage/SG_C_1001_LUNCH'), canteen_id: IN_CANTEEN };
  const combo = { ...seeded('combos/CB_C_1001_MENU_01'), position: 97, created_at: serverTimestamp() };
  const seatArea = seeded('seats/ST_C_1001_MAIN');
  const paymentMethod = seeded('payment_methods/PM_CREDIT_CARD');
  const canteenPaymentMethod = seeded('canteen_payment_methods/CPM_C_1001_CREDIT_CARD');
  const sets: ValidationSet[] = [
    {
      row: 'canteens',
      who: 'admin',
      path: 'canteens/C_1003',
      valid: canteen,
      atLimit: [['name of the longest length', { name: text(DOCUMENT_LIMITS.shortText) }]],
      invalid: [
        ['id field differs from the document id', { canteen_id: 'C_1004' }],
        ['name too long', { name: text(DOCUMENT_LIMITS.shortText + 1) }],
        ['no name', { name: '' }],
        ['unknown country', { endpoint_prefix: 'de' }],
        ['unknown wallet', { wallet: 'CASH' }],
        ['logo too large', { bo_logo: text(DOCUMENT_LIMITS.image + 1) }],
        ['pickup points not a list', { pickup_points: 'PP_1' }],
        ['slots not a map', { slots: 5 }],
        ['slots: deadline not HH:MM', { slots: { ...slots, order_before: '9:00' } }],
        ['slots: week limit 8', { slots: { ...slots, weekLimit: 8 } }],
        ['slots: six daily limits', { slots: { ...slots, daily_limits: [0, 1, 2, 3, 4, 5] } }],
        ['slots: a daily limit above 99999', { slots: { ...slots, daily_limits: [0, 100000, 1, 1, 1, 1, 0] } }],
        ['slots: a negative daily limit', { slots: { ...slots, daily_limits: [0, -1, 1, 1, 1, 1, 0] } }],
        ['slots: min_days after max_days', { slots: { ...slots, offsets: { min_days: 8, max_days: 7 } } }],
        ['slots: weekday 7 hidden', { slots: { ...slots, hidden_for_days: [7] } }],
        ['slots: a weekday hidden twice', { slots: { ...slots, hidden_for_days: [0, 0] } }],
        ['slots: orderable as text', { slots: { ...slots, orderable: 'yes' } }],
        ['slots: an unknown field', { slots: { ...slots, capacity: 10 } }],
        ['home buttons not a list', { home_buttons: 'HB_1' }],
        ['25 home buttons', { home_buttons: Array.from({ length: 25 }, (_, i) => ({ id: `HB_${i}` })) }],
      ],
    },
    {
      row: 'canteens/rules',
      who: 'admin',
      path: `canteens/${IN_CANTEEN}/rules/import`,
      valid: { active: true, provider: 'TCPOS' },
      invalid: [['active as text', { active: 'yes' }]],
    },
    {
      row: 'users',
      who: 'admin',
      path: 'users/new-account',
      valid: user,
      atLimit: [
        ['six visited canteens', { bo_visited_canteens: ['C_1', 'C_2', 'C_3', 'C_4', 'C_5', 'C_6'] }],
      ],
      invalid: [
        ['no profile', { profile: null }],
        ['name too long', { profile: { name: text(DOCUMENT_LIMITS.shortText + 1) } }],
        ['unknown role', { role: 'superuser' }],
        ['unknown role in roles', { roles: { superuser: true } }],
        ['unknown language', { active_language: 'de' }],
        [
          'seven visited canteens',
          { bo_visited_canteens: ['C_1', 'C_2', 'C_3', 'C_4', 'C_5', 'C_6', 'C_7'] },
        ],
        [
          'too many devices',
          { fcm_tokens: Array.from({ length: DOCUMENT_LIMITS.deviceTokens + 1 }, (_, n) => `t${n}`) },
        ],
        [
          'too many canteens',
          { bo_canteens: Array.from({ length: DOCUMENT_LIMITS.canteens + 1 }, (_, n) => `C_${n}`) },
        ],
      ],
    },
    {
      row: 'recipes',
      who: 'site_manager',
      path: 'recipes/R_NEW',
      valid: recipe,
      invalid: [
        ['a name in an unknown language', { name: { de: 'Spaghetti' } }],
        ['name too long', { name: { en: text(DOCUMENT_LIMITS.shortText + 1) } }],
        ['price as text', { euro: '4,50' }],
        ['allergens not a list', { allergens: 6 }],
      ],
    },
    {
      row: 'ingredients',
      who: 'site_manager',
      path: 'ingredients/NEW',
      valid: ingredient,
      invalid: [
        ['an unknown unit', { unit: 'cup' }],
        ['kcal as text', { per_100g: { kcal: '353', proteins: 13, fat: 1.5, carbs: 72.2 } }],
        ['a name in an unknown language', { name: { de: 'Nudeln' } }],
      ],
    },
    {
      row: 'suppliers',
      who: 'site_manager',
      path: 'suppliers/S_NEW',
      valid: { name: 'Nuovo fornitore' },
      atLimit: [['name of the longest length', { name: text(200) }]],
      invalid: [
        ['no name', { name: '' }],
        ['name too long', { name: text(201) }],
        ['name not text', { name: 7 }],
        ['a field the supplier form does not have', { vat: 'IT01234567890' }],
      ],
    },
    {
      row: 'menu',
      who: 'cuoco',
      path: `menu/${IN_CANTEEN}_2026-12-01`,
      valid: day,
      invalid: [
        ['id of another day', { date: '2026-12-02' }],
        ['date not a day', { date: 'tomorrow' }],
        ['too many items', { items: Array.from({ length: DOCUMENT_LIMITS.lines + 1 }, () => ({})) }],
      ],
    },
    {
      row: 'services',
      who: 'admin',
      path: `services/COFFEEBREAK_${IN_CANTEEN}`,
      valid: shop,
      atLimit: [['shop settings with a checkout text', { settings: { checkout_text_enabled: true, checkout_text: { it: 'Ritiro alle 10:00' } } }]],
      invalid: [
        ['tag and id disagree', { tag: 'shop' }],
        ['a menu service under a coffee-break id', { tag: 'menu' }],
        ['active as text', { active: 'yes' }],
        ['hours ending before they start', { hours: { from: '16:00', to: '07:30' } }],
        ['hours without a colon', { hours: { from: '0730', to: '16:00' } }],
        ['hours with an extra field', { hours: { from: '07:30', to: '16:00', skipCheck: true } }],
        ['settings with an unknown field', { settings: { checkout_text_enabled: true, pickers: false } }],
        ['a checkout text in a ninth language', { settings: { checkout_text_enabled: true, checkout_text: { de: 'Morgen' } } }],
      ],
    },
    {
      // Every service type of spec §3 has a service document (issue 16, the services admin).
      row: 'services',
      who: 'admin',
      path: `services/TAKEAWAY_${IN_CANTEEN}`,
      valid: { tag: 'takeaway', canteen_id: IN_CANTEEN, name: { it: 'Asporto' }, active: true, currency: 'EUR' },
      atLimit: [['points as currency', { currency: 'PT' }]],
      invalid: [
        ['not a service type', { tag: 'cinema' }],
        ['id of another type', { tag: 'lunchbox' }],
        ['a currency of four letters', { currency: 'EURO' }],
      ],
    },
    {
      row: 'services/categories',
      who: 'cuoco',
      path: `services/SHOP_${IN_CANTEEN}/categories/NEW`,
      valid: category,
      atLimit: [
        ['created running', { stopped: false }],
        ['the no-limit maximum 99999', { max_quantity: 99999 }],
        ['six ranges of hours', { hours: Array.from({ length: 6 }, (_, i) => ({ from: `0${i}:00`, to: `0${i}:30` })) }],
      ],
      invalid: [
        ['a negative price', { price: -0.5 }],
        ['negative points', { points: -1 }],
        ['a maximum above 99999', { max_quantity: 100000 }],
        ['seven ranges of hours', { hours: Array.from({ length: 7 }, (_, i) => ({ from: `0${i}:00`, to: `0${i}:30` })) }],
        ['lower-case language key', { name: { en: 'Panini' } }],
        ['fractional maximum', { max_quantity: 1.5 }],
        ['stopped as text', { stopped: 'yes' }],
        ['created stopped', { stopped: true }],
        ['created with a stop time', { stopped_at: FIXED_NOW }],
        ['created with a resume author', { resumed_by: 'staff-cuoco' }],
      ],
    },
    {
      row: 'services/products',
      who: 'cuoco',
      path: `services/SHOP_${IN_CANTEEN}/products/NEW`,
      valid: product,
      invalid: [
        ['price as text', { price: '5' }],
        ['variants not a list', { variants: {} }],
        ['image too large', { image: text(DOCUMENT_LIMITS.image + 1) }],
      ],
    },
    {
      row: 'messages',
      who: 'country_manager',
      path: 'messages/MSG_NEW',
      valid: communication,
      // `languages` follows the titles (a title only in English is a message only in English).
      atLimit: [['title of the longest length', { title: { en: text(DOCUMENT_LIMITS.shortText) }, languages: ['en'] }]],
      invalid: [
        ['unknown area', { area: 'sidebar' }],
        ['ends before it starts', { end: new Date(FIXED_NOW.getTime() - 86_400_000), start: FIXED_NOW }],
        ['start as text', { start: '2026-11-21' }],
        ['no end', { end: null }],
        ['title in a fifth language', { title: { tr: 'Yeni menü' } }],
        ['title too long', { title: { en: text(DOCUMENT_LIMITS.shortText + 1) } }],
        ['unknown action', { action: 'download' }],
      ],
    },
    {
      row: 'aree_news',
      who: 'admin_provider',
      path: 'aree_news/AN_NEW',
      valid: area,
      invalid: [
        ['no name', { name: null }],
        ['icon too long', { icon: text(DOCUMENT_LIMITS.shortText + 1) }],
      ],
    },
    {
      row: 'cost_centers',
      who: 'company_manager',
      path: 'cost_centers/CC_NEW',
      valid: costCentre,
      atLimit: [['name of the longest length', { name: text(DOCUMENT_LIMITS.shortText) }]],
      invalid: [
        ['empty name', { name: '' }],
        ['name too long', { name: text(DOCUMENT_LIMITS.shortText + 1) }],
        ['price-list flag as text', { useAsCustomPriceList: 'no' }],
      ],
    },
    {
      row: 'special_diets',
      who: 'company_manager',
      path: 'special_diets/SD_NEW',
      valid: specialDiet,
      atLimit: [
        ['name of the longest length', { name: { it: text(DOCUMENT_LIMITS.shortText) } }],
        ['every allergen of spec §3', { excluded_allergens: [3, 4, 5, 6, 7, 9, 10, 11, 12, 15, 16, 17, 18, 19] }],
        ['notes of the longest length', { notes: text(DOCUMENT_LIMITS.longText) }],
        ['500 customers', { customer_ids: Array.from({ length: 500 }, (_, i) => `customer-${i}`) }],
      ],
      invalid: [
        ['no name in any language', { name: {} }],
        ['name not per language', { name: 'Senza glutine' }],
        ['name in a language that is not a UI language', { name: { de: 'Glutenfrei' } }],
        ['name too long', { name: { it: text(DOCUMENT_LIMITS.shortText + 1) } }],
        ['no excluded allergen', { excluded_allergens: [] }],
        ['code 8 is not an allergen of spec §3', { excluded_allergens: [6, 8] }],
        ['allergen as text', { excluded_allergens: ['6'] }],
        ['notes too long', { notes: text(DOCUMENT_LIMITS.longText + 1) }],
        ['501 customers', { customer_ids: Array.from({ length: 501 }, (_, i) => `customer-${i}`) }],
        ['customers not a list', { customer_ids: 'customer-01' }],
      ],
    },
    {
      row: 'printers',
      who: 'admin',
      path: 'printers/PR_NEW',
      valid: printer,
      atLimit: [
        ['name of the longest length', { name: text(DOCUMENT_LIMITS.shortText) }],
        ['100 categories routed', { routing: { services: [], category_ids: Array.from({ length: 100 }, (_, i) => `C${i}`), pickup_points: [] } }],
      ],
      invalid: [
        ['empty name', { name: '' }],
        ['a paper width no printer has', { paper_width: 76 }],
        ['not ESC/POS', { escpos: false }],
        ['unknown kind', { kind: 'label' }],
        ['active as text', { active: 'yes' }],
        ['routing with an unknown list', { routing: { services: [], category_ids: [], pickup_points: [], tables: [] } }],
        ['101 categories routed', { routing: { services: [], category_ids: Array.from({ length: 101 }, (_, i) => `C${i}`), pickup_points: [] } }],
        ['no address', { address: '' }],
      ],
    },
    {
      row: 'digital_signage',
      who: 'super_site_manager',
      path: 'digital_signage/SG_NEW',
      valid: signageSchedule,
      atLimit: [['every weekday', { weekdays: [1, 2, 3, 4, 5, 6, 7] }]],
      invalid: [
        ['ends before it starts', { from: '14:30', to: '11:30' }],
        ['a time that is not HH:MM', { from: '7:00' }],
        ['no weekday', { weekdays: [] }],
        ['an empty playlist', { items: [] }],
        ['an unknown kind', { kind: 'banner' }],
        ['no screen', { screen_id: '' }],
        ['a screen without orientation', { kind: 'screen', place: 'Atrio', resolution: '1920x1080' }],
      ],
    },
    {
      row: 'seats',
      who: 'admin',
      path: 'seats/ST_NEW',
      valid: seatArea,
      atLimit: [
        ['name of the longest length', { name: text(DOCUMENT_LIMITS.shortText) }],
        ['eight slots of 9999 seats', { slots: Array.from({ length: 8 }, (_, i) => ({ from: `1${i % 10}:00`, to: `1${i % 10}:30`, capacity: 9999 })) }],
      ],
      invalid: [
        ['no name', { name: '' }],
        ['no slot', { slots: [] }],
        ['nine slots', { slots: Array.from({ length: 9 }, () => ({ from: '12:00', to: '12:30', capacity: 1 })) }],
        ['a slot ending before it starts', { slots: [{ from: '13:00', to: '12:30', capacity: 10 }] }],
        ['a time that is not HH:MM', { slots: [{ from: '9:00', to: '12:30', capacity: 10 }] }],
        ['no seat', { slots: [{ from: '12:00', to: '12:30', capacity: 0 }] }],
        ['seats as text', { slots: [{ from: '12:00', to: '12:30', capacity: '10' }] }],
        ['an unknown field', { tables: 4 }],
      ],
    },
    {
      row: 'combos',
      who: 'site_manager',
      path: 'combos/CB_C_1001_MENU_97',
      valid: combo,
      atLimit: [
        ['six lines', { items: Array.from({ length: 6 }, () => ({ kind: 'category', name: text(DOCUMENT_LIMITS.shortText), quantity: 9 })) }],
        ['price 99999', { price: 99999 }],
      ],
      invalid: [
        ['id of another position', { position: 2 }],
        ['id of another service', { service: 'shop' }],
        ['unknown service', { service: 'ifm' }],
        ['no name in any language', { name: {} }],
        ['no line', { items: [] }],
        ['seven lines', { items: Array.from({ length: 7 }, () => ({ kind: 'dish', name: 'Primo', quantity: 1 })) }],
        ['a line of an unknown kind', { items: [{ kind: 'product', name: 'Primo', quantity: 1 }] }],
        ['a line without a name', { items: [{ kind: 'dish', name: '', quantity: 1 }] }],
        ['a quantity of 10', { items: [{ kind: 'dish', name: 'Primo', quantity: 10 }] }],
        ['a line with an unknown field', { items: [{ kind: 'dish', name: 'Primo', quantity: 1, price: 3 }] }],
        ['a negative price', { price: -1 }],
        ['a price above 99999', { price: 100000 }],
        ['an unknown field', { colour: 'red' }],
        ['created before the request', { created_at: new Date('2026-01-01T00:00:00Z') }],
      ],
    },
    {
      row: 'payment_methods',
      who: 'admin',
      path: 'payment_methods/PM_NEW',
      valid: paymentMethod,
      invalid: [
        ['no code', { code: '' }],
        ['code in lower case', { code: 'credit_card' }],
        ['code with a dash', { code: 'CREDIT-CARD' }],
        ['name not per language', { name: 'Carta' }],
      ],
    },
    {
      row: 'canteen_wizard_drafts',
      who: 'admin',
      path: 'canteen_wizard_drafts/WD_NEW',
      valid: { step: 2, values: { group: 'italy', number: '1003' }, label: 'C_1003', saved_at: FIXED_NOW },
      atLimit: [
        ['the last step', { step: 4 }],
        ['the longest label', { label: text(220) }],
      ],
      invalid: [
        ['step 5', { step: 5 }],
        ['a negative step', { step: -1 }],
        ['step as text', { step: '2' }],
        ['values not a map', { values: 'C_1003' }],
        ['label too long', { label: text(221) }],
        ['no save time', { saved_at: 'now' }],
        ['an unknown field', { canteen_id: 'C_1003' }],
      ],
    },
    {
      row: 'canteen_payment_methods',
      who: 'site_manager',
      path: 'canteen_payment_methods/CPM_NEW',
      valid: canteenPaymentMethod,
      invalid: [
        ['unknown device kind', { kind: 'CASH' }],
        ['no payment method', { payment_method_id: '' }],
      ],
    },
  ];
  for (const set of sets) {
    describe(`${set.row}: types and sizes`, () => {
      const who = principal(set.who);
      caseOf('valid document', who, { op: 'create', path: set.path, data: set.valid }, true, store);
      for (const [name, patch] of set.atLimit ?? []) {
        caseOf(name, who, { op: 'create', path: set.path, data: { ...set.valid, ...patch } }, true, store);
      }
      for (const [name, patch] of set.invalid) {
        caseOf(name, who, { op: 'create', path: set.path, data: { ...set.valid, ...patch } }, false, store);
      }
    });
  }
}
