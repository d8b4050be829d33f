import { describe, expect, it } from 'vitest';
import { isScreenOnline, menuBoardGroups, newPairingCode, occupancyOf, pairingCodeSchema, pairingFormSchema, SIGNAGE_ONLINE_MS } from './player';
import { menuRecipeSchema } from '../model/entities';

describe('pairing codes', () => {
  it('makes six characters of the unambiguous alphabet', () => {
    const code = newPairingCode(new Uint8Array([0, 30, 31, 62, 255, 7, 9]));
    expect(code).toHaveLength(6);
    expect(pairingCodeSchema.safeParse(code).success).toBe(true);
  });
  it('reads what a person types', () => {
    expect(pairingFormSchema.parse({ code: ' ab3-k7m ' }).code).toBe('AB3K7M');
    expect(pairingFormSchema.safeParse({ code: 'AB0K7M' }).success).toBe(false);
    expect(pairingFormSchema.safeParse({ code: 'AB3K7' }).success).toBe(false);
  });
});

describe('online', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('is online while the last beat is recent', () => {
    expect(isScreenOnline(new Date(now.getTime() - 60_000), now)).toBe(true);
    expect(isScreenOnline(new Date(now.getTime() - SIGNAGE_ONLINE_MS), now)).toBe(false);
    expect(isScreenOnline(null, now)).toBe(false);
  });
});

describe('boards', () => {
  it('sums the counters of a canteen', () => {
    expect(occupancyOf([{ canteen_id: 'C_1', name: 'a', count: 30, capacity: 100 }, { canteen_id: 'C_1', name: 'b', count: 90, capacity: 100 }])).toEqual({ count: 120, capacity: 200, percent: 60 });
    expect(occupancyOf([])).toEqual({ count: 0, capacity: 0, percent: 0 });
  });
  it('groups the menu by occasion and diet in the structure order', () => {
    const item = (recipe_id: string, occasion_id: string, diet_id: string, pos: number) => menuRecipeSchema.parse({ recipe_id, occasion_id, diet_id, component_id: 'first', pos });
    const groups = menuBoardGroups([item('r1', 'dinner', 'std', 1), item('r2', 'lunch', 'veg', 1), item('r3', 'lunch', 'std', 2), item('r4', 'lunch', 'std', 1)], {
      occasions: [{ id: 'lunch' }, { id: 'dinner' }],
      diets: [{ id: 'std' }, { id: 'veg' }],
    });
    expect(groups.map((group) => group.occasionId)).toEqual(['lunch', 'dinner']);
    expect(groups[0]!.diets.map((diet) => [diet.dietId, diet.items.map((entry) => entry.recipe_id)])).toEqual([['std', ['r4', 'r3']], ['veg', ['r2']]]);
  });
});
