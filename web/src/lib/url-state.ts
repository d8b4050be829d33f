// A list's filters, search and sort kept in the URL query string, so reload, back and a shared link restore them.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface UrlState<T> {
  value: T;
  /** The state as stable text (its query string): the cache key of the list's queries. */
  key: string;
  /** Applies a new state: a new history entry (back returns to the previous one), or in place with `replace`. */
  apply: (next: T, options?: { replace?: boolean }) => void;
}

/**
 * `parse` reads the state from the query (unknown or invalid values fall back to defaults, so a hand-edited link
 * never breaks the screen); `serialise` writes it back, leaving defaults out so links stay short.
 */
export function useUrlState<T>(
  parse: (query: URLSearchParams) => T,
  serialise: (value: T) => URLSearchParams,
): UrlState<T> {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = useMemo(() => parse(searchParams), [parse, searchParams]);
  const key = serialise(value).toString();
  const apply = useCallback(
    (next: T, options?: { replace?: boolean }) =>
      setSearchParams(serialise(next), { replace: options?.replace ?? false }),
    [serialise, setSearchParams],
  );
  return { value, key, apply };
}
