// The services admin and the canteen set-up forms (spec §2 Services, Pickups, Slots, PaymentMethods; §3 Canteen
// pickup_points and slots, Payment method and device kinds, service types; §9 currency): what the back office
// accepts and the stored shapes. The rules (firestore.rules validService, validSlots, validPaymentMethod) enforce the
// same limits on the server; pickup points and home buttons only their list sizes there.
import { z } from 'zod';
import { PAYMENT_DEVICE_KINDS, SERVICE_TYPES, type ServiceType } from '../core/catalogs';
import { CURRENCY_CODE_PATTERN } from '../core/currency';
import { parseYesNoFilter, type YesNoFilter } from '../forms/yes-no-filter';
import { UI_LANGUAGES } from '../i18n/i18n-env';
import { canteenIdValueSchema } from '../model/entities';

/** Message keys of the `servicesAdmin` namespace (i18next reads `ns:key`, so the form kit finds them). */
const message = (key: string) => `servicesAdmin:validation.${key}`;

/** Names of services, payment methods, pickup points, home buttons. */
export const SETUP_NAME_MAX = 200;
/** Page size of the services list. */
export const SERVICES_PAGE_SIZE = 25;
/** Pickup points and home buttons a canteen may have (the rules' list limits). */
export const PICKUP_POINTS_MAX = 50;
export const HOME_BUTTONS_MAX = 24;
/** A day's order limit: at most 99999 (the spec's "no limit" value, §5). */
export const SLOT_DAY_LIMIT_MAX = 99999;
/** How far ahead ordering can open, in days. */
export const SLOT_OFFSET_MAX = 60;
/** Payment method codes: upper-case letters, digits and underscores (the seed's CREDIT_CARD, MEAL_VOUCHER…). */
export const PAYMENT_CODE_PATTERN = /^[A-Z0-9_]{2,40}$/;
/** HH:MM, zero-padded, 00:00–23:59. */
export const HH_MM_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

// A language whose input was never typed in reaches the schema as undefined (react-hook-form): it counts as empty, so
// the "at least one language" message below is the one shown, not a bare "required" under the English field.
const texts = z.partialRecord(z.enum(UI_LANGUAGES), z.string().trim().max(SETUP_NAME_MAX, message('tooLong')).optional());

/** Texts per language with at least one filled in; the message sits on the English field, the first tab. */
export const setupNamesSchema = texts.superRefine((names, ctx) => {
  if (!Object.values(names).some((name) => typeof name === 'string' && name !== ''))
    ctx.addIssue({ code: 'custom', message: message('nameRequired'), path: ['en'] });
});

/** Drops empty languages so the stored map holds only real texts. */
export function compactTexts(names: Partial<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(names).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''),
  );
}

/** The stored id of a canteen's service of a type: SHOP_C_1001, MENU_C_1001 (the rules check it). */
export function serviceDocumentId(type: ServiceType, canteenId: string): string {
  return `${type.toUpperCase()}_${canteenId}`;
}

// ---- Services ---------------------------------------------------------------------------------------------------

/** The editable part of a service (spec §2 /services/{id}): its names, enabled state, currency and hours. */
export const serviceAdminFormSchema = z.object({
  name: setupNamesSchema,
  active: z.boolean(),
  currency: z.string().trim().toUpperCase().regex(CURRENCY_CODE_PATTERN, message('currency')),
  hours_enabled: z.boolean(),
  hours: z.object({
    from: z.string().regex(HH_MM_PATTERN, message('time')),
    to: z.string().regex(HH_MM_PATTERN, message('time')),
  }),
}).superRefine((form, ctx) => {
  if (form.hours_enabled && form.hours.from >= form.hours.to)
    ctx.addIssue({ code: 'custom', message: message('timeOrder'), path: ['hours', 'to'] });
});
export type ServiceAdminFormInput = z.input<typeof serviceAdminFormSchema>;
export type ServiceAdminForm = z.output<typeof serviceAdminFormSchema>;

/** A new service: the form plus its type and canteen (the id follows from both). */
export const serviceCreateSchema = z.object({
  tag: z.enum(SERVICE_TYPES, message('type')),
  canteen_id: canteenIdValueSchema,
});

/** The fields a service form writes (hours removed when disabled). */
export function serviceDocument(form: ServiceAdminForm): Record<string, unknown> {
  return {
    name: compactTexts(form.name),
    active: form.active,
    currency: form.currency,
    ...(form.hours_enabled ? { hours: form.hours } : {}),
  };
}

