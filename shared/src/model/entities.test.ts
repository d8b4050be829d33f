// Tests of the spec §3 document schemas: required fields, defaults, unknown fields kept, date-likes accepted.
import { describe, expect, it } from 'vitest';
import {
  canteenSchema,
  costCenterSchema,
  isCustomerCareActive,
  menuRecipeSchema,
  newsAreaSchema,
  paymentMethodSchema,
  recipeSchema,
  userSchema,
} from './entities';
import {
  chatThreadSchema,
  communicationSchema,
  ifmOrderSchema,
  orderSchema,
  productSchema,
  serviceCategorySchema,
} from './entities-activity';

const when = new Date('2024-05-01T10:00:00Z');
const timestamp = { seconds: 1_714_557_600, nanoseconds: 0, toDate: () => when };

describe('canteen', () => {
  const canteen = {
    id: 'C_4001',
    name: 'Scuola',
    endpoint_prefix: 'it',
    wallet: 'TCPOS',
    customer_care: { active: true },
    extra: 1,
  };
  it('parses and keeps unknown fields', () => {
    expect(canteenSchema.parse(canteen)).toMatchObject({ id: 'C_4001', extra: 1 });
  });
  it('takes the id from the document, not from a field', () => {
    expect(canteenSchema.safeParse({ name: 'Scuola', canteen_id: 'C_4001' }).success).toBe(true);
    expect(
      userSchema.safeParse({ profile: { name: 'Anna', surname: 'Rossi', email: 'a@x.it' } }).success,
    ).toBe(true);
  });
  it('accepts currency mapped by service, or a legacy plain code', () => {
    expect(
      canteenSchema.safeParse({ ...canteen, currency: { menu: 'PT', shop: 'EUR', ifm: 'CLP' } }).success,
    ).toBe(true);
    expect(canteenSchema.safeParse({ ...canteen, currency: 'EUR' }).success).toBe(true);
  });
  it.each([
    [{ ...canteen, id: '4001' }],
    [{ ...canteen, id: 'c_4001' }],
    [{ ...canteen, endpoint_prefix: 'de' }],
    [{ ...canteen, wallet: 'CASH' }],
    [{ ...canteen, currency: { bar: 'EUR' } }],
    [{ ...canteen, currency: { shop: 'euro' } }],
    [{ ...canteen, currency: 'eur' }],
    [{ id: 'C_1' }],
  ])('rejects %j', (value) => {
    expect(canteenSchema.safeParse(value).success).toBe(false);
  });
  it('reads customer care', () => {
    expect(isCustomerCareActive(canteenSchema.parse(canteen))).toBe(true);
    expect(isCustomerCareActive({ customer_care: { active: false } })).toBe(false);
    expect(isCustomerCareActive({})).toBe(false);
    expect(isCustomerCareActive(null)).toBe(false);
  });
});

describe('user', () => {
  const user = {
    id: 'u1',
    profile: { name: 'Anna', surname: 'Rossi', email: 'a@x.it' },
    roles: { cuoco: true },
    role: 'cuoco',
  };
  it('parses a back-office user', () => {
    expect(userSchema.parse({ ...user, bo_visited_canteens: ['C_1'] })).toMatchObject({ role: 'cuoco' });
  });
  it.each([
    [{ ...user, role: 'boss' }],
    [{ ...user, bo_visited_canteens: ['C_1', 'C_2', 'C_3', 'C_4', 'C_5', 'C_6', 'C_7'] }],
    [{ ...user, profile: { name: 'Anna' } }],
  ])('rejects %j', (value) => {
    expect(userSchema.safeParse(value).success).toBe(false);
  });
});

describe('recipe', () => {
  it('fills the spec defaults', () => {
    expect(recipeSchema.parse({ id: 'r1', name: { it: 'Lasagne' } })).toEqual({
      id: 'r1',
      name: { it: 'Lasagne' },
      allergens: [],
      ingredients: [],
      nutrients: [],
      euro: 0,
      points: 0,
      flag_co2: 'standard',
      pos: 9999,
    });
    expect(
      menuRecipeSchema.parse({ recipe_id: 'r1', occasion_id: 'o', diet_id: 'd', component_id: 'c' }),
    ).toMatchObject({
      points: 0,
      euro: 0,
      pos: 9999,
      food_paths: {},
    });
  });
  it('accepts ingredient and nutrient names as text or text per language', () => {
    const recipe = {
      name: { en: 'Pesto' },
      ingredients: [
        { name: 'Basil', quantity: 3, unit: 'g' },
        { name: { en: 'Pine nuts', it: 'Pinoli' }, quantity: 5, unit: 'g' },
      ],
      nutrients: [{ id: 37, name: { en: 'Energy' }, quantity: 420, unit: 'kcal' }],
    };
    expect(recipeSchema.safeParse(recipe).success).toBe(true);
    expect(
      recipeSchema.safeParse({
        ...recipe,
        ingredients: [{ name: { de: 'Basilikum' }, quantity: 3, unit: 'g' }],
      }).success,
    ).toBe(false);
  });
  it('accepts only known allergen codes', () => {
    expect(recipeSchema.safeParse({ id: 'r', name: {}, allergens: [3, 6, 19] }).success).toBe(true);
    expect(recipeSchema.safeParse({ id: 'r', name: {}, allergens: [8] }).success).toBe(false);
  });
});

