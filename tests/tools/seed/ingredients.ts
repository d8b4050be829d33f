// ingredients/{key} documents: names in four languages, allergens, nutrients per 100 g and unit (issue 15).
import { nameSearchKeywords } from '@backoffice/shared';
import { INGREDIENTS, type IngredientKey } from './ingredient-data';
import { INGREDIENT_FACTS } from './ingredient-facts';
import type { SeedDocument } from './types';

/** Allergens and nutrients of an ingredient as the shared recipe computation reads them. */
export function ingredientFacts(key: IngredientKey) {
  const [allergens, kcal, proteins, fat, carbs] = INGREDIENT_FACTS[key];
  return { allergens, per_100g: { kcal, proteins, fat, carbs } };
}

/** Who delivers an ingredient (the shopping list groups by it, issue 17): five suppliers of a canteen kitchen. */
const SUPPLIERS: ReadonlyArray<[string, readonly IngredientKey[]]> = [
  ['Ortofrutta Lombarda', ['tomato', 'basil', 'garlic', 'onion', 'carrot', 'celery', 'potato', 'porcini', 'peas', 'green_beans', 'zucchini', 'aubergine', 'peppers', 'spinach', 'pumpkin', 'cucumber', 'lettuce', 'rosemary', 'parsley', 'apple', 'orange', 'strawberries', 'lemon', 'berries']],
  ['Caseificio Valpadana', ['egg', 'milk', 'butter', 'parmesan', 'pecorino', 'cream', 'mascarpone', 'greek_yogurt']],
  ['Carni Bianchi', ['beef_mince', 'veal', 'pork_loin', 'chicken', 'guanciale']],
  ['Ittica del Tirreno', ['salmon', 'hake', 'prawns', 'mussels', 'squid', 'fish_stock']],
];
/** Everything else comes from the dry-goods wholesaler. */
const DRY_GOODS_SUPPLIER = 'Alimentari Rossi Ingrosso';

export function ingredientSupplier(key: IngredientKey): string {
  return SUPPLIERS.find(([, keys]) => keys.includes(key))?.[0] ?? DRY_GOODS_SUPPLIER;
}

export function ingredientDocuments(): SeedDocument[] {
  return (Object.keys(INGREDIENTS) as IngredientKey[]).map((key) => {
    const facts = ingredientFacts(key);
    return {
      path: `ingredients/${key}`,
      data: {
        name: INGREDIENTS[key],
        allergens: [...facts.allergens].sort((a, b) => a - b),
        per_100g: facts.per_100g,
        unit: INGREDIENT_FACTS[key][5],
        supplier: ingredientSupplier(key),
        search_keywords: nameSearchKeywords(INGREDIENTS[key]),
      },
    };
  });
}