/** A stored service as the list reads it (other fields kept). */
export const storedServiceSchema = z.looseObject({
  tag: z.enum(SERVICE_TYPES),
  canteen_id: z.string(),
  name: z.union([z.string(), texts]).optional(),
  active: z.boolean().optional(),
  currency: z.string().optional(),
  hours: z.looseObject({ from: z.string(), to: z.string() }).optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
});
export type StoredService = z.infer<typeof storedServiceSchema>;

export interface ServiceListParams {
  /** A canteen id prefix ('C_10' or just '10'), '' for every canteen. */
  search: string;
  type: ServiceType | 'all';
  active: YesNoFilter;
}

export function parseServiceListParams(query: URLSearchParams): ServiceListParams {
  const type = query.get('type') ?? '';
  return {
    search: (query.get('q') ?? '').trim().toUpperCase().slice(0, 40),
    type: (SERVICE_TYPES as readonly string[]).includes(type) ? (type as ServiceType) : 'all',
    active: parseYesNoFilter(query.get('active')),
  };
}

export function serviceListQuery(params: ServiceListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search !== '') query.set('q', params.search);
  if (params.type !== 'all') query.set('type', params.type);
  if (params.active !== 'all') query.set('active', params.active);
  return query;
}

/** The canteen-id prefix a search means: '10' → 'C_10', 'c_10' → 'C_10'. */
export function canteenIdPrefix(search: string): string {
  const text = search.trim().toUpperCase();
  if (text === '') return '';
  return text.startsWith('C_') ? text : `C_${text}`;
}

// ---- Delivery slots ---------------------------------------------------------------------------------------------

const dayLimit = z
  .number(message('dayLimit'))
  .int(message('dayLimit'))
  .min(0, message('dayLimit'))
  .max(SLOT_DAY_LIMIT_MAX, message('dayLimit'));
const offset = z
  .number(message('offset'))
  .int(message('offset'))
  .min(0, message('offset'))
  .max(SLOT_OFFSET_MAX, message('offset'));

/** The canteen's `slots` (spec §3), as the slot screen edits them; the shape the seed stores. */
export const slotsFormSchema = z
  .object({
    order_before: z.string().regex(HH_MM_PATTERN, message('time')),
    weekLimit: z.number(message('weekLimit')).int(message('weekLimit')).min(0, message('weekLimit')).max(7, message('weekLimit')),
    daily_limits: z.array(dayLimit).length(7),
    offsets: z.object({ min_days: offset, max_days: offset }),
    hidden_for_days: z.array(z.number().int().min(0).max(6)).max(7),
    orderable: z.boolean(),
  })
  .superRefine((slots, ctx) => {
    if (slots.offsets.min_days > slots.offsets.max_days)
      ctx.addIssue({ code: 'custom', message: message('offsetOrder'), path: ['offsets', 'max_days'] });
    if (new Set(slots.hidden_for_days).size !== slots.hidden_for_days.length)
      ctx.addIssue({ code: 'custom', message: message('weekday'), path: ['hidden_for_days'] });
  });
export type SlotsFormInput = z.input<typeof slotsFormSchema>;
export type SlotsForm = z.output<typeof slotsFormSchema>;

/** Slots for a canteen that has none yet: closed until someone opens them. */
export const DEFAULT_SLOTS: SlotsForm = {
  order_before: '10:30',
  weekLimit: 5,
  daily_limits: [0, 100, 100, 100, 100, 100, 0],
  offsets: { min_days: 0, max_days: 7 },
  hidden_for_days: [0, 6],
  orderable: false,
};

/** The stored slots read leniently: missing or malformed fields fall back to DEFAULT_SLOTS. */
export function slotsFromStored(stored: unknown): SlotsForm {
  const value = (stored ?? {}) as Record<string, unknown>;
  const merged = {
    ...DEFAULT_SLOTS,
    ...value,
    offsets: { ...DEFAULT_SLOTS.offsets, ...((value.offsets as object | undefined) ?? {}) },
  };
  const parsed = slotsFormSchema.safeParse({
    order_before: merged.order_before,
    weekLimit: merged.weekLimit,
    daily_limits: merged.daily_limits,
    offsets: merged.offsets,
    hidden_for_days: merged.hidden_for_days,
    orderable: merged.orderable,
  });
  return parsed.success ? parsed.data : DEFAULT_SLOTS;
}

