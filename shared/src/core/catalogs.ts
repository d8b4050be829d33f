// Closed lists of values named by the spec (§3, §4, §9): services, channels, exports, allergens and friends.

/** Service types; the first seven are also used as service tags (spec §3). */
export const SERVICE_TYPES = [
  'menu',
  'lunchbox',
  'takeaway',
  'posto',
  'shop',
  'coffeebreak',
  'ifm',
  'recharge_account',
  'recharge_account_tcpos',
  'direct_checkout',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
/** Service types that are also tags of orders and /servizi/{tag} screens. */
export const SERVICE_TAGS = ['menu', 'lunchbox', 'takeaway', 'posto', 'shop', 'coffeebreak', 'ifm'] as const;
export type ServiceTag = (typeof SERVICE_TAGS)[number];

/** Menu week patterns: full week, Monday–Saturday, Monday–Friday, Monday–Thursday. */
export const MENU_WEEK_PATTERNS = {
  FW: 'full_week',
  MS: 'monday_saturday',
  MF: 'monday_friday',
  MT: 'monday_thursday',
} as const;
export type MenuWeekPattern = keyof typeof MENU_WEEK_PATTERNS;

/** Notification channels and schedule types (spec §3). */
export const NOTIFICATION_CHANNELS = ['push', 'sms', 'email', 'in_app', 'none'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const SCHEDULE_TYPES = ['NOW', 'SPECIFIC_DAY', 'WEEKLY', 'MONTHLY'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

/** Export formats, kinds and separators (spec §3). */
export const EXPORT_FORMATS = ['csv', 'csv_international', 'xlsx', 'txt'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_KINDS = ['matrix_user', 'orders', 'lines', 'zucchetti'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_SEPARATORS = { semicolon: ';', comma: ',' } as const;

/** Survey question types (spec §3). */
export const SURVEY_QUESTION_TYPES = ['range', 'choice', 'text', 'description'] as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

/** Display areas and action types of a communication (spec §3). */
export const COMMUNICATION_AREAS = ['news', 'home'] as const;
export type CommunicationArea = (typeof COMMUNICATION_AREAS)[number];
export const COMMUNICATION_ACTION_TYPES = [
  'info',
  'com_details',
  'external',
  'internal',
  'fullscreen',
  'popup',
  'open_in_popup',
  'go_to_service',
  'go_to_canteen',
] as const;
export type CommunicationActionType = (typeof COMMUNICATION_ACTION_TYPES)[number];

/**
 * Wallet values of a canteen (spec §3). The spec does not name the provider's own wallet value;
 * PROVIDER_WALLET stands for it.
 */
export const WALLET_VALUES = ['TCPOS', 'PRODELFI', 'PROVIDER_WALLET', 'DEACTIVE'] as const;
export type WalletValue = (typeof WALLET_VALUES)[number];

/** Payment-device kinds (spec §3). */
export const PAYMENT_DEVICE_KINDS = ['WIB', 'FOOD_24'] as const;

/** Allergen codes (spec §3) → stable English key. */
export const ALLERGENS = {
  3: 'milk',
  4: 'sesame',
  5: 'eggs',
  6: 'gluten',
  7: 'fish',
  9: 'soy',
  10: 'celery',
  11: 'peanuts',
  12: 'nuts',
  15: 'crustaceans',
  16: 'molluscs',
  17: 'sulphites',
  18: 'mustard',
  19: 'lupins',
} as const;
export type AllergenCode = keyof typeof ALLERGENS;
/** Every allergen code. */
export const ALLERGEN_CODES = Object.keys(ALLERGENS).map(Number) as AllergenCode[];

/** Nutrient ids (spec §3). */
export const NUTRIENT_IDS = { energy: 37, protein: 10, fat: 8, carbohydrates: 33 } as const;

/** Language keys of service category names, upper case as stored (spec §3). */
export const CATEGORY_NAME_LANGUAGE_KEYS = ['EN', 'IT', 'ES', 'FR', 'TR', 'EU', 'CA', 'CL'] as const;

/** Collections named by the spec (§3), for code that must not misspell them. */
export const COLLECTIONS = {
  users: 'users',
  profiles: 'profiles',
  statistics: 'statistics',
  favoriteRecipes: 'favorite_recipes',
  menu: 'menu',
  lunchbox: 'lunchbox',
  takeaway: 'takeaway',
  dates: 'dates',
  chat: 'chat',
  menuChanges: 'menu_changes',
  canteens: 'canteens',
  newsAreas: 'aree_news',
  rules: 'rules',
  recipes: 'recipes',
  canteenPaymentMethods: 'canteen_payment_methods',
  paymentMethods: 'payment_methods',
  staticData: 'static_data',
  catalogs: 'catalogs',
  costCenters: 'cost_centers',
  vouchersRules: 'vouchers_rules',
  digitalSignage: 'digital_signage',
  dailySlots: 'daily_slots',
  orders: 'orders',
  ordersPending: 'orders_pending',
  messages: 'messages',
  services: 'services',
  peopleCounters: 'people_counters',
  suppliers: 'suppliers',
  wallet: 'wallet',
} as const;
