// Combos (spec §2 /combo, /combo/{servizio}, /combo/{servizio}/{posizione}; §6 Combo): per canteen, service and
// position, the dishes or categories that together form a combo and the combo's price. The rules (firestore.rules
// validCombo) enforce the same shape and limits on the server.
import { z } from 'zod';
import { currencyDecimals } from '../forms/money';
import { parseYesNoFilter, type YesNoFilter } from '../forms/yes-no-filter';
import { UI_LANGUAGES } from '../i18n/i18n-env';

/** Message keys of the `combos` namespace (i18next reads `ns:key`, so the form kit finds them). */
const message = (key: string) => `combos:validation.${key}`;

/** The services a combo can belong to: those a customer orders dishes or products from (spec §3 service types). */
export const COMBO_SERVICES = ['menu', 'lunchbox', 'takeaway', 'posto', 'shop', 'coffeebreak'] as const;
export type ComboService = (typeof COMBO_SERVICES)[number];
/** What a combo line names: a dish (a course of the menu, e.g. "first course") or a category of the service. */
export const COMBO_ITEM_KINDS = ['dish', 'category'] as const;
export type ComboItemKind = (typeof COMBO_ITEM_KINDS)[number];

/** Positions run from 1 to 99 (the combo's place in the service's list, and part of its id). */
export const COMBO_POSITION_MAX = 99;
/** Lines of one combo. */
export const COMBO_ITEMS_MAX = 6;
/** How many of one line a combo holds. */
export const COMBO_QUANTITY_MAX = 9;
/** Spec §5: 99999 is the largest amount the back office accepts. */
export const COMBO_PRICE_MAX = 99999;
/** Names and line texts. */
export const COMBO_TEXT_MAX = 200;
/** Combos per list page. */
export const COMBOS_PAGE_SIZE = 20;
/** Search keywords stored per combo (the rules' list limit). */
export const COMBO_KEYWORDS_MAX = 600;

export function isComboService(value: unknown): value is ComboService {
  return typeof value === 'string' && (COMBO_SERVICES as readonly string[]).includes(value);
}

const names = z
  .partialRecord(z.enum(UI_LANGUAGES), z.string().trim().max(COMBO_TEXT_MAX, message('tooLong')).optional())
  .superRefine((value, ctx) => {
    if (!Object.values(value).some((name) => typeof name === 'string' && name !== ''))
      ctx.addIssue({ code: 'custom', message: message('nameRequired'), path: ['en'] });
  });

export const comboItemSchema = z.object({
  kind: z.enum(COMBO_ITEM_KINDS, message('kind')),
  name: z.string().trim().min(1, message('itemName')).max(COMBO_TEXT_MAX, message('tooLong')),
  quantity: z
    .number(message('quantity'))
    .int(message('quantity'))
    .min(1, message('quantity'))
    .max(COMBO_QUANTITY_MAX, message('quantity')),
});
export type ComboItem = z.output<typeof comboItemSchema>;

/** The price of a combo in the service's currency (points for menu and lunchbox, spec §9). */
export function comboPriceSchema(currency: string) {
  const decimals = currencyDecimals(currency);
  return z
    .number(message('price'))
    .finite(message('price'))
    .min(0, message('price'))
    .max(COMBO_PRICE_MAX, message('priceMax'))
    .refine(
      (value) => Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-6,
      message('decimals'),
    );
}

/** The editable part of a combo; `currency` decides how many decimals the price may have. */
export function comboFormSchema(currency: string) {
  return z.object({
    name: names,
    items: z
      .array(comboItemSchema)
      .min(1, message('itemsRequired'))
      .max(COMBO_ITEMS_MAX, message('itemsMax')),
    price: comboPriceSchema(currency),
    active: z.boolean(),
  });
}
export type ComboFormInput = z.input<ReturnType<typeof comboFormSchema>>;
export type ComboForm = z.output<ReturnType<typeof comboFormSchema>>;

/** A stored combo (collection combos): the form plus its canteen, service and position (stamps kept as they are). */
export const comboDocumentSchema = z
  .object({
    canteen_id: z.string().min(1).max(128),
    service: z.enum(COMBO_SERVICES),
    position: z.number().int().min(1).max(COMBO_POSITION_MAX),
    name: z.partialRecord(z.enum(UI_LANGUAGES), z.string().max(COMBO_TEXT_MAX)),
    items: z.array(comboItemSchema).min(1).max(COMBO_ITEMS_MAX),
    price: z.number().min(0).max(COMBO_PRICE_MAX),
    active: z.boolean(),
    search_keywords: z.array(z.string()).max(COMBO_KEYWORDS_MAX).optional(),
  })
  .loose();
export type ComboDocument = z.output<typeof comboDocumentSchema>;

/** The id of a combo: one per canteen, service and position (CB_C_1001_MENU_01); the rules check it. */
export function comboDocumentId(canteenId: string, service: ComboService, position: number): string {
  return `CB_${canteenId}_${service.toUpperCase()}_${String(position).padStart(2, '0')}`;
}

/** The position of a route segment (/combo/menu/3), or null when it is not one (e.g. 'new'). */
export function parseComboPosition(text: string | undefined): number | null {
  if (!text || !/^\d{1,2}$/.test(text)) return null;
  const position = Number(text);
  return position >= 1 && position <= COMBO_POSITION_MAX ? position : null;
}

/** The first free position of a service's combos (1 when it has none), or null when all 99 are taken. */
export function nextComboPosition(taken: readonly number[]): number | null {
  const used = new Set(taken);
  for (let position = 1; position <= COMBO_POSITION_MAX; position++) if (!used.has(position)) return position;
  return null;
}

/**
 * Every string a name search may equal (lower case, every prefix of 2–30 characters starting at a word) over the
 * names of every language, capped at COMBO_KEYWORDS_MAX.
 */
export function comboSearchKeywords(name: Readonly<Record<string, string | null | undefined>>): string[] {
  const keywords = new Set<string>();
  for (const text of Object.values(name)) {
    const clean = (text ?? '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
    for (let start = 0; start < clean.length; start++) {
      if (start > 0 && clean[start - 1] !== ' ') continue;
      for (let end = start + 2; end <= Math.min(clean.length, start + 30); end++)
        keywords.add(clean.slice(start, end));
    }
  }
  return [...keywords].slice(0, COMBO_KEYWORDS_MAX);
}

/** The stored document of a combo form (empty languages dropped, keywords for the search). */
export function comboDocument(
  canteenId: string,
  service: ComboService,
  position: number,
  form: ComboForm,
): ComboDocument {
  const name = Object.fromEntries(
    Object.entries(form.name).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  return {
    canteen_id: canteenId,
    service,
    position,
    name,
    items: form.items,
    price: form.price,
    active: form.active,
    search_keywords: comboSearchKeywords(name),
  };
}

// ---- The list's URL ------------------------------------------------------------------------------------------------

export interface ComboListParams {
  search: string;
  active: YesNoFilter;
}

/** Reads ?q=&active= ; anything unknown falls back to the default. */
export function parseComboListParams(query: URLSearchParams): ComboListParams {
  return {
    search: (query.get('q') ?? '').trim().slice(0, 30),
    active: parseYesNoFilter(query.get('active')),
  };
}

export function comboListQuery(params: ComboListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search !== '') query.set('q', params.search);
  if (params.active !== 'all') query.set('active', params.active);
  return query;
}
