// pageOf: how one read window becomes a page — the size + 1 rule, rows left out in memory, where the next page starts.
import { describe, expect, it } from 'vitest';
import { pageOf, type Cursor } from './pages';

/** Stand-ins for query snapshots: pageOf only passes them to toRow and returns them as cursors. */
const docs = (...ids: string[]) => ids.map((id) => ({ id }) as unknown as Cursor);
const byId = (snapshot: Cursor) => snapshot.id;
const skipIfm = (snapshot: Cursor) => (snapshot.id.startsWith('ifm') ? null : snapshot.id);

describe('pageOf', () => {
  it('reads size + 1: a full window means another page, starting after the last row shown', () => {
    const read = docs('a', 'b', 'c');
    const page = pageOf(read, byId, 2, 3);
    expect(page).toEqual({ rows: ['a', 'b'], hasNext: true, nextCursor: read[1] });
  });

  it('a short window is the last page', () => {
    const page = pageOf(docs('a', 'b'), byId, 2, 3);
    expect(page.rows).toEqual(['a', 'b']);
    expect(page.hasNext).toBe(false);
  });

  it('an empty window is an empty last page', () => {
    expect(pageOf([], byId, 20, 21)).toEqual({ rows: [], hasNext: false, nextCursor: null });
  });

  it('rows left out in memory: a full window still has more, continuing after the last document read', () => {
    const read = docs('ifm1', 't1', 'ifm2', 'ifm3');
    const page = pageOf(read, skipIfm, 2, 4);
    expect(page).toEqual({ rows: ['t1'], hasNext: true, nextCursor: read[3] });
  });

  it('rows left out in memory in a short window: nothing follows', () => {
    const page = pageOf(docs('ifm1', 't1'), skipIfm, 2, 4);
    expect(page.rows).toEqual(['t1']);
    expect(page.hasNext).toBe(false);
  });

  it('more kept rows than a page: the page ends at its size and the next starts after its last row', () => {
    const read = docs('t1', 'ifm1', 't2', 't3');
    const page = pageOf(read, skipIfm, 2, 4);
    expect(page).toEqual({ rows: ['t1', 't2'], hasNext: true, nextCursor: read[2] });
  });
});
