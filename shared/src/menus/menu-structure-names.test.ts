// The /menu/structure names and limits form (issue 15, spec §5: 99999 = no limit).
import { describe, expect, it } from 'vitest';
import {
  applyMenuStructureSave,
  menuStructureNamesFormSchema,
  menuStructureSaveRequestSchema,
  menuStructureWriteSchema,
  parseMenuStructure,
  structureNamesForm,
  withStructureNames,
  type MenuStructureSaveRequest,
} from './menu-structure';

const structure = parseMenuStructure({
  occasions: [{ id: 'lunch', name: { it: 'Pranzo' } }],
  diets: [{ id: 'daily', name: { en: 'Daily', it: 'Giorno' } }],
  components: [
    { id: 'first', name: { it: 'Primo' } },
    { id: 'dessert', name: { it: 'Dolce' }, max_quantity: 1, css: 'x' },
  ],
  combinations: [{ occasion_id: 'lunch', diet_id: 'daily', component_id: 'first' }],
});

describe('menu structure names and limits', () => {
  it('fills the form, a course without a maximum at 99999', () => {
    const form = structureNamesForm(structure);
    expect(form.components.map((entry) => entry.max_quantity)).toEqual([99999, 1]);
    expect(menuStructureNamesFormSchema.safeParse(form).success).toBe(true);
  });

  it('refuses a maximum outside 1–99999 and an entry without any name', () => {
    const form = structureNamesForm(structure);
    const tooBig = { ...form, components: [{ ...form.components[0]!, max_quantity: 100000 }] };
    const zero = { ...form, components: [{ ...form.components[0]!, max_quantity: 0 }] };
    const nameless = { ...form, diets: [{ id: 'daily', name: { en: '  ' } }] };
    for (const bad of [tooBig, zero, nameless]) expect(menuStructureNamesFormSchema.safeParse(bad).success).toBe(false);
  });

  it('applies names and maxima, dropping blank languages and keeping what the form does not show', () => {
    const form = structureNamesForm(structure);
    form.components[1] = { id: 'dessert', name: { it: 'Dolce', tr: 'Tatlı', en: ' ' }, max_quantity: 2 };
    const next = withStructureNames(structure, form);
    expect(next.components[1]).toEqual({ id: 'dessert', name: { it: 'Dolce', tr: 'Tatlı' }, max_quantity: 2, css: 'x' });
    expect(next.combinations).toEqual(structure.combinations);
  });
});

describe('menu structure as the server stores it (saveMenuStructure)', () => {
  const request = (changes: Partial<MenuStructureSaveRequest>) =>
    menuStructureSaveRequestSchema.safeParse({ canteen_id: 'C_1001', ...changes });

  it('applies names or combinations to the stored structure and accepts the result', () => {
    const form = structureNamesForm(structure);
    form.occasions[0] = { id: 'lunch', name: { it: 'Pranzo', eu: 'Bazkaria' } };
    const named = applyMenuStructureSave(structure, { names: form });
    expect(named.occasions[0]!.name).toEqual({ it: 'Pranzo', eu: 'Bazkaria' });
    expect(named.combinations).toEqual(structure.combinations);
    const combined = applyMenuStructureSave(structure, {
      combinations: [{ occasion_id: 'lunch', diet_id: 'daily', component_id: 'dessert' }],
    });
    expect(combined.components).toEqual(structure.components);
    expect(combined.combinations).toEqual([{ occasion_id: 'lunch', diet_id: 'daily', component_id: 'dessert' }]);
    for (const next of [named, combined]) {
      const parsed = menuStructureWriteSchema.safeParse(next);
      expect(parsed.success).toBe(true);
      // Fields the request cannot touch stay.
      expect(parsed.data?.components[1]).toMatchObject({ id: 'dessert', css: 'x' });
    }
  });

  it('refuses a request without a change, a bad canteen id and a maximum beyond 99999', () => {
    expect(request({}).success).toBe(false);
    expect(menuStructureSaveRequestSchema.safeParse({ canteen_id: 'X/1', combinations: [] }).success).toBe(false);
    const form = structureNamesForm(structure);
    form.components[0]!.max_quantity = 100000;
    expect(request({ names: form }).success).toBe(false);
    expect(request({ combinations: [] }).success).toBe(true);
  });

  it('refuses combinations naming unknown entries or repeated, duplicate ids and nameless entries', () => {
    const unknown = { ...structure, combinations: [{ occasion_id: 'lunch', diet_id: 'vegan', component_id: 'first' }] };
    const repeated = { ...structure, combinations: [...structure.combinations!, ...structure.combinations!] };
    const duplicateId = { ...structure, diets: [...structure.diets, ...structure.diets] };
    const nameless = { ...structure, occasions: [{ id: 'lunch', name: {} }] };
    const tooBig = { ...structure, components: [{ id: 'first', name: { it: 'Primo' }, max_quantity: 100000 }] };
    for (const bad of [unknown, repeated, duplicateId, nameless, tooBig])
      expect(menuStructureWriteSchema.safeParse(bad).success).toBe(false);
  });
});
