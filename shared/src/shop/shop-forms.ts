// The shop and coffee-break forms (spec §3 Service category, Product, Variant, Option; §5 time ranges, variant
// min/max, 99999): what the back office accepts, and the documents it stores from them.
import { z } from 'zod';
import { PER_COURSE_NO_LIMIT } from '../core/constants';
import { CATEGORY_NAME_LANGUAGE_KEYS, SERVICE_TAGS } from '../core/catalogs';
import { timeRangeSchema } from '../core/validation';
import { formMessage } from '../forms/messages';
import { hasAtMostDecimals, moneySchema, pointsSchema } from '../forms/money';
import { UI_LANGUAGES, type UiLanguage } from '../i18n/i18n-env';
import { analyseTimeRanges } from './time-ranges';

/** Names of categories, products, variants and options (the rules' shortText). */
export const SHOP_NAME_MAX = 200;
/** Product descriptions (the rules' long text for descriptions). */
export const SHOP_DESCRIPTION_MAX = 4000;
/** Ranges of hours one category may have. */
export const CATEGORY_HOURS_MAX = 6;
/** Add-on options of a product, variants of a product, options of a variant. */
export const PRODUCT_OPTIONS_MAX = 20;
export const PRODUCT_VARIANTS_MAX = 10;
/** A percentage option may take the price down to nothing or multiply it by 11, no further. */
export const OPTION_PERCENT_MIN = -100;
export const OPTION_PERCENT_MAX = 1000;
/** Timing in hours (the IFM lead time): at most 30 days. */
export const TIMING_HOURS_MAX = 720;

/** Message keys of the `shop` namespace (i18next reads `ns:key`, so the form kit finds them). */
const shopMessage = (key: string) => `shop:validation.${key}`;

const texts = (max: number) => z.partialRecord(z.enum(UI_LANGUAGES), z.string().trim().max(max));

/** Texts per language with at least one filled in; the message sits on the English field, the first tab. */
const namesSchema = texts(SHOP_NAME_MAX).superRefine((names, ctx) => {
  if (!Object.values(names).some((name) => typeof name === 'string' && name !== ''))
    ctx.addIssue({ code: 'custom', message: shopMessage('nameRequired'), path: ['en'] });
});

/** Maximum order quantity: a whole number 1–99999, where 99999 means no limit (spec §5). */
export const maxQuantitySchema = z
  .number(shopMessage('maxQuantity'))
  .int(shopMessage('maxQuantity'))
  .min(1, shopMessage('maxQuantity'))
  .max(PER_COURSE_NO_LIMIT, shopMessage('maxQuantity'));

/** A list of hours: each range valid (§5), at most six, none overlapping another. */
export const hoursListSchema = z
  .array(timeRangeSchema)
  .max(CATEGORY_HOURS_MAX, shopMessage('tooManyRanges'))
  .superRefine((ranges, ctx) => {
    for (const overlap of analyseTimeRanges(ranges).overlaps)
      ctx.addIssue({ code: 'custom', message: shopMessage('hoursOverlap'), path: [overlap.second, 'from'] });
  });

export function categoryFormSchema(currency: string) {
  return z.object({
    name: namesSchema,
    points: pointsSchema,
    price: moneySchema(currency),
    max_quantity: maxQuantitySchema,
    available: z.boolean(),
    hours: hoursListSchema,
  });
}
export type CategoryFormInput = z.input<ReturnType<typeof categoryFormSchema>>;
export type CategoryForm = z.output<ReturnType<typeof categoryFormSchema>>;