// ---- Payment methods ----------------------------------------------------------------------------------------------

/** A payment method every canteen chooses from (collection payment_methods): name per language and code. */
export const paymentMethodFormSchema = z.object({
  name: setupNamesSchema,
  code: z.string().trim().toUpperCase().regex(PAYMENT_CODE_PATTERN, message('code')),
});
export type PaymentMethodFormInput = z.input<typeof paymentMethodFormSchema>;
export type PaymentMethodForm = z.output<typeof paymentMethodFormSchema>;

/** A canteen's use of a payment method (collection canteen_payment_methods): which one and its device kind. */
export const canteenPaymentMethodFormSchema = z.object({
  payment_method_id: z.string().min(1, message('paymentMethod')).max(128),
  kind: z.enum(PAYMENT_DEVICE_KINDS, message('kind')),
});
export type CanteenPaymentMethodForm = z.output<typeof canteenPaymentMethodFormSchema>;

/** The id of a canteen's payment-method document (one per canteen and method, as the seed writes them). */
export function canteenPaymentMethodId(canteenId: string, paymentMethodId: string): string {
  return `CPM_${canteenId}_${paymentMethodId.replace(/^PM_/, '')}`;
}

// ---- Pickup points ----------------------------------------------------------------------------------------------

/** A found or typed address: a label and, when it came from the geocoder, its coordinates and country. */
export const addressSchema = z.object({
  label: z.string().trim().max(SETUP_NAME_MAX, message('tooLong')),
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
  country: z.string().max(2).nullable(),
});
export type Address = z.output<typeof addressSchema>;

/** A pickup point of a canteen (spec §3 pickup_points, each with pos). */
export const pickupPointFormSchema = z.object({
  names: setupNamesSchema,
  place_name: z.string().trim().max(SETUP_NAME_MAX, message('tooLong')),
  address: addressSchema,
  pos: z.number(message('pos')).int(message('pos')).min(1, message('pos')).max(999, message('pos')),
});
export type PickupPointFormInput = z.input<typeof pickupPointFormSchema>;
export type PickupPointForm = z.output<typeof pickupPointFormSchema>;

/** A stored pickup point: `name` stays the text other screens show (the default language's, else the first). */
export interface StoredPickupPoint {
  id: string;
  name: string;
  names?: Record<string, string>;
  place_name?: string;
  address?: Address;
  pos: number;
}

export function pickupPointDocument(id: string, form: PickupPointForm, language: string): StoredPickupPoint {
  const names = compactTexts(form.names);
  const name = names[language] ?? names.en ?? Object.values(names)[0] ?? id;
  return {
    id,
    name,
    names,
    ...(form.place_name ? { place_name: form.place_name } : {}),
    ...(form.address.label ? { address: form.address } : {}),
    pos: form.pos,
  };
}

/** The next free PP_n id of a canteen's pickup points. */
export function nextListId(prefix: string, ids: readonly string[]): string {
  const numbers = ids.map((id) => Number(id.startsWith(prefix) ? id.slice(prefix.length) : NaN)).filter(Number.isInteger);
  return `${prefix}${Math.max(0, ...numbers) + 1}`;
}

// ---- Home buttons -------------------------------------------------------------------------------------------------

/** Icons a home tile may show (the customer app's set). */
export const HOME_BUTTON_ICONS = ['utensils', 'bag', 'coffee', 'wrench', 'calendar', 'wallet', 'chair', 'star'] as const;

/** A tile of the customer app's home (canteen field home_buttons): label per language, the service it opens. */
export const homeButtonFormSchema = z.object({
  label: setupNamesSchema,
  service: z.enum(SERVICE_TYPES, message('type')),
  icon: z.enum(HOME_BUTTON_ICONS, message('icon')),
  pos: z.number(message('pos')).int(message('pos')).min(1, message('pos')).max(999, message('pos')),
  active: z.boolean(),
});
export type HomeButtonFormInput = z.input<typeof homeButtonFormSchema>;
export type HomeButtonForm = z.output<typeof homeButtonFormSchema>;
export type StoredHomeButton = HomeButtonForm & { id: string };

export function homeButtonDocument(id: string, form: HomeButtonForm): StoredHomeButton {
  return { id, ...form, label: compactTexts(form.label) };
}
