// A list's filters, search and sort kept in the URL query string, so reload, back and a shared link restore them.
// Every write of the query goes through useQueryWriter: it starts from the query the previous write produced, not
// from the render that created the handler. Two changes issued before React re-renders (a quick keyboard user, a
// loaded machine) would otherwise rebuild the query from stale values and undo the first one — useSearchParams'
// setter, even in its function form, starts from the render's copy (the CI run of 72bc428 selected kind=all then
// state=unread on /tickets and got kind=ticket back).
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** A parameter's new value; null (or the `fallback` of applyQueryPatch) removes it from the address. */
export type QueryPatch = Record<string, string | null>;

/**
 * The query text after applying `patch` to `search`; values equal to `fallback` are removed (they are the default;
 * pass null when no value stands for the default).
 */
export function applyQueryPatch(search: string, patch: QueryPatch, fallback: string | null = 'all'): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(patch)) {
    if (value === null || value === fallback) params.delete(name);
    else params.set(name, value);
  }
  return queryText(params);
}

function queryText(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Writes the query: `update` gets the latest query text (with its `?`, or '') and returns the new one. */
export type QueryWrite = (update: (search: string) => string, options?: { replace?: boolean }) => void;

/**
 * The one writer of the address's query. Each call starts from the latest query: the one the previous call wrote,
 * or the address's own once a render has shown a newer one (back, a link, another writer). The returned function is
 * stable. One writer per screen: two writers of the same query are not chained to each other before a re-render.
 */
export function useQueryWriter(defaults: { replace?: boolean } = {}): QueryWrite {
  const navigate = useNavigate();
  const { search: rendered } = useLocation();
  const latest = useRef(rendered);
  // After every render that shows another query, that query is the base again (it may come from elsewhere).
  useLayoutEffect(() => {
    latest.current = rendered;
  }, [rendered]);
  const replaceByDefault = defaults.replace ?? false;
  return useCallback<QueryWrite>(
    (update, options) => {
      const search = update(latest.current);
      latest.current = search;
      navigate({ search }, { replace: options?.replace ?? replaceByDefault });
    },
    [navigate, replaceByDefault],
  );
}

/**
 * Returns a function that changes only the named parameters and keeps the others. Replaces the history entry by
 * default (filters that are not worth a back step); `fallback` is the value that means "the default" and is left out.
 */
export function useQueryPatch(options: { replace?: boolean; fallback?: string | null } = {}) {
  const { replace = true, fallback = 'all' } = options;
  const write = useQueryWriter({ replace });
  return useCallback((patch: QueryPatch) => write((search) => applyQueryPatch(search, patch, fallback)), [write, fallback]);
}

export interface UrlState<T> {
  value: T;
  /** The state as stable text (its query string): the cache key of the list's queries. */
  key: string;
  /**
   * Applies a new state: a new history entry (back returns to the previous one), or in place with `replace`. Pass a
   * function to derive it from the current state: it gets the latest state, including a change applied earlier in
   * the same render (spreading the render's `value` would undo that change).
   */
  apply: (next: T | ((current: T) => T), options?: { replace?: boolean }) => void;
}

/**
 * `parse` reads the state from the query (unknown or invalid values fall back to defaults, so a hand-edited link
 * never breaks the screen); `serialise` writes it back, leaving defaults out so links stay short.
 */
export function useUrlState<T>(
  parse: (query: URLSearchParams) => T,
  serialise: (value: T) => URLSearchParams,
): UrlState<T> {
  const { search } = useLocation();
  const value = useMemo(() => parse(new URLSearchParams(search)), [parse, search]);
  const key = serialise(value).toString();
  const write = useQueryWriter();
  const apply = useCallback<UrlState<T>['apply']>(
    (next, options) =>
      write((latest) => {
        const resolved = typeof next === 'function' ? (next as (current: T) => T)(parse(new URLSearchParams(latest))) : next;
        return queryText(serialise(resolved));
      }, options),
    [parse, serialise, write],
  );
  return { value, key, apply };
}
