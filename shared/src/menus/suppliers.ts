// Suppliers of ingredients and recipes (issue 15): one list shared by every canteen, like the recipes they supply.
// Recipes and ingredients keep the supplier's name in `supplier` (as before), so older free-text values stay readable.
import { z } from 'zod';

export const SUPPLIER_NAME_MAX = 200;
/** The list is read whole up to this many (a kitchen has a few dozen suppliers), ordered by name. */
export const SUPPLIERS_LISTED = 500;

export const supplierFormSchema = z.object({
  name: z.string().trim().min(1, 'kit:validation.required').max(SUPPLIER_NAME_MAX, 'kit:validation.tooBig'),
});
export type SupplierForm = z.infer<typeof supplierFormSchema>;

export const supplierSchema = z.looseObject({ name: z.string() });
export type Supplier = z.infer<typeof supplierSchema>;

/** The options a supplier picker offers: the list's names, plus a stored name the list lacks (kept, not lost). */
export function supplierOptions(names: readonly string[], current: string): string[] {
  const options = [...new Set(names)].sort((a, b) => a.localeCompare(b));
  return current.trim() && !options.includes(current) ? [current, ...options] : options;
}
