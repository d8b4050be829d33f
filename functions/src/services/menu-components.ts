// addSoMealCenaComponent: adds recipes to one day's menu under an occasion and diet of the canteen's structure,
// for a service, in one transaction; a recipe already placed there is not added twice (idempotent).
import type { Firestore } from 'firebase-admin/firestore';
import {
  DEFAULT_RECIPE_EURO,
  DEFAULT_RECIPE_POINTS,
  isValidMenuCombination,
  menuRecipeIds,
  parseMenuStructure,
  validPlacements,
} from '@backoffice/shared';
import { ServiceError } from './service-error';
import { menuDocumentId, menuStructureOf } from './menu-month';

export interface RecipeToAdd {
  recipe_id: string;
  component_id: string;
  points?: number;
  euro?: number;
}

export interface AddComponentRequest {
  canteen: { id: string; data: Record<string, unknown> };
  date: string;
  occasionId: string;
  dietId: string;
  service: string;
  recipes: RecipeToAdd[];
}

export interface AddComponentResult {
  menu_id: string;
  added: string[];
  already_present: string[];
}

export async function addMenuComponent(
  db: Firestore,
  request: AddComponentRequest,
): Promise<AddComponentResult> {
  const { canteen, date, occasionId, dietId, service, recipes } = request;
  const structure = menuStructureOf(canteen.data, 'en');
  // Spec §5: insertion needs a valid combination of occasion, diet and component (of this canteen's structure).
  const invalid = [
    structure.occasions.some((entry) => entry.id === occasionId) ? null : `occasion ${occasionId}`,
    structure.diets.some((entry) => entry.id === dietId) ? null : `diet ${dietId}`,
    ...recipes.map((recipe) =>
      structure.components.some((entry) => entry.id === recipe.component_id)
        ? null
        : `component ${recipe.component_id}`,
    ),
    // The structure's valid combinations (all triples of a structure that lists none, shared validPlacements).
    ...recipes.map((recipe) =>
      isValidMenuCombination(
        { occasionId, dietId, componentId: recipe.component_id },
        validPlacements(parseMenuStructure(canteen.data.menu_structure)),
      )
        ? null
        : `combination ${occasionId}/${dietId}/${recipe.component_id}`,
    ),
  ].filter((entry): entry is string => entry !== null);
  if (invalid.length > 0)
    throw new ServiceError(
      'conflict',
      `Not in the menu structure of ${canteen.id}: ${[...new Set(invalid)].join(', ')}`,
    );
  const recipeSnapshots = await db.getAll(
    ...recipes.map((recipe) => db.collection('recipes').doc(recipe.recipe_id)),
  );
  const missing = recipeSnapshots.filter((snapshot) => !snapshot.exists).map((snapshot) => snapshot.id);
  if (missing.length > 0) throw new ServiceError('not_found', `Unknown recipes: ${missing.join(', ')}`);
  const menuRef = db.collection('menu').doc(menuDocumentId(canteen.id, date));
  return db.runTransaction(async (transaction) => {
    const menu = await transaction.get(menuRef);
    const items = ((menu.get('items') ?? []) as Array<Record<string, unknown>>).slice();
    const added: string[] = [];
    const alreadyPresent: string[] = [];
    for (const recipe of recipes) {
      const sameSlot = (item: Record<string, unknown>) =>
        item.occasion_id === occasionId &&
        item.diet_id === dietId &&
        item.component_id === recipe.component_id;
      if (items.some((item) => sameSlot(item) && item.recipe_id === recipe.recipe_id)) {
        alreadyPresent.push(recipe.recipe_id);
        continue;
      }
      const lastPos = Math.max(
        0,
        ...items.filter(sameSlot).map((item) => (typeof item.pos === 'number' ? item.pos : 0)),
      );
      items.push({
        occasion_id: occasionId,
        diet_id: dietId,
        component_id: recipe.component_id,
        recipe_id: recipe.recipe_id,
        points: recipe.points ?? DEFAULT_RECIPE_POINTS,
        euro: recipe.euro ?? DEFAULT_RECIPE_EURO,
        pos: lastPos + 1,
        food_paths: {},
        service,
      });
      added.push(recipe.recipe_id);
    }
    if (added.length > 0) transaction.set(
        menuRef,
        { canteen_id: canteen.id, date, items, recipe_ids: menuRecipeIds(items) },
        { merge: true },
      );
    return { menu_id: menuRef.id, added, already_present: alreadyPresent };
  });
}