/** An option (add-on, or a choice of a variant): money in the currency (a discount may be negative) or a percentage. */
export function choiceFormSchema(currency: string) {
  return z
    .object({
      name: namesSchema,
      price: z.number(formMessage('forms.money.invalid')).finite(formMessage('forms.money.invalid')),
      is_percentage: z.boolean(),
    })
    .superRefine((choice, ctx) => {
      if (choice.is_percentage) {
        if (
          choice.price < OPTION_PERCENT_MIN ||
          choice.price > OPTION_PERCENT_MAX ||
          !hasAtMostDecimals(choice.price, 2)
        )
          ctx.addIssue({ code: 'custom', message: shopMessage('percentage'), path: ['price'] });
      } else {
        const money = moneySchema(currency, { allowNegative: true }).safeParse(choice.price);
        if (!money.success)
          ctx.addIssue({ code: 'custom', message: money.error.issues[0]!.message, path: ['price'] });
      }
    });
}

const choiceCount = z.number(formMessage('forms.number.invalid')).int(formMessage('forms.number.invalid'));

/** A variant: min ≤ max, max at least 1 and no more than its options (spec §5: usually 1 and 1). */
export function variantFormSchema(currency: string) {
  return z
    .object({
      name: namesSchema,
      min: choiceCount.min(0, 'validation.variant.choicesInvalid'),
      max: choiceCount.min(1, 'validation.variant.maxAtLeastOne'),
      options: z
        .array(choiceFormSchema(currency))
        .min(1, shopMessage('variantOptions'))
        .max(PRODUCT_OPTIONS_MAX),
    })
    .superRefine((variant, ctx) => {
      if (variant.min > variant.max)
        ctx.addIssue({ code: 'custom', message: 'validation.variant.minAboveMax', path: ['min'] });
      if (variant.options.length > 0 && variant.max > variant.options.length)
        ctx.addIssue({ code: 'custom', message: shopMessage('maxAboveOptions'), path: ['max'] });
    });
}

/** The services a product may be offered in (spec §3 Product: the services it is available for). */
export const PRODUCT_SERVICE_TAGS = ['shop', 'coffeebreak', 'ifm'] as const satisfies ReadonlyArray<
  (typeof SERVICE_TAGS)[number]
>;

/** A product picture: the download address of a file in the canteen's products folder; '' removes it (issue 16). */
export const PRODUCT_IMAGE_URL_MAX = 2000;
export const productImageSchema = z
  .string()
  .trim()
  .max(PRODUCT_IMAGE_URL_MAX, shopMessage('imageUrl'))
  .refine((url) => url === '' || /^https?:\/\/\S+$/.test(url), shopMessage('imageUrl'));

export function productFormSchema(currency: string) {
  return z.object({
    category_id: z.string().trim().min(1, 'validation.required').max(128),
    name: namesSchema,
    description: texts(SHOP_DESCRIPTION_MAX),
    points: pointsSchema,
    price: moneySchema(currency),
    available: z.boolean(),
    max_quantity: maxQuantitySchema,
    services: z.array(z.enum(PRODUCT_SERVICE_TAGS)).max(PRODUCT_SERVICE_TAGS.length),
    timing_hours: z
      .number(formMessage('forms.number.invalid'))
      .min(0, formMessage('forms.number.invalid'))
      .max(TIMING_HOURS_MAX, formMessage('forms.number.invalid')),
    options: z.array(choiceFormSchema(currency)).max(PRODUCT_OPTIONS_MAX),
    variants: z.array(variantFormSchema(currency)).max(PRODUCT_VARIANTS_MAX),
    /** Left out: the stored picture (an older data URL too) stays as it is. */
    image: productImageSchema.optional(),
  });
}
export type ProductFormInput = z.input<ReturnType<typeof productFormSchema>>;
export type ProductForm = z.output<ReturnType<typeof productFormSchema>>;

/**
 * Shop settings (spec §3 Shop setting): a text shown at checkout in place of the date and time pickers (which it
 * disables), per language; when enabled it needs a text in at least one language.
 */
