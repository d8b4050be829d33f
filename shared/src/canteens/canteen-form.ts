// The canteen details form (spec §3 Canteen, §6 ModificaMense): its schema, how it maps to and from the document,
// and the canteen list's params in the URL. The rules' validCanteen guards the same limits on the write.
import { z } from 'zod';
import { SERVICE_TAGS, WALLET_VALUES } from '../core/catalogs';
import { CURRENCY_CODE_PATTERN } from '../core/currency';
import { ENDPOINT_PREFIXES, normalizeCanteenId, type EndpointPrefix } from './canteens';

/** Canteens per list page. */
export const CANTEENS_PAGE_SIZE = 20;
/** The rules' text limits of a canteen document. */
export const CANTEEN_TEXT_MAX = 200;
export const CANTEEN_PARENT_MAX = 128;

/** Services a canteen may carry a currency for (spec §3 "currency mapped by service"). */
export const CANTEEN_CURRENCY_SERVICES = SERVICE_TAGS;

const optionalCurrency = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || CURRENCY_CODE_PATTERN.test(value), 'canteens:validation.currency');

export const canteenFormSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(CANTEEN_TEXT_MAX),
  address: z.string().trim().max(CANTEEN_TEXT_MAX),
  endpoint_prefix: z.enum(ENDPOINT_PREFIXES),
  smart_prefix: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9]*$/, 'canteens:validation.smartPrefix'),
  smart_id: z.string().trim().max(CANTEEN_TEXT_MAX),
  /** A parent canteen id (C_…) or '' for none. */
  parent: z
    .string()
    .trim()
    .max(CANTEEN_PARENT_MAX)
    .refine((value) => value === '' || /^c_[a-z0-9_-]{1,60}$/i.test(value), 'canteens:validation.parent')
    .transform((value) => (value === '' ? '' : normalizeCanteenId(value))),
  wallet: z.enum(WALLET_VALUES),
  wallet_active: z.boolean(),
  import_active: z.boolean(),
  customer_care_active: z.boolean(),
  /** Currency per service ('' = the service has none). */
  currency: z.object(
    Object.fromEntries(CANTEEN_CURRENCY_SERVICES.map((service) => [service, optionalCurrency])) as Record<
      (typeof CANTEEN_CURRENCY_SERVICES)[number],
      typeof optionalCurrency
    >,
  ),
});
export type CanteenFormInput = z.input<typeof canteenFormSchema>;
export type CanteenForm = z.output<typeof canteenFormSchema>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const flag = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { active?: unknown }).active === true;
const mapOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The form's values of a stored canteen document (absent fields: their neutral value). */
export function canteenFormValues(canteen: Record<string, unknown>): CanteenFormInput {
  const prefix = text(canteen.endpoint_prefix);
  const wallet = text(canteen.wallet);
  const currency = canteen.currency;
  return {
    name: text(canteen.name),
    address: text(canteen.address),
    endpoint_prefix: (ENDPOINT_PREFIXES as readonly string[]).includes(prefix) ? (prefix as EndpointPrefix) : 'other',
    smart_prefix: text(canteen.smart_prefix),
    smart_id: text(canteen.smart_id),
    parent: text(canteen.parent),
    wallet: (WALLET_VALUES as readonly string[]).includes(wallet) ? (wallet as (typeof WALLET_VALUES)[number]) : 'DEACTIVE',
    wallet_active: flag(canteen.walletConfiguration),
    import_active: flag(canteen.import),
    customer_care_active: flag(canteen.customer_care),
    currency: Object.fromEntries(
      CANTEEN_CURRENCY_SERVICES.map((service) => [
        service,
        // A single code (older documents) stands for every service.
        typeof currency === 'string' ? currency : text(mapOf(currency)[service]),
      ]),
    ) as CanteenFormInput['currency'],
  };
}

/**
 * The fields the form writes: its own values, the three active flags merged into their maps (other keys of
 * walletConfiguration, import and customer_care are kept), services without a currency left out of the map.
 */
export function canteenFormPatch(form: CanteenForm, stored: Record<string, unknown>): Record<string, unknown> {
  return {
    name: form.name,
    address: form.address,
    endpoint_prefix: form.endpoint_prefix,
    smart_prefix: form.smart_prefix,
    smart_id: form.smart_id,
    parent: form.parent,
    wallet: form.wallet,
    walletConfiguration: { ...mapOf(stored.walletConfiguration), active: form.wallet_active },
    import: { ...mapOf(stored.import), active: form.import_active },
    customer_care: { ...mapOf(stored.customer_care), active: form.customer_care_active },
    currency: Object.fromEntries(Object.entries(form.currency).filter(([, code]) => code !== '')),
  };
}

export interface CanteenListParams {
  /** A canteen id (or its number) prefix, or the start of the name. */
  search: string;
  /** endpoint_prefix, or 'all'. */
  country: EndpointPrefix | 'all';
}

export function parseCanteenListParams(query: URLSearchParams): CanteenListParams {
  const country = query.get('country');
  return {
    search: (query.get('q') ?? '').trim().slice(0, CANTEEN_TEXT_MAX),
    country: country !== null && (ENDPOINT_PREFIXES as readonly string[]).includes(country) ? (country as EndpointPrefix) : 'all',
  };
}

export function canteenListQuery(params: CanteenListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search !== '') query.set('q', params.search);
  if (params.country !== 'all') query.set('country', params.country);
  return query;
}

/**
 * How the list searches (Firestore compares from the start, case-sensitively): an id when the text is digits or
 * starts with C_ (`1001` → ids from `C_1001`), else the name as written, first letter capitalised.
 */
export function canteenSearch(search: string): { field: 'id' | 'name'; prefix: string } | null {
  const term = search.trim();
  if (term === '') return null;
  if (/^\d+$/.test(term) || /^c_/i.test(term)) return { field: 'id', prefix: normalizeCanteenId(term) };
  return { field: 'name', prefix: term.charAt(0).toLocaleUpperCase() + term.slice(1) };
}