describe('reference data', () => {
  it('parses payment methods, cost centres and news areas', () => {
    expect(paymentMethodSchema.safeParse({ id: 'p', name: { en: 'Card' }, code: 'WIB' }).success).toBe(true);
    expect(costCenterSchema.parse({ name: 'CC', canteen_id: 'C_1' }).useAsCustomPriceList).toBe(false);
    expect(newsAreaSchema.safeParse({ canteen_id: 'C_1', name: { it: 'Novità' } }).success).toBe(true);
    expect(newsAreaSchema.safeParse({ canteen_id: '1' }).success).toBe(false);
  });
});

describe('orders and IFM requests', () => {
  const ifm = {
    id: 'o1',
    canteenid: 'C_1',
    tag: 'ifm',
    status: 300,
    userid: 'u1',
    history: [{ status: '200', change_date: timestamp, date_set: when, richiedente: 'op1' }],
    recipes: [{ name: 'Projector', qt: 1, euro: 50 }],
    close_datetime: null,
    status_change: { status: 400, date_set: when, richiedente: 'op1', note: 'done' },
  };
  it('parses an IFM request with SDK timestamps and plain dates', () => {
    const parsed = ifmOrderSchema.parse(ifm);
    expect(parsed.recipes[0]?.variants).toEqual([]);
    expect(parsed.history[0]?.change_date).toBe(timestamp);
  });
  it.each([
    [{ ...ifm, status: 301 }],
    [{ ...ifm, tag: 'shop' }],
    [{ ...ifm, history: [{ status: 200, change_date: when, date_set: when, richiedente: 'x' }] }],
    [{ ...ifm, close_datetime: '2024-05-01' }],
  ])('rejects %j', (value) => {
    expect(ifmOrderSchema.safeParse(value).success).toBe(false);
  });
  it('parses a plain order', () => {
    expect(
      orderSchema.safeParse({ canteenid: 'C_1', userid: 'u', tag: 'shop', status: -1, date_obj: when })
        .success,
    ).toBe(true);
    expect(orderSchema.safeParse({ canteenid: 'C_1', userid: 'u', tag: 'bar', status: 1 }).success).toBe(
      false,
    );
  });
});

describe('chat, communications, services', () => {
  it('parses a chat thread with messages', () => {
    const thread = chatThreadSchema.parse({
      canteen_id: 'C_1',
      date: when,
      status: 1,
      userid: 'u',
      ifm: 'o1',
      messages: [{ date: when, from: 'BO', message: 'Stato: 300', type: 'statuschange' }],
    });
    expect(thread.messages).toHaveLength(1);
    expect(
      chatThreadSchema.safeParse({
        canteen_id: 'C_1',
        date: when,
        status: 1,
        userid: 'u',
        messages: [{ date: when, from: 'X', message: '' }],
      }).success,
    ).toBe(false);
  });

  it('requires validity and area on a communication', () => {
    expect(
      communicationSchema.safeParse({
        canteen_id: 'C_1',
        start: when,
        end: when,
        area: 'home',
        title: { it: 'x' },
      }).success,
    ).toBe(true);
    expect(communicationSchema.safeParse({ canteen_id: 'C_1', start: when, area: 'home' }).success).toBe(
      false,
    );
  });

  it('defaults categories to enabled and products to empty lists', () => {
    expect(serviceCategorySchema.parse({ name: { IT: 'Bevande', CL: 'Bebidas' } })).toEqual({
      name: { IT: 'Bevande', CL: 'Bebidas' },
      points: 0,
      price: 0,
      available: true,
      stopped: false,
    });
    expect(serviceCategorySchema.safeParse({ name: { it: 'x' } }).success).toBe(false);
    expect(productSchema.parse({ name: { en: 'Projector' }, variants: [{ name: 'Size' }] })).toMatchObject({
      options: [],
      services: [],
      variants: [{ name: 'Size', min: 1, max: 1, options: [] }],
    });
  });
});
