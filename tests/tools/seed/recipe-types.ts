// The compact shape recipe data is written in before it becomes recipes/{id} documents.
import type { IngredientKey } from './ingredient-data';
import type { ComponentId } from './menu-structure';
import type { Translated } from './types';

export interface RecipeDef {
  id: string;
  component: ComponentId;
  vegetarian: boolean;
  name: Translated;
  description: Translated;
  /** Allergen codes of spec §3 (3 milk, 4 sesame, 5 eggs, 6 gluten, …). */
  allergens: number[];
  /** Ingredient, quantity per portion, unit. */
  ingredients: Array<[IngredientKey, number, 'g' | 'ml']>;
  /**
   * Per portion as first authored: kcal, carbohydrates g, proteins g, fat g. The documents carry the values computed
   * from the ingredients instead (issue 15); these stay as the sanity bound a seed test holds them to.
   */
  nutrition: [number, number, number, number];
  /** kg CO2e per portion. */
  co2: number;
  euro: number;
  points: number;
  supplier: string;
}
