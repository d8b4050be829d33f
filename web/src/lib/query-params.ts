// Changing some of the address's query parameters without losing the others.
import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** A parameter's new value; null (or the `fallback` of applyQueryPatch) removes it from the address. */
export type QueryPatch = Record<string, string | null>;

/** The query text after applying `patch` to `search`; values equal to `fallback` are removed (they are the default). */
export function applyQueryPatch(search: string, patch: QueryPatch, fallback = 'all'): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(patch)) {
    if (value === null || value === fallback) params.delete(name);
    else params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Returns a function that changes only the named parameters. Each call starts from the query the previous call
 * produced, not from the render that created the handler: two filters changed before React re-renders (a quick
 * keyboard user, a loaded machine) would otherwise rebuild the query from stale values and undo the first change.
 * useSearchParams' setter, even in its function form, starts from the render's copy.
 */
export function useQueryPatch(options: { replace?: boolean; fallback?: string } = {}) {
  const navigate = useNavigate();
  const { search: rendered } = useLocation();
  const { replace = true, fallback = 'all' } = options;
  // What the last call produced, and from which rendered query: a later call of the same render goes on from it.
  const pending = useRef<{ base: string; search: string } | null>(null);
  return useCallback(
    (patch: QueryPatch) => {
      const start = pending.current?.base === rendered ? pending.current.search : rendered;
      const search = applyQueryPatch(start, patch, fallback);
      pending.current = { base: rendered, search };
      navigate({ search }, { replace });
    },
    [navigate, rendered, replace, fallback],
  );
}
