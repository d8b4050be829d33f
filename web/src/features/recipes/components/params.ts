// The recipe and ingredient lists' address: ?search=… (reload, back and a shared link restore it).
export interface NameSearchParams {
  search: string;
}

export function parseNameSearch(query: URLSearchParams): NameSearchParams {
  return { search: query.get('search') ?? '' };
}

export function nameSearchQuery(params: NameSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search.trim() !== '') query.set('search', params.search);
  return query;
}

/** The recipe list's address: ?search=…&free=6&supplier=…&course=first (free: an allergen code the recipes lack). */
export interface RecipeListParams extends NameSearchParams {
  free: string;
  supplier: string;
  course: string;
}

export function parseRecipeListParams(query: URLSearchParams): RecipeListParams {
  const free = query.get('free') ?? '';
  return {
    ...parseNameSearch(query),
    free: /^\d{1,2}$/.test(free) ? free : '',
    supplier: (query.get('supplier') ?? '').slice(0, 200),
    course: (query.get('course') ?? '').slice(0, 64),
  };
}

export function recipeListQuery(params: RecipeListParams): URLSearchParams {
  const query = nameSearchQuery(params);
  if (params.free) query.set('free', params.free);
  if (params.supplier.trim()) query.set('supplier', params.supplier);
  if (params.course) query.set('course', params.course);
  return query;
}
