// Recipes as the menu screen needs them: those of the day by id (30 per query, never the whole collection) and a
// name search for the add form (search_keywords holds each word's prefixes in every language, 10 results).
import useSWR from 'swr';
import { collection, documentId, getDocs, limit, query, where } from 'firebase/firestore';
import { inBatches, recipeSchema, type Recipe } from '@backoffice/shared';
import { db } from '../../../lib/firestore';

export type MenuRecipeDetails = Recipe & { id: string };

const SEARCH_RESULTS = 10;

function parse(id: string, data: unknown): MenuRecipeDetails | null {
  const parsed = recipeSchema.safeParse(data);
  return parsed.success ? { ...parsed.data, id } : null;
}

async function readRecipes(ids: readonly string[]): Promise<Map<string, MenuRecipeDetails>> {
  const snapshots = await Promise.all(
    inBatches([...ids]).map((batch) => getDocs(query(collection(db, 'recipes'), where(documentId(), 'in', batch)))),
  );
  const recipes = new Map<string, MenuRecipeDetails>();
  for (const snapshot of snapshots)
    for (const document of snapshot.docs) {
      const recipe = parse(document.id, document.data());
      if (recipe) recipes.set(document.id, recipe);
    }
  return recipes;
}

/** The recipes named by a day's items (re-read when the set of ids changes, kept while it reloads). */
export function useRecipesById(ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  return useSWR(sorted.length ? ['menu/recipes', ...sorted] : null, () => readRecipes(sorted), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

/** Recipes whose name (any language) has a word starting with `text` (at least 2 characters). */
export function useRecipeSearch(text: string) {
  const needle = text.trim().toLocaleLowerCase().slice(0, 30);
  return useSWR(needle.length >= 2 ? ['menu/recipe-search', needle] : null, async () => {
    const snapshot = await getDocs(
      query(collection(db, 'recipes'), where('search_keywords', 'array-contains', needle), limit(SEARCH_RESULTS)),
    );
    return snapshot.docs.flatMap((document) => parse(document.id, document.data()) ?? []);
  }, { keepPreviousData: true });
}
