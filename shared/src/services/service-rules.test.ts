// Tests of service, menu and recipe rules (spec §3, §4, §5).
import { describe, expect, it } from 'vitest';
import {
  canMergeRecipeQuantities,
  canReorderWithin,
  canStopCategory,
  effectiveCourseMaximum,
  exceedsRecommendedFoodPaths,
  isUnlimitedCourseMaximum,
  isValidMenuCombination,
  stoppedCategoryIds,
} from './service-rules';

describe('stopping categories (the entire service cannot be stopped)', () => {
  it.each([
    ['two enabled', [{ id: 'a' }, { id: 'b' }], 'a', true],
    ['last enabled', [{ id: 'a' }, { id: 'b', stopped: true }], 'a', false],
    ['only category', [{ id: 'a', stopped: false }], 'a', false],
    ['already stopped', [{ id: 'a' }, { id: 'b' }, { id: 'c', stopped: true }], 'c', false],
    ['unknown id', [{ id: 'a' }, { id: 'b' }], 'z', false],
  ])('%s → %s', (_label, categories, id, allowed) => {
    expect(canStopCategory(categories, id)).toBe(allowed);
  });

  it('lists stopped ids', () => {
    expect(stoppedCategoryIds([{ id: 'a', stopped: true }, { id: 'b' }, { id: 'c', stopped: null }])).toEqual(
      ['a'],
    );
  });
});

describe('course maximum, food paths', () => {
  it.each([
    [99999, true, Number.POSITIVE_INFINITY],
    [99998, false, 99998],
    [0, false, 0],
  ])('%i unlimited %s, effective %s', (maximum, unlimited, effective) => {
    expect(isUnlimitedCourseMaximum(maximum)).toBe(unlimited);
    expect(effectiveCourseMaximum(maximum)).toBe(effective);
  });

  it.each([
    [3, false],
    [4, true],
  ])('%i food paths exceed the advice: %s', (count, exceeds) => {
    expect(exceedsRecommendedFoodPaths(count)).toBe(exceeds);
  });
});

describe('menu placement', () => {
  const here = { occasionId: 'lunch', dietId: 'day', componentId: 'first' };
  it.each([
    [{ ...here, occasionId: 'dinner' }, true],
    [{ ...here, componentId: 'second' }, false],
    [{ ...here, dietId: 'veg' }, false],
  ])('reorder with %j: %s', (other, allowed) => {
    expect(canReorderWithin(here, other)).toBe(allowed);
  });

  it('checks combinations against the menu structure', () => {
    expect(isValidMenuCombination(here, [here])).toBe(true);
    expect(isValidMenuCombination(here, [{ ...here, dietId: 'veg' }])).toBe(false);
    expect(isValidMenuCombination(here, [])).toBe(false);
  });
});

describe('merging recipe quantities (equal variant lists only)', () => {
  it.each([
    [{}, { variants: [] }, true],
    [{ variants: [{ name: 'big' }] }, { variants: [{ name: 'big' }] }, true],
    [{ variants: [{ name: 'big' }] }, { variants: [{ name: 'small' }] }, false],
    [{ variants: [{ name: 'big' }] }, { variants: [{ name: 'big' }, { name: 'hot' }] }, false],
    [{ variants: [{ name: 'a' }, { name: 'b' }] }, { variants: [{ name: 'b' }, { name: 'a' }] }, false],
  ])('%j + %j → %s', (a, b, merge) => {
    expect(canMergeRecipeQuantities(a, b)).toBe(merge);
  });
});
