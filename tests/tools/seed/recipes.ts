// recipes/{id} documents: names, allergens, ingredients and nutrients in four languages.
import { allergenFreeFlags, nameSearchKeywords, recipeFacts, sameAllergens, type IngredientFacts } from '@backoffice/shared';
import { INGREDIENTS } from './ingredient-data';
import { ingredientFacts } from './ingredients';
import type { ComponentId } from './menu-structure';
import { DESSERTS } from './recipe-data-desserts';
import { FIRST_COURSES } from './recipe-data-firsts';
import { MAIN_COURSES } from './recipe-data-mains';
import { SIDE_DISHES } from './recipe-data-sides';
import type { RecipeDef } from './recipe-types';
import { tr, type SeedDocument } from './types';

export const RECIPES: readonly RecipeDef[] = [
  ...FIRST_COURSES,
  ...MAIN_COURSES,
  ...SIDE_DISHES,
  ...DESSERTS,
].sort((a, b) => a.id.localeCompare(b.id));

const NUTRIENT_NAMES = {
  energy: { id: 37, name: tr('Energy', 'Energia', 'Energía', 'Énergie') },
  protein: { id: 10, name: tr('Protein', 'Proteine', 'Proteínas', 'Protéines') },
  fat: { id: 8, name: tr('Fat', 'Grassi', 'Grasas', 'Lipides') },
  carbohydrates: { id: 33, name: tr('Carbohydrates', 'Carboidrati', 'Hidratos de carbono', 'Glucides') },
};

export function recipesFor(
  component: ComponentId,
  filter: (recipe: RecipeDef) => boolean = () => true,
): RecipeDef[] {
  return RECIPES.filter((recipe) => recipe.component === component && filter(recipe));
}

export function isGlutenFree(recipe: RecipeDef): boolean {
  return !recipe.allergens.includes(6);
}

/**
 * Nutrients come from the ingredients (the shared computation the editor uses); the allergens stay those the recipe
 * declares, marked as a manual override where they differ from the ingredients' (e.g. "may contain" traces).
 */
function recipeDocument(recipe: RecipeDef, index: number): SeedDocument {
  const facts = recipeFacts(
    recipe.ingredients.map(([key, quantity, unit]) => ({ ingredient_id: key, quantity, unit })),
    new Map<string, IngredientFacts>(recipe.ingredients.map(([key]) => [key, ingredientFacts(key)])),
  );
  const { kcal, carbs, proteins, fat } = facts;
  return {
    path: `recipes/${recipe.id}`,
    data: {
      name: recipe.name,
      description: recipe.description,
      allergens: [...recipe.allergens].sort((a, b) => a - b),
      allergens_override: !sameAllergens(recipe.allergens, facts.allergens),
      ingredient_ids: [...new Set(recipe.ingredients.map(([key]) => key))],
      ingredients: recipe.ingredients.map(([key, quantity, unit]) => ({
        ingredient_id: key,
        name: INGREDIENTS[key],
        quantity,
        unit,
      })),
      nutrients: [
        { ...NUTRIENT_NAMES.energy, quantity: kcal, unit: 'kcal' },
        { ...NUTRIENT_NAMES.protein, quantity: proteins, unit: 'g' },
        { ...NUTRIENT_NAMES.fat, quantity: fat, unit: 'g' },
        { ...NUTRIENT_NAMES.carbohydrates, quantity: carbs, unit: 'g' },
      ],
      euro: recipe.euro,
      points: recipe.points,
      kcal,
      carbs,
      proteins,
      fat,
      co2: recipe.co2,
      flag_co2: 'standard',
      supplier: recipe.supplier,
      component: recipe.component,
      free_of: allergenFreeFlags(recipe.allergens),
      pos: index + 1,
      search_keywords: nameSearchKeywords(recipe.name),
    },
  };
}

export function recipeDocuments(): SeedDocument[] {
  return RECIPES.map(recipeDocument);
}
