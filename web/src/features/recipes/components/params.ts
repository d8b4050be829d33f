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
