// The query patch as the list filters use it: several changes before a re-render all land in the address.
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { applyQueryPatch, useQueryPatch, type QueryPatch } from './query-params';

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

  it('follows the address when it changes by other means', () => {
    let latest: ((patch: QueryPatch) => void) | undefined;
    const view = render(
      <MemoryRouter initialEntries={['/tickets?kind=ifm']}>
        <Probe onReady={(fn) => (latest = fn)} />
      </MemoryRouter>,
    );
    act(() => latest!({ state: 'open' }));
    act(() => latest!({ kind: 'all' }));
    expect(view.getByTestId('search').textContent).toBe('?state=open');
  });
});