export const shopSettingsFormSchema = z
  .object({ checkout_text_enabled: z.boolean(), checkout_text: texts(SHOP_NAME_MAX) })
  .superRefine((settings, ctx) => {
    if (
      settings.checkout_text_enabled &&
      !Object.values(settings.checkout_text).some((text) => typeof text === 'string' && text !== '')
    )
      ctx.addIssue({
        code: 'custom',
        message: shopMessage('checkoutTextRequired'),
        path: ['checkout_text', 'en'],
      });
  });
export type ShopSettingsForm = z.output<typeof shopSettingsFormSchema>;

/** The service document's `settings` a saved form writes. */
export function shopSettingsDocument(form: ShopSettingsForm) {
  return {
    checkout_text_enabled: form.checkout_text_enabled,
    checkout_text: storedTexts(form.checkout_text),
  };
}

/** The service's own hours (one range, §5). */
export const serviceHoursFormSchema = z.object({ hours: timeRangeSchema });

/** Only the filled-in texts, under lower-case (`case: 'lower'`) or upper-case (category names) language keys. */
export function storedTexts(
  values: Partial<Record<UiLanguage, string | undefined>>,
  keyCase: 'lower' | 'upper' = 'lower',
): Record<string, string> {
  const stored: Record<string, string> = {};
  for (const language of UI_LANGUAGES) {
    const text = values[language]?.trim();
    if (text) stored[keyCase === 'upper' ? language.toUpperCase() : language] = text;
  }
  return stored;
}

/**
 * Stored texts as a form edits them: upper-case keys read as lower-case; a plain string (older variant and option
 * names) counts as the text of `plainLanguage` — the editor's language, the one every reader saw it in.
 */
export function formTexts(
  stored: unknown,
  plainLanguage: UiLanguage = 'en',
): Partial<Record<UiLanguage, string>> {
  if (typeof stored === 'string') return stored.trim() === '' ? {} : { [plainLanguage]: stored };
  const texts: Partial<Record<UiLanguage, string>> = {};
  if (typeof stored !== 'object' || stored === null) return texts;
  for (const [key, value] of Object.entries(stored as Record<string, unknown>)) {
    const language = key.toLowerCase() as UiLanguage;
    if (typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(language))
      texts[language] = value;
  }
  return texts;
}

const hoursOnly = (ranges: ReadonlyArray<{ from: string; to: string }>) =>
  ranges.map(({ from, to }) => ({ from, to }));

/** The category document fields a saved form writes (names under the eight upper-case keys, spec §3). */
export function categoryDocument(form: CategoryForm) {
  const names = storedTexts(form.name, 'upper') as Partial<
    Record<(typeof CATEGORY_NAME_LANGUAGE_KEYS)[number], string>
  >;
  return {
    name: names,
    points: form.points,
    price: form.price,
    max_quantity: form.max_quantity,
    available: form.available,
    hours: hoursOnly(form.hours),
  };
}

/** The product document fields a saved form writes; variant and option names per language (issue 16). */
export function productDocument(form: ProductForm) {
  const choice = (option: ProductForm['options'][number]) => ({
    name: storedTexts(option.name),
    price: option.price,
    is_percentage: option.is_percentage,
  });
  return {
    category_id: form.category_id,
    name: storedTexts(form.name),
    description: storedTexts(form.description),
    points: form.points,
    price: form.price,
    available: form.available,
    max_quantity: form.max_quantity,
    services: [...form.services],
    timing_hours: form.timing_hours,
    options: form.options.map(choice),
    variants: form.variants.map((variant) => ({
      name: storedTexts(variant.name),
      min: variant.min,
      max: variant.max,
      options: variant.options.map(choice),
    })),
    ...(form.image !== undefined ? { image: form.image } : {}),
  };
}

/** Input of the saveServiceProduct callable: the product's id (null: a new one) and its form values. */
export const productSaveRequestSchema = z.strictObject({
  serviceId: z.string().trim().min(1).max(200),
  productId: z.string().trim().min(1).max(200).nullable(),
  product: z.record(z.string(), z.unknown()),
});
export type ProductSaveRequest = z.infer<typeof productSaveRequestSchema>;
