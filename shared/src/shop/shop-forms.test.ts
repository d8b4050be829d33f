// The category and product forms (spec §3, §5): what they accept, the messages they give, the documents they store.
import { describe, expect, it } from 'vitest';
import {
  categoryDocument,
  categoryFormSchema,
  formTexts,
  productDocument,
  productFormSchema,
  shopSettingsDocument,
  shopSettingsFormSchema,
  storedTexts,
} from './shop-forms';

const category = {
  name: { en: 'Sandwiches & wraps', it: 'Panini e piadine' },
  points: 2,
  price: 5,
  max_quantity: 5,
  available: true,
  hours: [
    { from: '07:30', to: '11:00' },
    { from: '12:00', to: '15:00' },
  ],
};

const variant = {
  name: { en: 'Bread', it: 'Pane' },
  min: 1,
  max: 1,
  options: [
    { name: { en: 'White' }, price: 0, is_percentage: false },
    { name: { en: 'Gluten-free' }, price: 10, is_percentage: true },
  ],
};

const product = {
  category_id: 'SHOP_C_1001_SANDWICHES',
  name: { en: 'Club sandwich', it: 'Club sandwich' },
  description: { en: 'Toasted.' },
  points: 2,
  price: 6.2,
  available: true,
  max_quantity: 10,
  services: ['shop'],
  timing_hours: 0,
  options: [{ name: { en: 'Extra cheddar' }, price: 0.5, is_percentage: false }],
  variants: [variant],
};

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) => (result.success ? [] : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('categoryFormSchema', () => {
  const schema = categoryFormSchema('EUR');
  it('accepts the seeded kind of category', () => expect(schema.safeParse(category).success).toBe(true));

  it.each([
    ['no name in any language', { name: { en: ' ', it: '' } }, [['name.en', 'shop:validation.nameRequired']]],
    ['a negative price', { price: -1 }, [['price', 'forms.money.negative']]],
    ['three decimals in euro', { price: 1.005 }, [['price', 'forms.money.tooManyDecimals']]],
    ['a maximum above 99999', { max_quantity: 100000 }, [['max_quantity', 'shop:validation.maxQuantity']]],
    ['a maximum of 0', { max_quantity: 0 }, [['max_quantity', 'shop:validation.maxQuantity']]],
    [
      'hours from after to',
      { hours: [{ from: '11:00', to: '07:30' }] },
      [['hours.0.to', 'validation.timeRange.order']],
    ],
    [
      'hours without a colon',
      { hours: [{ from: '0730', to: '11:00' }] },
      [['hours.0.from', 'validation.timeRange.format']],
    ],
    [
      'overlapping hours',
      {
        hours: [
          { from: '07:30', to: '11:00' },
          { from: '10:00', to: '12:00' },
        ],
      },
      [['hours.1.from', 'shop:validation.hoursOverlap']],
    ],
  ])('refuses %s', (_label, change, expected) => {
    expect(messages(schema.safeParse({ ...category, ...change }))).toEqual(expected);
  });

  it('accepts 99999 (no limit) and whole pesos', () => {
    expect(
      categoryFormSchema('CLP').safeParse({ ...category, max_quantity: 99999, price: 3990 }).success,
    ).toBe(true);
    expect(messages(categoryFormSchema('CLP').safeParse({ ...category, price: 3990.5 }))).toEqual([
      ['price', 'forms.money.tooManyDecimals'],
    ]);
  });

  it('stores the filled names under upper-case keys and the hours without extras', () => {
    const form = schema.parse({ ...category, hours: [{ from: '07:30', to: '11:00', skipCheck: false }] });
    expect(categoryDocument(form)).toEqual({
      name: { EN: 'Sandwiches & wraps', IT: 'Panini e piadine' },
      points: 2,
      price: 5,
      max_quantity: 5,
      available: true,
      hours: [{ from: '07:30', to: '11:00' }],
    });
  });
});

describe('productFormSchema', () => {
  const schema = productFormSchema('EUR');
  it('accepts a product with an add-on and a variant', () =>
    expect(schema.safeParse(product).success).toBe(true));

  it.each([
    [
      'min above max',
      { min: 2, max: 1, options: [...variant.options, variant.options[0]] },
      [['variants.0.min', 'validation.variant.minAboveMax']],
    ],
    ['max 0', { min: 0, max: 0 }, [['variants.0.max', 'validation.variant.maxAtLeastOne']]],
    ['max above its options', { max: 3 }, [['variants.0.max', 'shop:validation.maxAboveOptions']]],
    ['no options', { options: [] }, [['variants.0.options', 'shop:validation.variantOptions']]],
    ['a nameless variant', { name: {} }, [['variants.0.name.en', 'shop:validation.nameRequired']]],
    [
      'a percentage above 1000',
      { options: [{ name: { en: 'Huge' }, price: 1500, is_percentage: true }] },
      [['variants.0.options.0.price', 'shop:validation.percentage']],
    ],
  ])('refuses a variant with %s', (_label, change, expected) => {
    expect(messages(schema.safeParse({ ...product, variants: [{ ...variant, ...change }] }))).toEqual(
      expected,
    );
  });

  it('allows a discount option in money, but not with too many decimals', () => {
    const option = (price: number) => ({
      ...product,
      options: [{ name: { en: 'Small' }, price, is_percentage: false }],
    });
    expect(schema.safeParse(option(-0.5)).success).toBe(true);
    expect(messages(schema.safeParse(option(0.555)))).toEqual([
      ['options.0.price', 'forms.money.tooManyDecimals'],
    ]);
  });

  it.each([
    ['no category', { category_id: ' ' }, 'category_id'],
    ['a price given as NaN (unreadable text)', { price: Number.NaN }, 'price'],
    ['fractional points', { points: 1.5 }, 'points'],
    ['an unknown service', { services: ['menu'] }, 'services.0'],
    ['negative timing', { timing_hours: -1 }, 'timing_hours'],
  ])('refuses %s', (_label, change, path) => {
    expect(messages(schema.safeParse({ ...product, ...change })).map(([where]) => where)).toEqual([path]);
  });

  it('stores variant and option names per language', () => {
    const document = productDocument(schema.parse(product));
    expect(document.variants[0]).toEqual({
      name: { en: 'Bread', it: 'Pane' },
      min: 1,
      max: 1,
      options: [
        { name: { en: 'White' }, price: 0, is_percentage: false },
        { name: { en: 'Gluten-free' }, price: 10, is_percentage: true },
      ],
    });
    expect(document.description).toEqual({ en: 'Toasted.' });
  });
});

describe('product picture (issue 16)', () => {
  const schema = productFormSchema('EUR');
  const url = 'http://127.0.0.1:9199/v0/b/demo/o/canteens%2FC_1001%2Fproducts%2Fp.png?alt=media&token=t';
  it('stores an uploaded address, clears with an empty text and leaves the picture alone when left out', () => {
    expect(productDocument(schema.parse({ ...product, image: url })).image).toBe(url);
    expect(productDocument(schema.parse({ ...product, image: '' })).image).toBe('');
    expect('image' in productDocument(schema.parse(product))).toBe(false);
  });
  it('refuses an inline data URL or any other scheme as a new picture', () => {
    for (const image of ['data:image/svg+xml;charset=utf-8,%3Csvg%3E', 'javascript:alert(1)', 'ftp://x/y.png'])
      expect(schema.safeParse({ ...product, image }).error?.issues[0]?.message).toBe('shop:validation.imageUrl');
  });
});

describe('texts per language', () => {
  it('keeps only filled texts, trimmed', () => {
    expect(storedTexts({ en: ' Tea ', it: '', es: '  ' })).toEqual({ en: 'Tea' });
    expect(storedTexts({ cl: 'Té' }, 'upper')).toEqual({ CL: 'Té' });
  });
  it('reads upper-case keys and plain strings back for the form', () => {
    expect(formTexts({ EN: 'Drinks', IT: 'Bevande', XX: 'no' })).toEqual({ en: 'Drinks', it: 'Bevande' });
    expect(formTexts('Bread')).toEqual({ en: 'Bread' });
    expect(formTexts('Pane', 'it')).toEqual({ it: 'Pane' });
    expect(formTexts(null)).toEqual({});
  });
});

describe('shopSettingsFormSchema (spec §3 Shop setting)', () => {
  it('needs a checkout text in some language only when it is enabled', () => {
    expect(
      shopSettingsFormSchema.safeParse({ checkout_text_enabled: false, checkout_text: {} }).success,
    ).toBe(true);
    expect(
      messages(shopSettingsFormSchema.safeParse({ checkout_text_enabled: true, checkout_text: { it: ' ' } })),
    ).toEqual([['checkout_text.en', 'shop:validation.checkoutTextRequired']]);
    const form = shopSettingsFormSchema.parse({
      checkout_text_enabled: true,
      checkout_text: { it: ' Ritiro domani alle 10:00 ' },
    });
    expect(shopSettingsDocument(form)).toEqual({
      checkout_text_enabled: true,
      checkout_text: { it: 'Ritiro domani alle 10:00' },
    });
  });
});
