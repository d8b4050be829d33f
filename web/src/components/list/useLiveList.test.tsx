// useLiveList: the total (count()) is asked only once the first page is in, never alongside the page's read (issue 17).
import { act, renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ListSource, LivePage } from '../../lib/data/pages';
import { useLiveList } from './useLiveList';

/** The page the mocked subscription hook returns: undefined while "loading". */
let page: { data?: LivePage<string>; error?: Error } = {};

vi.mock('../../lib/data/live', () => ({
  useLiveQuery: () => page,
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

function source(count: () => Promise<number>): ListSource<string> {
  return {
    key: ['things', 'C_1'],
    query: () => null,
    order: [],
    toRow: (snapshot) => snapshot.id,
    pageSize: 2,
    count,
  };
}

describe('useLiveList', () => {
  it('asks count() only once the first page is in', async () => {
    const count = vi.fn(async () => 7);
    page = {};
    const { result, rerender } = renderHook(() => useLiveList(source(count)), { wrapper });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(result.current.rows).toBeUndefined();
    expect(count).not.toHaveBeenCalled();

    page = { data: { rows: ['a', 'b'], hasNext: true, nextCursor: null } };
    rerender();
    await waitFor(() => expect(result.current.total).toBe(7));
    expect(count).toHaveBeenCalledTimes(1);
    expect(result.current.rows).toEqual(['a', 'b']);
  });

  it('never asks count() while the page fails', async () => {
    const count = vi.fn(async () => 7);
    page = { error: new Error('denied') };
    const { result } = renderHook(() => useLiveList(source(count)), { wrapper });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(result.current.error?.message).toBe('denied');
    expect(count).not.toHaveBeenCalled();
  });
});
