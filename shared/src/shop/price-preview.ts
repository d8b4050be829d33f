// The price a customer pays for a product with a chosen combination of add-on options and variant options (spec §3
// Product, Variant, Option): the back office previews it while a product is edited.
import { PER_COURSE_NO_LIMIT } from '../core/constants';
import { currencyDecimals } from '../forms/money';

export interface PricedChoice {
  /** Money in the service's currency, or a percentage of the product's price when `is_percentage`. */
  price: number;
  is_percentage: boolean;
}

export interface PricedVariant {
  min: number;
  max: number;
  options: readonly PricedChoice[];
}

export interface PricedProduct {
  price: number;
  max_quantity?: number | null;
  options: readonly PricedChoice[];
  variants: readonly PricedVariant[];
}

export interface PriceSelection {
  /** Indexes of the chosen add-on options. */
  options: readonly number[];
  /** Per variant (same order), the indexes of its chosen options. */
  variants: ReadonlyArray<readonly number[]>;
  quantity: number;
}

export type SelectionProblem =
  | { kind: 'tooFewChoices'; variant: number; min: number }
  | { kind: 'tooManyChoices'; variant: number; max: number }
  | { kind: 'quantity'; max: number };

export interface PricePreview {
  /** Price of one item with its choices, rounded to the currency's decimals, never below 0. */
  unit: number;
  /** unit × quantity. */
  total: number;
  /** What keeps the customer from ordering this combination (variant min/max, maximum order quantity). */
  problems: SelectionProblem[];
}

/** What one choice adds to the product's price: its amount, or its percentage of the product's own price. */
export function choiceSurcharge(choice: PricedChoice, basePrice: number): number {
  return choice.is_percentage ? (basePrice * choice.price) / 100 : choice.price;
}

function round(value: number, currency: string): number {
  const factor = 10 ** currencyDecimals(currency);
  return Math.round(value * factor + Number.EPSILON) / factor;
}

/**
 * The preview of `selection` for `product` in `currency`. Percentages apply to the product's own price, never to
 * other surcharges (as the seed's and the customer app's orders compute it); unknown indexes are ignored; a
 * maximum order quantity of 99999 (spec §5) means no limit.
 */
export function previewPrice(
  product: PricedProduct,
  selection: PriceSelection,
  currency: string,
): PricePreview {
  const problems: SelectionProblem[] = [];
  const chosen: PricedChoice[] = [];
  for (const index of new Set(selection.options)) {
    const option = product.options[index];
    if (option) chosen.push(option);
  }
  product.variants.forEach((variant, variantIndex) => {
    const picked = [...new Set(selection.variants[variantIndex] ?? [])].filter(
      (index) => variant.options[index] !== undefined,
    );
    if (picked.length < variant.min)
      problems.push({ kind: 'tooFewChoices', variant: variantIndex, min: variant.min });
    if (picked.length > variant.max)
      problems.push({ kind: 'tooManyChoices', variant: variantIndex, max: variant.max });
    for (const index of picked) chosen.push(variant.options[index]!);
  });
  const max = product.max_quantity;
  if (typeof max === 'number' && max !== PER_COURSE_NO_LIMIT && selection.quantity > max)
    problems.push({ kind: 'quantity', max });

  const unit = Math.max(
    0,
    round(
      chosen.reduce((sum, choice) => sum + choiceSurcharge(choice, product.price), product.price),
      currency,
    ),
  );
  const quantity = Math.max(0, Math.floor(selection.quantity));
  return { unit, total: round(unit * quantity, currency), problems };
}

/** The selection a customer starts from: no add-on, the first `min` options of each variant, one item. */
export function defaultSelection(product: Pick<PricedProduct, 'variants'>): PriceSelection {
  return {
    options: [],
    variants: product.variants.map((variant) =>
      Array.from({ length: Math.min(variant.min, variant.options.length) }, (_, index) => index),
    ),
    quantity: 1,
  };
}
