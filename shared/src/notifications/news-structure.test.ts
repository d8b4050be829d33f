// Organize: moving an item, the positions a reorder writes, and the copy preview (the copy service's id rule).
import { describe, expect, it } from 'vitest';
import { changedPositions, copiedAreaId, copyNewsStructureInputSchema, copyStructurePreview, moveItem } from './news-structure';

describe('moveItem', () => {
  it.each([
    [0, 2, ['b', 'c', 'a', 'd']],
    [3, 0, ['d', 'a', 'b', 'c']],
    [1, 1, ['a', 'b', 'c', 'd']],
    [1, 9, ['a', 'b', 'c', 'd']],
  ])('%i → %i', (from, to, expected) => {
    expect(moveItem(['a', 'b', 'c', 'd'], from, to)).toEqual(expected);
  });
});

describe('changedPositions', () => {
  it('numbers 1…n and keeps only the positions that changed', () => {
    const current = new Map<string, unknown>([['a', 1], ['b', 2], ['c', 3], ['d', 1_764_000_000]]);
    expect([...changedPositions(['a', 'c', 'b', 'd'], current)]).toEqual([['c', 2], ['b', 3], ['d', 4]]);
  });
});

describe('copyStructurePreview', () => {
  it('adds the areas whose copy the target lacks', () => {
    const source = [{ id: 'AN_C_4001_1' }, { id: 'AN_C_4001_2' }, { id: 'AN_C_4001_3' }];
    const target = new Set([copiedAreaId('C_4002', 'AN_C_4001_2'), 'AN_C_4002_own']);
    const preview = copyStructurePreview(source, target, 'C_4002');
    expect(preview.added.map((area) => area.id)).toEqual(['AN_C_4001_1', 'AN_C_4001_3']);
    expect(preview.present.map((area) => area.id)).toEqual(['AN_C_4001_2']);
  });
  it('refuses copying a canteen onto itself or a bad id', () => {
    expect(copyNewsStructureInputSchema.safeParse({ fromCid: 'C_1001', toCid: 'C_1001' }).success).toBe(false);
    expect(copyNewsStructureInputSchema.safeParse({ fromCid: '1001', toCid: 'C_1002' }).success).toBe(false);
    expect(copyNewsStructureInputSchema.safeParse({ fromCid: 'C_4001', toCid: 'C_1001' }).success).toBe(true);
  });
});
