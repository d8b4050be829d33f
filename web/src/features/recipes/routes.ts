// The recipe book routes (spec §2 /recipes, /add-recipe(/{id}), /ingredients, /add-ingredient(/{id}); §6 Ricette,
// EditorRicette, DeleteRecipe).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

const recipeEditor = preloadable(() => import('./components/RecipeEditorScreen'));
const ingredientEditor = preloadable(() => import('./components/IngredientEditorScreen'));

export const routes: FeatureRoutes = {
  recipes: preloadable(() => import('./components/RecipesScreen')),
  addRecipe: recipeEditor,
  editRecipe: recipeEditor,
  ingredients: preloadable(() => import('./components/IngredientsScreen')),
  addIngredient: ingredientEditor,
  editIngredient: ingredientEditor,
};
