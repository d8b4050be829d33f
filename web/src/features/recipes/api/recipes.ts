// Recipes and ingredients (shared by every canteen, spec §3; issue 15): cursor pages with count() and a name search
// (search_keywords: each word's prefixes in every language), one live document, and stamped writes for the log.
import useSWR from 'swr';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore';
import {
  INGREDIENTS_PAGE_SIZE,
  RECIPES_PAGE_SIZE,
  ingredientDocumentSchema,
  inBatches,
  nameSearchKeywords,
  recipeSchema,
  type IngredientDocument,
  type IngredientForRecipe,
  type IngredientForm,
  type Recipe,
  type RecipeDeletionRequest,
  type RecipeDeletionResult,
} from '@backoffice/shared';
import { useLiveDoc } from '../../../lib/data/live';
import type { ListSource } from '../../../lib/data/pages';
import { auth } from '../../../lib/firebase';
import { db } from '../../../lib/firestore';
import { callable } from '../../../lib/functions';
import type { z } from 'zod';

export type RecipeRow = Recipe & { id: string };
export type IngredientRow = IngredientDocument & { id: string };

const stamp = () => ({ updated_by: auth.currentUser?.uid ?? null, updated_at: serverTimestamp() });

function parser<T>(schema: z.ZodType<T>, name: string) {
  return (id: string, data: DocumentData): (T & { id: string }) | null => {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      console.warn(`${name}/${id} left out: unexpected shape`, parsed.error.issues);
      return null;
    }
    return { ...parsed.data, id };
  };
}
const parseRecipe = parser(recipeSchema, 'recipes');
const parseIngredient = parser(ingredientDocumentSchema, 'ingredients');

/** A search as stored in search_keywords: lower case, at most 30 characters. */
function keyword(search: string): string {
  return search.trim().toLocaleLowerCase().slice(0, 30);
}

function listSource<Row>(
  name: string,
  search: string,
  listKey: string,
  pageSize: number,
  toRow: (id: string, data: DocumentData) => Row | null,
  filters: QueryFieldFilterConstraint[] = [],
): ListSource<Row> {
  const needle = keyword(search);
  return {
    key: [name, listKey],
    query: () =>
      query(
        collection(db, name),
        ...(needle ? [where('search_keywords', 'array-contains', needle)] : []),
        ...filters,
      ),
    order: [orderBy(documentId())],
    toRow: (snapshot) => toRow(snapshot.id, snapshot.data()),
    pageSize,
  };
}

/** Recipes by name search and the list's filters: free of an allergen (`free_of`), supplier, course (equalities). */
export const recipeList = (
  params: { search: string; free: string; supplier: string; course: string },
  listKey: string,
) =>
  listSource('recipes', params.search, listKey, RECIPES_PAGE_SIZE, parseRecipe, [
    ...(params.free ? [where(`free_of.${params.free}`, '==', true)] : []),
    ...(params.supplier.trim() ? [where('supplier', '==', params.supplier.trim())] : []),
    ...(params.course ? [where('component', '==', params.course)] : []),
  ]);
export const ingredientList = (search: string, listKey: string) =>
  listSource('ingredients', search, listKey, INGREDIENTS_PAGE_SIZE, parseIngredient);

export function useRecipe(id: string | null) {
  return useLiveDoc(id ? ['recipes', 'one', id] : null, () => doc(db, 'recipes', id!), (snapshot) =>
    snapshot.exists() ? parseRecipe(snapshot.id, snapshot.data()) : null,
  );
}

export function useIngredient(id: string | null) {
  return useLiveDoc(id ? ['ingredients', 'one', id] : null, () => doc(db, 'ingredients', id!), (snapshot) =>
    snapshot.exists() ? parseIngredient(snapshot.id, snapshot.data()) : null,
  );
}

/**
 * Saves a recipe; a new one gets a fresh id. An update replaces the edited fields whole (a cleared language is gone)
 * and keeps those the editor does not show (css, custom_click…).
 */
export async function saveRecipe(id: string | null, fields: Record<string, unknown>): Promise<string> {
  if (id) {
    await updateDoc(doc(db, 'recipes', id), { ...fields, ...stamp() });
    return id;
  }
  const ref = doc(collection(db, 'recipes'));
  await setDoc(ref, { ...fields, ...stamp() });
  return ref.id;
}

/** A menu day serving a recipe. */
export interface MenuDayRef {
  canteen_id: string;
  date: string;
}

