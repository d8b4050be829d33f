// Access row of recipes (spec §6).
import { type CollectionAccess } from '../access-types';

export const RECIPES_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'recipes',
    path: 'recipes/{recipeId}',
    covers: 'recipes (shared by every canteen)',
    canteen: null,
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list'],
        screens: ['Menu', 'Ricette', 'EditorRicette', 'DeleteRecipe'],
        scope: 'global',
      },
      {
        to: 'staff',
        ops: ['get', 'list'],
        screens: ['DieteSpeciali'],
        scope: 'global',
        why: "the special diets' clash count reads the allergens of a day's recipes (by id, 30 at a time)",
      },
      { to: 'staff', ops: ['create', 'update'], screens: ['EditorRicette'], scope: 'global' },
    ],
    decisions: [
      'no client delete: the `deleteRecipe` callable (DeleteRecipe, zod from shared) deletes a recipe, and refuses while a menu day from today on serves it (the rules cannot query menu days)',
    ],
  },
  {
    id: 'ingredients',
    path: 'ingredients/{ingredientId}',
    covers: 'ingredients of the recipes (shared by every canteen): allergens, nutrients per 100 g (issue 15)',
    canteen: null,
    owner: null,
    grants: [
      { to: 'staff', ops: ['get', 'list'], screens: ['Menu', 'Ricette', 'EditorRicette'], scope: 'global' },
      { to: 'staff', ops: ['create', 'update'], screens: ['EditorRicette'], scope: 'global' },
      { to: 'staff', ops: ['delete'], screens: ['DeleteRecipe'], scope: 'global' },
    ],
  },
  {
    id: 'suppliers',
    path: 'suppliers/{supplierId}',
    covers: 'suppliers of ingredients and recipes (shared by every canteen; issue 15)',
    canteen: null,
    owner: null,
    grants: [
      { to: 'staff', ops: ['get', 'list'], screens: ['Menu', 'Ricette', 'EditorRicette'], scope: 'global' },
      { to: 'staff', ops: ['create', 'update', 'delete'], screens: ['EditorRicette'], scope: 'global' },
    ],
  },
];
