// Mass import of shop and coffee-break products (spec §2 Services screen: "massive import of products via a text
// area editable directly or pasted from a spreadsheet"; issue 16): the columns a pasted range maps to, the zod schema
// of one row — an existing category by name or id, the name in the default language, a price in the service's
// currency — and the product document each valid row becomes (the rules' validProduct accepts it).
import { z } from 'zod';
import { PER_COURSE_NO_LIMIT } from '../core/constants';
import { importParsers, normalizeHeader, type ImportColumn } from '../forms/import-rows';
import { moneySchema, pointsSchema } from '../forms/money';
import { UI_LANGUAGES, type UiLanguage } from '../i18n/i18n-env';
import {
  PRODUCT_SERVICE_TAGS,
  SHOP_DESCRIPTION_MAX,
  SHOP_NAME_MAX,
  maxQuantitySchema,
  productDocument,
  productFormSchema,
  type ProductForm,
} from './shop-forms';

/** Rows one import may hold (design.md §7: 5,000 products validated and written in ≤ 10 s). */
export const PRODUCT_IMPORT_MAX_ROWS = 5000;
/**
 * The products of one service the screens follow and a new product's position is computed over: two full imports.
 * A catalogue holds tens; a cap of 500 hid the seeded products once an import had added 5,000 (the live query takes
 * the first documents by id).
 */
export const SERVICE_PRODUCTS_MAX = 2 * PRODUCT_IMPORT_MAX_ROWS;

const shopMessage = (key: string) => `shop:validation.${key}`;

/** The column key of a product's name in one language (`name_it`). */
export const productImportNameKey = (language: UiLanguage) => `name_${language}` as const;

/** A category an imported row may name: its id and its names in any language (as stored, any key case). */
export interface ImportableCategory {
  id: string;
  name?: unknown;
}

/** Every name of each category and its id, compared as headers are (case and accents ignored) → the category id. */
export function categoryLookup(categories: readonly ImportableCategory[]): Map<string, string> {
  const lookup = new Map<string, string>();
  for (const category of categories) {
    lookup.set(normalizeHeader(category.id), category.id);
    const names = typeof category.name === 'object' && category.name !== null ? Object.values(category.name) : [];
    for (const name of names)
      if (typeof name === 'string' && name.trim() !== '' && !lookup.has(normalizeHeader(name)))
        lookup.set(normalizeHeader(name), category.id);
  }
  return lookup;
}

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * One pasted row: `category` (a name in any language, or the id) becomes `category_id`; the name in
 * `defaultLanguage` is required, the other languages optional; the description is in the default language; points
 * default to 0, the maximum quantity to 99999 (no limit, §5), availability to yes.
 */
export function productImportRowSchema(
  currency: string,
  categories: readonly ImportableCategory[],
  defaultLanguage: UiLanguage,
) {
  const lookup = categoryLookup(categories);
  const names: Record<string, z.ZodType<string | undefined>> = {};
  for (const language of UI_LANGUAGES)
    names[productImportNameKey(language)] =
      language === defaultLanguage
        ? z
            .string(shopMessage('importNameRequired'))
            .trim()
            .min(1, shopMessage('importNameRequired'))
            .max(SHOP_NAME_MAX)
        : optionalText(SHOP_NAME_MAX);
  return z
    .object({
      category: z.string(shopMessage('importCategoryRequired')).transform((value, ctx) => {
        const id = lookup.get(normalizeHeader(value));
        if (id === undefined) {
          ctx.addIssue({ code: 'custom', message: shopMessage('importUnknownCategory') });
          return z.NEVER;
        }
        return id;
      }),
      ...names,
      description: optionalText(SHOP_DESCRIPTION_MAX),
      price: moneySchema(currency),
      points: pointsSchema.default(0),
      max_quantity: maxQuantitySchema.default(PER_COURSE_NO_LIMIT),
      available: z.boolean(shopMessage('importAvailable')).default(true),
    })
    .transform((row) => {
      const name: Partial<Record<UiLanguage, string>> = {};
      for (const language of UI_LANGUAGES) {
        const text = (row as Record<string, unknown>)[productImportNameKey(language)];
        if (typeof text === 'string' && text !== '') name[language] = text;
      }
      return {
        category_id: row.category,
        name,
        description: row.description ? { [defaultLanguage]: row.description } : {},
        price: row.price,
        points: row.points,
        max_quantity: row.max_quantity,
        available: row.available,
      };
    });
}
export type ProductImportRow = z.output<ReturnType<typeof productImportRowSchema>>;

