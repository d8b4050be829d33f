// The shape shop, coffee-break and IFM catalogs are written in before they become services/… documents.
import type { CategoryNames, Translated } from './types';

export interface OptionDef {
  name: Translated;
  /** Euro, or a percentage of the product price when `percentage` is true. */
  price: number;
  percentage: boolean;
}

export interface VariantDef {
  name: Translated;
  min: number;
  max: number;
  options: OptionDef[];
}

export interface ProductDef {
  key: string;
  name: Translated;
  description: Translated;
  price: number;
  points: number;
  maxQty: number;
  /** Hours the provider needs to fulfil the product (IFM lead time; 0 = at the counter). */
  timingHours: number;
  available: boolean;
  options: OptionDef[];
  variants: VariantDef[];
}

export interface CategoryDef {
  key: string;
  names: CategoryNames;
  maxQty: number;
  stopped: boolean;
  /** The category's own ordering hours (issue 16); none: the service's hours. */
  hours?: Array<{ from: string; to: string }>;
  products: ProductDef[];
}

export type ServiceTag = 'shop' | 'coffeebreak' | 'ifm';

export interface CatalogDef {
  tag: ServiceTag;
  name: Translated;
  hours: { from: string; to: string };
  categories: CategoryDef[];
}

/** Shorthand for a product with defaults: available, no options or variants, served at the counter. */
export function product(
  def: Pick<ProductDef, 'key' | 'name' | 'description' | 'price' | 'points'> & Partial<ProductDef>,
): ProductDef {
  return { maxQty: 10, timingHours: 0, available: true, options: [], variants: [], ...def };
}

export function option(name: Translated, price: number, percentage = false): OptionDef {
  return { name, price, percentage };
}

export function names(
  EN: string,
  IT: string,
  ES: string,
  FR: string,
  TR: string,
  EU: string,
  CA: string,
  CL: string,
): CategoryNames {
  return { EN, IT, ES, FR, TR, EU, CA, CL };
}
