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
        search_keywords: nameSearchKeywords(INGREDIENTS[key]),
      },
    };
  });
}