/** At most this many days are listed (the warning and the refusal need a few, not all). */
const FUTURE_DAYS_LISTED = 50;

/**
 * The menu days from `today` on (YYYY-MM-DD) that serve the recipe, by date: one array-contains query on
 * `recipe_ids`. Roles that manage every canteen see every canteen's days; the others their own canteens' (the rules
 * let nobody read the menus of a canteen they do not manage — DECISIONS).
 */
export async function futureMenuDays(
  recipeId: string,
  today: string,
  scope: { all: boolean; canteens: readonly string[] },
): Promise<MenuDayRef[]> {
  const base = [where('recipe_ids', 'array-contains', recipeId), where('date', '>=', today)];
  const queries = scope.all
    ? [query(collection(db, 'menu'), ...base, orderBy('date'), limit(FUTURE_DAYS_LISTED))]
    : inBatches([...scope.canteens]).map((batch) =>
        query(collection(db, 'menu'), where('canteen_id', 'in', batch), ...base, orderBy('date'), limit(FUTURE_DAYS_LISTED)),
      );
  const snapshots = await Promise.all(queries.map((entry) => getDocs(entry)));
  return snapshots
    .flatMap((snapshot) =>
      snapshot.docs.map((document) => ({
        canteen_id: String(document.get('canteen_id')),
        date: String(document.get('date')),
      })),
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.canteen_id.localeCompare(b.canteen_id))
    .slice(0, FUTURE_DAYS_LISTED);
}

/** The recipe is on a menu from today on: deleting it is refused (issue 15, DeleteRecipe). */
export class RecipeOnFutureMenus extends Error {
  constructor(readonly days: MenuDayRef[]) {
    super(`The recipe is on ${days.length} menu day(s) from today on`);
    this.name = 'RecipeOnFutureMenus';
  }
}

/**
 * Deletes a recipe through the deleteRecipe callable (the rules allow no client delete); the server refuses while a
 * menu day from today on serves it, answering the days (RecipeOnFutureMenus).
 */
export async function deleteRecipe(id: string): Promise<void> {
  try {
    await callable<RecipeDeletionRequest, RecipeDeletionResult>('deleteRecipe')({ recipe_id: id });
  } catch (error) {
    const details = (error as { code?: string; details?: { days?: MenuDayRef[] } }).details;
    if ((error as { code?: string }).code === 'functions/failed-precondition' && Array.isArray(details?.days))
      throw new RecipeOnFutureMenus(details.days);
    throw error;
  }
}

export async function saveIngredient(id: string | null, form: IngredientForm): Promise<string> {
  const data = { ...form, search_keywords: nameSearchKeywords(form.name), ...stamp() };
  if (id) {
    await updateDoc(doc(db, 'ingredients', id), data);
    return id;
  }
  const ref = doc(collection(db, 'ingredients'));
  await setDoc(ref, data);
  return ref.id;
}

export async function deleteIngredient(id: string): Promise<void> {
  await deleteDoc(doc(db, 'ingredients', id));
}

/** Ingredients by id (30 per query): what the recipe computation needs. */
export function useIngredientsById(ids: readonly string[]) {
  const sorted = [...new Set(ids)].filter(Boolean).sort();
  return useSWR(
    sorted.length ? ['recipes/ingredients', ...sorted] : null,
    async () => {
      const found = new Map<string, IngredientForRecipe & { id: string; unit: string }>();
      const snapshots = await Promise.all(
        inBatches(sorted).map((batch) =>
          getDocs(query(collection(db, 'ingredients'), where(documentId(), 'in', batch))),
        ),
      );
      for (const snapshot of snapshots)
        for (const document of snapshot.docs) {
          const ingredient = parseIngredient(document.id, document.data());
          if (ingredient) found.set(document.id, ingredient);
        }
      return found;
    },
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

/** Ingredients whose name (any language) has a word starting with `text`, 10 at most. */
export function useIngredientSearch(text: string) {
  const needle = keyword(text);
  return useSWR(
    needle.length >= 2 ? ['recipes/ingredient-search', needle] : null,
    async () => {
      const snapshot = await getDocs(
        query(collection(db, 'ingredients'), where('search_keywords', 'array-contains', needle), limit(10)),
      );
      return snapshot.docs.flatMap((document) => parseIngredient(document.id, document.data()) ?? []);
    },
    { keepPreviousData: true },
  );
}
