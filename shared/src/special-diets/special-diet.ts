// A canteen's special diet (spec §3 allergen codes, §6 DieteSpeciali): its form, stored shape and list filters.
import { z } from 'zod';
import { ALLERGEN_CODES, type AllergenCode } from '../core/catalogs';
import { UI_LANGUAGES, type UiLanguage } from '../i18n/i18n-env';

/** Names are short texts (the rules' shortText limit); notes are long texts. */
export const SPECIAL_DIET_NAME_MAX = 200;
export const SPECIAL_DIET_NOTES_MAX = 4000;
/**
 * Customers assigned to one diet (`customer_ids`). A diet is prescribed to a few people of a canteen, and the
 * rules can check a list's size but not a query over users, so the list is bounded (see shared/DECISIONS.md).
 */
export const SPECIAL_DIET_CUSTOMERS_MAX = 500;
/** Diets per list page. */
export const SPECIAL_DIETS_PAGE_SIZE = 20;

/** The i18n key of the error shown when no language has a name (rendered under the name tabs). */
export const SPECIAL_DIET_NAME_REQUIRED = 'specialDiets.nameRequired';

const allergenCode = z.literal(ALLERGEN_CODES as [AllergenCode, ...AllergenCode[]]);

/** The name per UI language: blank texts are dropped, so a stored name holds only the languages filled in. */
const names = z
  .partialRecord(z.enum(UI_LANGUAGES), z.string().trim().max(SPECIAL_DIET_NAME_MAX).optional())
  .transform((map) => {
    const kept: Partial<Record<UiLanguage, string>> = {};
    for (const language of UI_LANGUAGES) {
      const text = map[language];
      if (text) kept[language] = text;
    }
    return kept;
  });

export const specialDietFormSchema = z.object({
  name: names.refine((map) => Object.keys(map).length > 0, { message: SPECIAL_DIET_NAME_REQUIRED }),
  excluded_allergens: z
    .array(allergenCode)
    .min(1, 'validation.required')
    .max(ALLERGEN_CODES.length)
    .transform((codes) => [...new Set(codes)].sort((a, b) => a - b)),
  notes: z.string().trim().max(SPECIAL_DIET_NOTES_MAX),
  customer_ids: z
    .array(z.string().min(1).max(128))
    .max(SPECIAL_DIET_CUSTOMERS_MAX)
    .transform((ids) => [...new Set(ids)]),
});
export type SpecialDietFormInput = z.input<typeof specialDietFormSchema>;
export type SpecialDiet = z.output<typeof specialDietFormSchema>;

/** A stored diet (older or API-written documents may lack notes or customers). */
export const specialDietSchema = specialDietFormSchema.extend({
  notes: specialDietFormSchema.shape.notes.default(''),
  customer_ids: specialDietFormSchema.shape.customer_ids.default([]),
});

/** A stored diet with its canteen and list order key, as the seed and the screen write it. */
export const specialDietDocumentSchema = specialDietSchema.extend({
  canteen_id: z.string().min(1).max(128),
  sort_name: z.string().max(SPECIAL_DIET_NAME_MAX),
});

/**
 * The list's order key (`sort_name`): the English name, else the first language filled, lower case. One key per
 * diet because Firestore orders by one field; the search itself looks at every language (specialDietMatches).
 */
export function specialDietSortKey(name: Partial<Record<string, string>>): string {
  return specialDietName(name, 'en').toLocaleLowerCase();
}

/** The diet's name in `language`, else in English, else in the first language that has one. */
export function specialDietName(name: Partial<Record<string, string>>, language: string): string {
  return name[language] || name.en || UI_LANGUAGES.map((code) => name[code]).find(Boolean) || '';
}

/** Whether `text` appears in the name in any language (case and accents ignored). */
export function specialDietMatches(name: Partial<Record<string, string>>, text: string): boolean {
  const wanted = fold(text);
  return wanted === '' || Object.values(name).some((value) => typeof value === 'string' && fold(value).includes(wanted));
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase();
}

export interface SpecialDietListParams {
  search: string;
  /** Only diets excluding this allergen; null for all. */
  allergen: AllergenCode | null;
  /** The day whose menu the clash counts are computed for (YYYY-MM-DD); null for today. */
  day: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the list's params from the URL (?q=&allergen=&day=); anything unknown falls back to the default. */
export function parseSpecialDietListParams(query: URLSearchParams): SpecialDietListParams {
  const allergen = Number(query.get('allergen'));
  const day = query.get('day') ?? '';
  return {
    search: (query.get('q') ?? '').trim().slice(0, SPECIAL_DIET_NAME_MAX),
    allergen: (ALLERGEN_CODES as number[]).includes(allergen) ? (allergen as AllergenCode) : null,
    day: DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? day : null,
  };
}

/** Writes the params back, defaults left out so links stay short. */
export function specialDietListQuery(params: SpecialDietListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search !== '') query.set('q', params.search);
  if (params.allergen !== null) query.set('allergen', String(params.allergen));
  if (params.day !== null) query.set('day', params.day);
  return query;
}
