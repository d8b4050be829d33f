// Order lines: the §3 merge rule for lines with variants, and the production sheet built on it.
import { canMergeRecipeQuantities } from '../services/service-rules';

/** A line of an order (spec §3: name, qt, euro, variants with name). */
export interface OrderLineInput {
  name?: unknown;
  qt?: unknown;
  euro?: unknown;
  recipe_id?: unknown;
  product_id?: unknown;
  variants?: unknown;
}

/** A merged line: one dish with one list of variants, and how many of it. */
export interface MergedLine {
  /** The dish: recipe or product id when the line has one, its name otherwise. */
  key: string;
  name: string;
  variants: string[];
  quantity: number;
  /** Sum of qt × euro of the merged lines. */
  amount: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const number = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

function variantNames(value: unknown): string[] {
  return (Array.isArray(value) ? value : [])
    .map((variant) =>
      typeof variant === 'object' && variant !== null ? text((variant as { name?: unknown }).name) : text(variant),
    )
    .filter((name) => name !== '');
}

/** The dish a line is: its recipe or product id, else its name. */
export function orderLineDishKey(line: OrderLineInput): string {
  return text(line.recipe_id) || text(line.product_id) || text(line.name);
}

/**
 * Merges lines of the same dish (spec §3): two lines add their quantities only if their variant lists have equal
 * length and equal variant names, in order. Lines with no quantity count 1. The first line's order is kept.
 */
export function mergeOrderLines(lines: readonly OrderLineInput[]): MergedLine[] {
  const merged: MergedLine[] = [];
  for (const line of lines) {
    const key = orderLineDishKey(line);
    if (key === '') continue;
    const variants = variantNames(line.variants);
    const quantity = number(line.qt, 1);
    const amount = quantity * number(line.euro, 0);
    const same = merged.find(
      (entry) =>
        entry.key === key &&
        canMergeRecipeQuantities(
          { variants: entry.variants.map((name) => ({ name })) },
          { variants: variants.map((name) => ({ name })) },
        ),
    );
    if (same) {
      same.quantity += quantity;
      same.amount += amount;
    } else merged.push({ key, name: text(line.name) || key, variants, quantity, amount });
  }
  return merged;
}

/** One order as the production sheet reads it. */
export interface ProductionOrder {
  tag: string;
  status: number;
  pickupPoint: string;
  slot: string;
  lines: readonly OrderLineInput[];
}

/** The production sheet's grouping: by occasion (service type), by pickup point or by slot. */
export type ProductionGrouping = 'tag' | 'pickupPoint' | 'slot';

export interface ProductionGroup {
  group: string;
  dishes: MergedLine[];
  total: number;
}

/**
 * How many of each dish per group (lines merged by the §3 rule), for the orders still to cook or hand out:
 * cancelled and pending-payment orders are left out. Groups and dishes sorted by name.
 */
export function productionSheet(
  orders: readonly ProductionOrder[],
  grouping: ProductionGrouping,
  counts: (status: number) => boolean,
): ProductionGroup[] {
  const byGroup = new Map<string, OrderLineInput[]>();
  for (const order of orders) {
    if (!counts(order.status)) continue;
    const group = order[grouping] || '';
    byGroup.set(group, [...(byGroup.get(group) ?? []), ...order.lines]);
  }
  return [...byGroup.entries()]
    .map(([group, lines]) => {
      const dishes = mergeOrderLines(lines).sort(
        (a, b) => a.name.localeCompare(b.name) || a.variants.join().localeCompare(b.variants.join()),
      );
      return { group, dishes, total: dishes.reduce((sum, dish) => sum + dish.quantity, 0) };
    })
    .sort((a, b) => a.group.localeCompare(b.group));
}
