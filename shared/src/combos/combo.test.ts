import { describe, expect, it } from 'vitest';
import {
  comboDocument,
  comboDocumentId,
  comboDocumentSchema,
  comboFormSchema,
  comboListQuery,
  comboSearchKeywords,
  nextComboPosition,
  parseComboListParams,
  parseComboPosition,
} from './combo';

const VALID = {
  name: { it: 'Menu completo', en: 'Full menu' },
  items: [
    { kind: 'dish', name: 'Primo', quantity: 1 },
    { kind: 'dish', name: 'Secondo', quantity: 1 },
  ],
  price: 12,
  active: true,
};

describe('combo form', () => {
  it('accepts a combo with a name, lines and a price', () => {
    expect(comboFormSchema('PT').safeParse(VALID).success).toBe(true);
    expect(comboFormSchema('EUR').safeParse({ ...VALID, price: 7.5 }).success).toBe(true);
  });

  it('asks for a name in at least one language, on the first tab', () => {
    const result = comboFormSchema('EUR').safeParse({ ...VALID, name: { it: '  ', en: undefined } });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name.en', 'combos:validation.nameRequired'],
    ]);
  });

  it('refuses no lines, an empty line, a quantity of 0 and prices out of range', () => {
    const messages = (input: object, currency = 'EUR') =>
      comboFormSchema(currency)
        .safeParse({ ...VALID, ...input })
        .error?.issues.map((issue) => issue.message);
    expect(messages({ items: [] })).toEqual(['combos:validation.itemsRequired']);
    expect(messages({ items: [{ kind: 'dish', name: ' ', quantity: 1 }] })).toEqual([
      'combos:validation.itemName',
    ]);
    expect(messages({ items: [{ kind: 'dish', name: 'Primo', quantity: 0 }] })).toEqual([
      'combos:validation.quantity',
    ]);
    expect(messages({ price: -1 })).toEqual(['combos:validation.price']);
    expect(messages({ price: 100000 })).toEqual(['combos:validation.priceMax']);
    expect(messages({ price: 99999 })).toBeUndefined();
    // Points and pesos have no decimals (spec §9).
    expect(messages({ price: 7.5 }, 'PT')).toEqual(['combos:validation.decimals']);
    expect(messages({ price: 1500.5 }, 'CLP')).toEqual(['combos:validation.decimals']);
  });

  it('stores only filled languages, with the search keywords', () => {
    const form = comboFormSchema('EUR').parse({ ...VALID, name: { it: 'Menu completo', en: '' } });
    const stored = comboDocument('C_1001', 'menu', 2, form);
    expect(stored.name).toEqual({ it: 'Menu completo' });
    expect(stored.search_keywords).toContain('com');
    expect(comboDocumentSchema.safeParse(stored).success).toBe(true);
  });
});

describe('combo ids and positions', () => {
  it('makes one id per canteen, service and position', () => {
    expect(comboDocumentId('C_1001', 'menu', 3)).toBe('CB_C_1001_MENU_03');
    expect(comboDocumentId('C_501', 'coffeebreak', 12)).toBe('CB_C_501_COFFEEBREAK_12');
  });

  it('reads a position from the route and finds the first free one', () => {
    expect(parseComboPosition('3')).toBe(3);
    expect(parseComboPosition('99')).toBe(99);
    expect(parseComboPosition('0')).toBeNull();
    expect(parseComboPosition('100')).toBeNull();
    expect(parseComboPosition('new')).toBeNull();
    expect(nextComboPosition([])).toBe(1);
    expect(nextComboPosition([1, 2, 4])).toBe(3);
    expect(nextComboPosition(Array.from({ length: 99 }, (_, i) => i + 1))).toBeNull();
  });

  it('finds a name by any word prefix in any language', () => {
    const keywords = comboSearchKeywords({ it: 'Pranzo veloce', en: 'Quick lunch' });
    expect(keywords).toEqual(expect.arrayContaining(['pr', 'vel', 'pranzo veloce', 'qu', 'lunch']));
    expect(keywords).not.toContain('eloce');
  });

  it('keeps the list filters in the URL', () => {
    const params = parseComboListParams(new URLSearchParams('q=menu&active=no'));
    expect(params).toEqual({ search: 'menu', active: 'no' });
    expect(parseComboListParams(comboListQuery(params))).toEqual(params);
    expect(parseComboListParams(new URLSearchParams('active=maybe')).active).toBe('all');
  });
});
