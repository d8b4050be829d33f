// suppliers/{id} documents (issue 15): every supplier name the seeded ingredients and recipes store, so the list and
// the editors' pickers start with them.
import { ingredientDocuments } from './ingredients';
import { RECIPES } from './recipes';
import type { SeedDocument } from './types';

/** A stable id of a supplier name: S_ and its letters and digits, upper case. */
export function supplierId(name: string): string {
  return `S_${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase()}`;
}

export function supplierDocuments(): SeedDocument[] {
  const names = new Set<string>([
    ...ingredientDocuments().map((document) => String(document.data.supplier)),
    ...RECIPES.map((recipe) => recipe.supplier).filter(
      (name): name is string => typeof name === 'string' && name !== '',
    ),
  ]);
  return [...names].sort().map((name) => ({ path: `suppliers/${supplierId(name)}`, data: { name } }));
}
