// The live products of a catalogue follow every snapshot: SWR's default compare (dequal/lite) sees any two Maps as
// equal, which kept a 197-product import off the open list until a reload (issue 16).
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';

const listener = vi.hoisted(() => ({ next: null as null | ((snapshot: unknown) => void) }));
vi.mock('../../../lib/firestore', () => ({ db: {} }));
vi.mock('firebase/firestore', async (original) => ({
  ...(await original<typeof import('firebase/firestore')>()),
  collection: () => ({}),
  limit: () => ({}),
  query: () => ({}),
  onSnapshot: (_query: unknown, next: (snapshot: unknown) => void) => {
    listener.next = next;
    return () => undefined;
  },
}));

const { useServiceProducts } = await import('./products');

const snapshot = (names: string[]) => ({
  docs: names.map((name, index) => ({ id: `P${index}`, data: () => ({ category_id: 'CAT', name: { it: name }, pos: index }) })),
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

describe('useServiceProducts', () => {
  it('shows the products of each new snapshot, not only of the first', () => {
    // The screen reads `data` while rendering (SWR re-renders only for what a render read).
    const { result } = renderHook(() => useServiceProducts('COFFEEBREAK_C_1001').data, { wrapper });
    act(() => listener.next!(snapshot(['Espresso'])));
    expect(result.current?.get('CAT')).toHaveLength(1);
    act(() => listener.next!(snapshot(['Espresso', ...Array.from({ length: 197 }, (_, index) => `Prodotto ${index}`)])));
    expect(result.current?.get('CAT')).toHaveLength(198);
  });
});
