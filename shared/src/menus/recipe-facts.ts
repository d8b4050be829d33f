// Allergens and nutrients of a recipe computed from its ingredients (issue 15: one function feeds the screen, the
// editor, the documents and the API), with the rounding of spec §9 and quantities per 100 people.
import { ALLERGEN_CODES, type AllergenCode } from '../core/catalogs';
import { roundKcal, roundMacro, roundTo } from '../core/format';

/** Nutrients per 100 g (or 100 ml) of an ingredient; ids of spec §3: 37 energy, 10 protein, 8 fat, 33 carbs. */
export interface NutrientsPer100 {
  kcal: number;
  proteins: number;
  fat: number;
  carbs: number;
}

export interface IngredientFacts {
  allergens: readonly number[];
  per_100g: NutrientsPer100;
}

/** A recipe's ingredient line: which ingredient and how much of it per portion. */
export interface RecipeIngredientLine {
  ingredient_id?: string | null;
  quantity: number;
  unit: string;
}

export interface RecipeFacts {
  allergens: AllergenCode[];
  /** Per portion, rounded as spec §9 says: kcal to an integer, the others to 2 decimals. */
  kcal: number;
  proteins: number;
  fat: number;
  carbs: number;
  /** Lines whose ingredient is unknown (no id, or not found): their allergens and nutrients are not counted. */
  unknownLines: number;
}

const KNOWN_ALLERGENS = new Set<number>(ALLERGEN_CODES);

/** Grams of a line: g as is, ml as grams (1 ml ≈ 1 g, DECISIONS), kg and l × 1000; other units count 0. */
export function gramsOf(quantity: number, unit: string): number {
  switch (unit) {
    case 'g':
    case 'ml':
      return quantity;
    case 'kg':
    case 'l':
      return quantity * 1000;
    default:
      return 0;
  }
}

/** The union of the ingredients' allergens, in code order: a recipe contains what any ingredient contains. */
export function allergensFromIngredients(ingredients: readonly Pick<IngredientFacts, 'allergens'>[]): AllergenCode[] {
  const codes = new Set<number>();
  for (const ingredient of ingredients)
    for (const code of ingredient.allergens) if (KNOWN_ALLERGENS.has(code)) codes.add(code);
  return [...codes].sort((a, b) => a - b) as AllergenCode[];
}

/** Allergens and nutrients per portion of a recipe, from its lines and the ingredients they name. */
export function recipeFacts(
  lines: readonly RecipeIngredientLine[],
  ingredients: ReadonlyMap<string, IngredientFacts>,
): RecipeFacts {
  const found: IngredientFacts[] = [];
  const totals = { kcal: 0, proteins: 0, fat: 0, carbs: 0 };
  let unknownLines = 0;
  for (const line of lines) {
    const ingredient = line.ingredient_id ? ingredients.get(line.ingredient_id) : undefined;
    if (!ingredient) {
      unknownLines += 1;
      continue;
    }
    found.push(ingredient);
    const share = gramsOf(line.quantity, line.unit) / 100;
    totals.kcal += ingredient.per_100g.kcal * share;
    totals.proteins += ingredient.per_100g.proteins * share;
    totals.fat += ingredient.per_100g.fat * share;
    totals.carbs += ingredient.per_100g.carbs * share;
  }
  return {
    allergens: allergensFromIngredients(found),
    kcal: roundKcal(totals.kcal),
    proteins: roundMacro(totals.proteins),
    fat: roundMacro(totals.fat),
    carbs: roundMacro(totals.carbs),
    unknownLines,
  };
}

/** True when two allergen lists hold the same codes (order and repeats aside). */
export function sameAllergens(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((code) => right.has(code));
}

/**
 * A per-portion quantity for 100 people (spec §9): g becomes kg and ml becomes l (× 100 / 1000), other units × 100;
 * 3 decimals at most.
 */
export function per100People(quantity: number, unit: string): { quantity: number; unit: string } {
  if (unit === 'g') return { quantity: roundTo((quantity * 100) / 1000, 3), unit: 'kg' };
  if (unit === 'ml') return { quantity: roundTo((quantity * 100) / 1000, 3), unit: 'l' };
  return { quantity: roundTo(quantity * 100, 3), unit };
}

/**
 * Every string a name search may equal (Firestore has no full-text search): for each language's name, lower case,
 * every prefix (2–30 characters) starting at each word. "Pasta al pomodoro" is found by "pom" and "al pom".
 */
export function nameSearchKeywords(names: Readonly<Record<string, string | null | undefined>>): string[] {
  const keywords = new Set<string>();
  for (const name of Object.values(names)) {
    const text = (name ?? '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
    for (let start = 0; start < text.length; start++) {
      if (start > 0 && text[start - 1] !== ' ') continue;
      for (let end = start + 2; end <= Math.min(text.length, start + 30); end++) keywords.add(text.slice(start, end));
    }
  }
  return [...keywords];
}
