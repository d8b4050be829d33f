// services/{id} (shop, coffee break, IFM per canteen) with their categories and products subcollections.
import { CANTEENS } from './canteen-data';
import { COFFEEBREAK_CATALOG } from './catalog-coffeebreak';
import { IFM_CATALOG } from './catalog-ifm';
import { SHOP_CATALOG } from './catalog-shop';
import type { CatalogDef, OptionDef, ProductDef, ServiceTag } from './catalog-types';
import { addDays } from './dates';
import { productImageUrl } from './media';
import type { Random } from './random';
import { money, type CanteenDef, type SeedDocument } from './types';

export interface BuiltProduct {
  id: string;
  categoryId: string;
  categoryKey: string;
  /** True when the product may be ordered: available and its category not stopped. */
  orderable: boolean;
  def: ProductDef;
}

export interface BuiltService {
  id: string;
  tag: ServiceTag;
  canteen: CanteenDef;
  products: BuiltProduct[];
  documents: SeedDocument[];
}

export interface OrderLine {
  name: string;
  qt: number;
  /** Unit price in the canteen's currency, options included; the order total is Σ euro × qt. */
  euro: number;
  variants: Array<{ name: string }>;
  category_id: string;
  product_id: string;
}

const CATALOGS: Record<ServiceTag, CatalogDef> = {
  shop: SHOP_CATALOG,
  coffeebreak: COFFEEBREAK_CATALOG,
  ifm: IFM_CATALOG,
};

export function serviceId(tag: ServiceTag, canteenId: string): string {
  return `${tag.toUpperCase()}_${canteenId}`;
}

function localOption(option: OptionDef, canteen: CanteenDef): Record<string, unknown> {
  return {
    name: option.name[canteen.language],
    price: option.percentage ? option.price : money(option.price * canteen.priceFactor, canteen.currency),
    is_percentage: option.percentage,
  };
}

function buildService(tag: ServiceTag, canteen: CanteenDef, today: Date): BuiltService {
  const catalog = CATALOGS[tag];
  const id = serviceId(tag, canteen.id);
  const price = (euro: number): number => money(euro * canteen.priceFactor, canteen.currency);
  const documents: SeedDocument[] = [
    {
      path: `services/${id}`,
      data: {
        tag,
        canteen_id: canteen.id,
        name: catalog.name,
        active: true,
        currency: canteen.currency,
        hours: catalog.hours,
        created_at: addDays(today, -Math.min(canteen.createdDaysAgo, 200)),
      },
    },
  ];
  const products: BuiltProduct[] = [];
  catalog.categories.forEach((category, categoryIndex) => {
    const categoryId = `${id}_${category.key}`;
    const prices = category.products.map((p) => p.price);
    documents.push({
      path: `services/${id}/categories/${categoryId}`,
      data: {
        name: category.names,
        points: Math.min(...category.products.map((p) => p.points)),
        price: price(Math.min(...prices)),
        max_quantity: category.maxQty,
        available: true,
        stopped: category.stopped,
        ...(category.hours ? { hours: category.hours } : {}),
        pos: categoryIndex + 1,
      },
    });
    category.products.forEach((def, productIndex) => {
      const productId = `${categoryId}_${def.key}`;
      products.push({
        id: productId,
        categoryId,
        categoryKey: category.key,
        orderable: def.available && !category.stopped,
        def,
      });
      documents.push({
        path: `services/${id}/products/${productId}`,
        data: {
          category_id: categoryId,
          name: def.name,
          description: def.description,
          image: productImageUrl(canteen.id, productId),
          points: def.points,
          price: price(def.price),
          available: def.available,
          max_quantity: def.maxQty,
          services: [tag],
          timing_hours: def.timingHours,
          options: def.options.map((option) => localOption(option, canteen)),
          variants: def.variants.map((variant) => ({
            name: variant.name[canteen.language],
            min: variant.min,
            max: variant.max,
            options: variant.options.map((option) => localOption(option, canteen)),
          })),
          pos: productIndex + 1,
        },
      });
    });
  });
  return { id, tag, canteen, products, documents };
}

/** Every canteen gets a shop, a coffee-break and an IFM service (design.md §4). */
export function buildServices(today: Date): BuiltService[] {
  const tags: ServiceTag[] = ['shop', 'coffeebreak', 'ifm'];
  return CANTEENS.flatMap((canteen) => tags.map((tag) => buildService(tag, canteen, today)));
}

export function findService(
  services: readonly BuiltService[],
  tag: ServiceTag,
  canteenId: string,
): BuiltService {
  const service = services.find((s) => s.tag === tag && s.canteen.id === canteenId);
  if (!service) throw new Error(`No ${tag} service for ${canteenId}`);
  return service;
}

function optionPrice(option: OptionDef, basePrice: number): number {
  return option.percentage ? (basePrice * option.price) / 100 : option.price;
}

/** An order line for a product with one choice per variant and, sometimes, one add-on option. */
export function orderLine(product: BuiltProduct, canteen: CanteenDef, random: Random, qt = 1): OrderLine {
  const chosen: OptionDef[] = product.def.variants.map((variant) => random.pick(variant.options));
  if (product.def.options.length > 0 && random.chance(0.5)) chosen.push(random.pick(product.def.options));
  const unit = chosen.reduce(
    (sum, option) => sum + optionPrice(option, product.def.price),
    product.def.price,
  );
  return {
    name: product.def.name[canteen.language],
    qt,
    euro: money(unit * canteen.priceFactor, canteen.currency),
    variants: chosen.map((option) => ({ name: option.name[canteen.language] })),
    category_id: product.categoryId,
    product_id: product.id,
  };
}
