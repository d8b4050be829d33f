// The query writers as the lists use them: several changes before a re-render all land in the address.
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { applyQueryPatch, useQueryPatch, useUrlState, type QueryPatch, type UrlState } from './url-state';

describe('applyQueryPatch', () => {
  it.each([
    ['', { state: 'unread' }, '?state=unread'],
    ['?kind=ticket', { state: 'unread' }, '?kind=ticket&state=unread'],
    ['?kind=ticket&state=open', { kind: 'all' }, '?state=open'],
    ['?kind=ticket', { kind: null }, ''],
    ['?q=a+b&kind=ifm', { kind: 'ticket' }, '?q=a+b&kind=ticket'],
  ])('%s + %j → %s', (search, patch, expected) => {
    expect(applyQueryPatch(search, patch as QueryPatch)).toBe(expected);
  });

  it('keeps the value "all" when no value stands for the default', () => {
    expect(applyQueryPatch('', { folder: 'all' }, null)).toBe('?folder=all');
  });
});

describe('useQueryPatch', () => {
  function Probe({ onReady }: { onReady: (patch: (patch: QueryPatch) => void) => void }) {
    onReady(useQueryPatch());
    return <output data-testid="search">{useLocation().search}</output>;
  }

  it('two patches from the same render both land (the second does not undo the first)', () => {
    let patch: ((patch: QueryPatch) => void) | undefined;
    const view = render(
      <MemoryRouter initialEntries={['/tickets?kind=ticket']}>
        <Probe onReady={(fn) => (patch ??= fn)} />
      </MemoryRouter>,
    );
    act(() => {
      patch!({ kind: 'all' });
      patch!({ state: 'unread' });
    });
    expect(view.getByTestId('search').textContent).toBe('?state=unread');
  });

  it('a handler kept from an earlier render still starts from the latest query', () => {
    let first: ((patch: QueryPatch) => void) | undefined;
    const view = render(
      <MemoryRouter initialEntries={['/tickets?kind=ticket']}>
        <Probe onReady={(fn) => (first ??= fn)} />
      </MemoryRouter>,
    );
    act(() => first!({ kind: 'all' }));
    act(() => first!({ state: 'unread' }));
    expect(view.getByTestId('search').textContent).toBe('?state=unread');
  });

  it('follows the address when it changes by other means', () => {
    let latest: ((patch: QueryPatch) => void) | undefined;
    let go: ((to: string) => void) | undefined;
    function Elsewhere() {
      const navigate = useNavigate();
      go = (to) => void navigate(to);
      return null;
    }
    const view = render(
      <MemoryRouter initialEntries={['/tickets?kind=ifm']}>
        <Probe onReady={(fn) => (latest = fn)} />
        <Elsewhere />
      </MemoryRouter>,
    );
    act(() => latest!({ state: 'open' }));
    act(() => go!('/tickets?kind=ticket'));
    act(() => latest!({ state: 'closed' }));
    expect(view.getByTestId('search').textContent).toBe('?kind=ticket&state=closed');
  });
});

describe('useUrlState', () => {
  interface Filters {
    search: string;
    published: 'all' | 'yes' | 'no';
  }
  const parse = (query: URLSearchParams): Filters => ({
    search: query.get('q') ?? '',
    published: (['yes', 'no'] as const).find((value) => value === query.get('published')) ?? 'all',
  });
  const serialise = (value: Filters) => {
    const query = new URLSearchParams();
    if (value.search) query.set('q', value.search);
    if (value.published !== 'all') query.set('published', value.published);
    return query;
  };

  function Probe({ onReady }: { onReady: (state: UrlState<Filters>) => void }) {
    onReady(useUrlState(parse, serialise));
    return <output data-testid="search">{useLocation().search}</output>;
  }

  it('two changes derived from the same render both land', () => {
    let state: UrlState<Filters> | undefined;
    const view = render(
      <MemoryRouter initialEntries={['/static-pages?published=no']}>
        <Probe onReady={(each) => (state ??= each)} />
      </MemoryRouter>,
    );
    expect(state!.value).toEqual({ search: '', published: 'no' });
    act(() => {
      state!.apply((current) => ({ ...current, published: 'yes' }));
      state!.apply((current) => ({ ...current, search: 'menu' }));
    });
    expect(view.getByTestId('search').textContent).toBe('?q=menu&published=yes');
  });

  it('a whole state replaces the query; the key is the serialised state', () => {
    let state: UrlState<Filters> | undefined;
    const view = render(
      <MemoryRouter initialEntries={['/static-pages?q=old&published=maybe']}>
        <Probe onReady={(each) => (state = each)} />
      </MemoryRouter>,
    );
    expect(state!.key).toBe('q=old');
    act(() => state!.apply({ search: '', published: 'no' }));
    expect(view.getByTestId('search').textContent).toBe('?published=no');
    expect(state!.key).toBe('published=no');
  });
});
