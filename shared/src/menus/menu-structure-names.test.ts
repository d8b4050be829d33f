// The /menu/structure names and limits form (issue 15, spec §5: 99999 = no limit).
import { describe, expect, it } from 'vitest';
import { menuStructureNamesFormSchema, parseMenuStructure, structureNamesForm, withStructureNames } from './menu-structure';

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