/**
 * A kept row as the importServiceProducts callable checks it again: the product form's fields an import fills, by the
 * product form's own schema in the service's currency (a row the preview accepted always passes).
 */
export function importedProductSchema(currency: string) {
  return productFormSchema(currency).pick({
    category_id: true,
    name: true,
    description: true,
    price: true,
    points: true,
    max_quantity: true,
    available: true,
  });
}
export type ImportedProduct = z.output<ReturnType<typeof importedProductSchema>>;

/** One import's record (`product_imports/{importId}`, server only): how a cancel reaches the writer, and undoes it. */
export const PRODUCT_IMPORTS = 'product_imports';
export const PRODUCT_IMPORT_STATES = ['running', 'done', 'cancelled', 'rolled_back'] as const;
export type ProductImportState = (typeof PRODUCT_IMPORT_STATES)[number];

/** An import's id, chosen by the client (a Firestore auto id) so that it can cancel the import it sent. */
const importIdSchema = z.string().regex(/^[A-Za-z0-9]{16,40}$/);

/** Input of the importServiceProducts callable: the service and the rows the preview kept (ProductImportRow each). */
export const productImportRequestSchema = z.strictObject({
  serviceId: z.string().trim().min(1).max(200),
  importId: importIdSchema,
  rows: z.array(z.record(z.string(), z.unknown())).min(1).max(PRODUCT_IMPORT_MAX_ROWS),
});
export type ProductImportRequest = z.infer<typeof productImportRequestSchema>;

/** Input of the cancelProductImport callable. */
export const productImportCancelSchema = z.strictObject({ importId: importIdSchema });
export type ProductImportCancel = z.infer<typeof productImportCancelSchema>;

/** What importServiceProducts streams after each committed batch, and returns. */
export interface ProductImportProgress {
  done: number;
  total: number;
}
export interface ProductImportResult {
  created: number;
}

/** The labels the import shows for its columns (translated by the screen). */
export interface ProductImportLabels {
  category: string;
  name: (language: UiLanguage) => string;
  description: string;
  price: string;
  points: string;
  maxQuantity: string;
  available: string;
}

/**
 * The columns, in the order a spreadsheet usually has them; headers also match the keys (`name_it`, `price`…) and
 * the Italian and Spanish words the seeded catalogues use.
 */
export function productImportColumns(labels: ProductImportLabels, defaultLanguage: UiLanguage): ImportColumn[] {
  const nameAliases = (language: UiLanguage) =>
    language === defaultLanguage ? ['name', 'nome', 'nombre', 'nom', 'prodotto', 'product'] : [];
  return [
    {
      key: 'category',
      label: labels.category,
      aliases: ['categoria', 'categoría', 'catégorie', 'category_id'],
      required: true,
    },
    ...[defaultLanguage, ...UI_LANGUAGES.filter((language) => language !== defaultLanguage)].map((language) => ({
      key: productImportNameKey(language),
      label: labels.name(language),
      aliases: [`name ${language}`, `nome ${language}`, ...nameAliases(language)],
      required: language === defaultLanguage,
    })),
    { key: 'description', label: labels.description, aliases: ['descrizione', 'descripción'] },
    {
      key: 'price',
      label: labels.price,
      aliases: ['prezzo', 'precio', 'prix'],
      required: true,
      parse: importParsers.amount,
    },
    { key: 'points', label: labels.points, aliases: ['punti', 'puntos', 'points'], parse: importParsers.points },
    {
      key: 'max_quantity',
      label: labels.maxQuantity,
      aliases: ['max quantity', 'quantità massima', 'cantidad máxima'],
      parse: importParsers.points,
    },
    {
      key: 'available',
      label: labels.available,
      aliases: ['disponibile', 'disponible'],
      parse: importParsers.boolean,
    },
  ];
}

type ServiceTag = (typeof PRODUCT_SERVICE_TAGS)[number];

/**
 * The product documents of the valid rows, ready for one all-or-nothing write: offered in the importing service,
 * no options or variants, no preparation time, each placed after the last product of its category
 * (`lastPos`: the highest position per category before the import).
 */
export function productImportDocuments(
  rows: readonly ImportedProduct[],
  tag: ServiceTag,
  lastPos: ReadonlyMap<string, number> = new Map(),
) {
  const next = new Map(lastPos);
  return rows.map((row) => {
    const pos = (next.get(row.category_id) ?? 0) + 1;
    next.set(row.category_id, pos);
    const form: ProductForm = {
      ...row,
      services: [tag],
      timing_hours: 0,
      options: [],
      variants: [],
    };
    return { ...productDocument(form), pos };
  });
}
