// The day's menu as the Word file prints it (issue 15 "Downloads"): built from the same grouping the screen shows
// and the allergens and nutrients stored on the recipes (computed from their ingredients by the shared function).
// No docx import here: the writer (menu-docx.ts) is loaded only when the file is asked for.
import {
  formatMacro,
  groupMenuDay,
  localizedText,
  roundKcal,
  structureName,
  type MenuRecipe,
  type MenuStructure,
  type UiLanguage,
} from '@backoffice/shared';

export interface WordMenuDish {
  component: string;
  name: string;
  /** "3 milk, 6 gluten" or '' */
  allergens: string;
  nutrients: string;
}

export interface WordMenu {
  canteenName: string;
  title: string;
  groups: Array<{ heading: string; dishes: WordMenuDish[] }>;
  allergensLabel: string;
  /** Every allergen of the day's dishes, "3 milk, 6 gluten". */
  legend: string;
  footnote: string;
}

export interface WordMenuLabels {
  title: string;
  allergens: string;
  nutrientsPerPortion: string;
  energy: string;
  protein: string;
  fat: string;
  carbs: string;
  allergenName: (code: number) => string;
}

export interface WordMenuRecipe {
  name: Record<string, string | null | undefined> | string;
  allergens: readonly number[];
  kcal?: number;
  proteins?: number;
  fat?: number;
  carbs?: number;
}

export function wordMenuOf(input: {
  canteenName: string;
  items: readonly MenuRecipe[];
  structure: MenuStructure;
  recipes: ReadonlyMap<string, WordMenuRecipe>;
  language: UiLanguage;
  labels: WordMenuLabels;
  /** The screen's side filter ('all' for everything). */
  filter: { occasion: string; diet: string };
}): WordMenu {
  const { labels, language } = input;
  const items = input.items.filter(
    (item) =>
      (input.filter.occasion === 'all' || item.occasion_id === input.filter.occasion) &&
      (input.filter.diet === 'all' || item.diet_id === input.filter.diet),
  );
  const legendCodes = new Set<number>();
  const allergenText = (codes: readonly number[]) =>
    [...codes]
      .sort((a, b) => a - b)
      .map((code) => `${code} ${labels.allergenName(code)}`)
      .join(', ');
  const groups = groupMenuDay(items, input.structure).flatMap((occasion) =>
    occasion.diets.map((diet) => ({
      heading: `${structureName(occasion.occasion, occasion.occasion.id, language)} · ${structureName(diet.diet, diet.diet.id, language)}`,
      dishes: diet.components.flatMap((component) =>
        component.items.map((item) => {
          const recipe = input.recipes.get(item.recipe_id);
          const allergens = recipe?.allergens ?? [];
          allergens.forEach((code) => legendCodes.add(code));
          const nutrients = recipe
            ? [
                recipe.kcal !== undefined ? `${roundKcal(recipe.kcal)} ${labels.energy}` : null,
                recipe.proteins !== undefined ? `${labels.protein} ${formatMacro(recipe.proteins)} g` : null,
                recipe.fat !== undefined ? `${labels.fat} ${formatMacro(recipe.fat)} g` : null,
                recipe.carbs !== undefined ? `${labels.carbs} ${formatMacro(recipe.carbs)} g` : null,
              ]
                .filter(Boolean)
                .join(' · ')
            : '';
          return {
            component: structureName(component.component, component.component.id, language),
            name: (recipe && localizedText(recipe.name, language)) || item.recipe_id,
            allergens: allergenText(allergens),
            nutrients,
          };
        }),
      ),
    })),
  );
  return {
    canteenName: input.canteenName,
    title: labels.title,
    groups,
    allergensLabel: labels.allergens,
    legend: allergenText([...legendCodes]),
    footnote: labels.nutrientsPerPortion,
  };
}
