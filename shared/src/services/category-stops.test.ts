// Stop/resume input, the screen key per service tag, and which order lines hit a stopped category.
import { describe, expect, it } from 'vitest';
import {
  categoryStopRequestSchema,
  categoryStopScreenKey,
  isCategoryCheckedOrderStatus,
  orderLineCategoryIds,
  orderRejectionSchema,
  stoppedCategoriesOfOrder,
} from './category-stops';
import { canOpenScreen } from '../access/permissions';

describe('categoryStopRequestSchema', () => {
  it('accepts a well-formed request and trims ids', () => {
    expect(categoryStopRequestSchema.parse({ serviceId: ' S ', categoryId: 'C', stopped: true })).toEqual({
      serviceId: 'S',
      categoryId: 'C',
      stopped: true,
    });
  });

  it.each([
    ['no category', { serviceId: 'S', stopped: true }],
    ['an empty service', { serviceId: ' ', categoryId: 'C', stopped: true }],
    ['stopped as text', { serviceId: 'S', categoryId: 'C', stopped: 'yes' }],
    ['an unknown field', { serviceId: 'S', categoryId: 'C', stopped: false, all: true }],
    ['nothing', null],
  ])('refuses %s', (_label, input) => {
    expect(categoryStopRequestSchema.safeParse(input).success).toBe(false);
  });
});

describe('categoryStopScreenKey', () => {
  it.each([
    ['shop', 'Shop'],
    ['coffeebreak', 'CoffeeBreak'],
    ['ifm', 'Servizi'],
    [undefined, 'Servizi'],
  ])('%s → %s', (tag, key) => {
    expect(categoryStopScreenKey(tag)).toBe(key);
  });

  it.each([
    ['shop', 'cuoco', true],
    ['shop', 'visualizzatore', false],
    ['ifm', 'cuoco', false],
    ['ifm', 'site_manager', true],
    ['coffeebreak', 'operatore_ifm', false],
  ])('%s service: %s may stop → %s (spec §6 table)', (tag, role, allowed) => {
    expect(canOpenScreen(categoryStopScreenKey(tag), role)).toBe(allowed);
  });
});

describe('order checks', () => {
  it.each([
    [1, true],
    [-1, true],
    [-3, true],
    [2, false],
    [4, false],
    [7, false],
    ['1', false],
    [undefined, false],
  ])('status %s is checked → %s', (status, expected) => {
    expect(isCategoryCheckedOrderStatus(status)).toBe(expected);
  });

  const lines = [
    { name: 'a', category_id: 'CAT_A' },
    { name: 'b', category_id: 'CAT_B' },
    { name: 'a again', category_id: 'CAT_A' },
    { name: 'menu line without category' },
    null,
  ];

  it('lists distinct category ids in line order', () => {
    expect(orderLineCategoryIds(lines)).toEqual(['CAT_A', 'CAT_B']);
    expect(orderLineCategoryIds('nope')).toEqual([]);
  });

  it.each([
    [['CAT_B'], ['CAT_B']],
    [['CAT_B', 'CAT_A'], ['CAT_A', 'CAT_B']],
    [['CAT_Z'], []],
    [[], []],
  ])('stopped %j → rejected for %j', (stopped, expected) => {
    expect(stoppedCategoriesOfOrder(lines, stopped)).toEqual(expected);
  });

  it('a rejection names at least one category', () => {
    const at = new Date();
    expect(orderRejectionSchema.safeParse({ code: 'CATEGORY_STOPPED', categories: ['X'], at }).success).toBe(true);
    expect(orderRejectionSchema.safeParse({ code: 'CATEGORY_STOPPED', categories: [], at }).success).toBe(false);
    expect(orderRejectionSchema.safeParse({ code: 'OTHER', categories: ['X'], at }).success).toBe(false);
  });
});
