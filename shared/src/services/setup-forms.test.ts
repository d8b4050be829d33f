import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SLOTS,
  canteenIdPrefix,
  canteenPaymentMethodFormSchema,
  canteenPaymentMethodId,
  homeButtonFormSchema,
  nextListId,
  parseServiceListParams,
  paymentMethodFormSchema,
  pickupPointDocument,
  pickupPointFormSchema,
  serviceAdminFormSchema,
  serviceDocument,
  serviceDocumentId,
  serviceListQuery,
  slotsFormSchema,
  slotsFromStored,
} from './setup-forms';

const SLOTS = {
  order_before: '10:30',
  weekLimit: 5,
  daily_limits: [0, 250, 250, 250, 250, 200, 0],
  offsets: { min_days: 0, max_days: 7 },
  hidden_for_days: [0, 6],
  orderable: true,
};

describe('slotsFormSchema', () => {
  it.each([
    ['the seed shape', {}, true],
    ['a time without a leading zero', { order_before: '9:00' }, false],
    ['24:00', { order_before: '24:00' }, false],
    ['a week limit of 8', { weekLimit: 8 }, false],
    ['six daily limits', { daily_limits: [0, 1, 2, 3, 4, 5] }, false],
    ['a negative daily limit', { daily_limits: [0, -1, 250, 250, 250, 200, 0] }, false],
    ['a daily limit above 99999', { daily_limits: [0, 100000, 250, 250, 250, 200, 0] }, false],
    ['min after max', { offsets: { min_days: 8, max_days: 7 } }, false],
    ['a weekday 7', { hidden_for_days: [7] }, false],
    ['a weekday twice', { hidden_for_days: [0, 0] }, false],
  ])('%s', (_case, change, valid) => {
    expect(slotsFormSchema.safeParse({ ...SLOTS, ...change }).success).toBe(valid);
  });

  it('reads stored slots leniently', () => {
    expect(slotsFromStored(SLOTS)).toEqual(SLOTS);
    expect(slotsFromStored(undefined)).toEqual(DEFAULT_SLOTS);
    expect(slotsFromStored({ weekLimit: 'x' })).toEqual(DEFAULT_SLOTS);
    expect(slotsFromStored({ ...SLOTS, offsets: { max_days: 14 } }).offsets).toEqual({ min_days: 0, max_days: 14 });
  });
});

describe('paymentMethodFormSchema', () => {
  it.each([
    [{ name: { en: 'Credit card', it: 'Carta di credito' }, code: 'CREDIT_CARD' }, true],
    [{ name: { es: 'Bizum' }, code: 'bizum' }, true],
    [{ name: { en: '  ' }, code: 'CASH' }, false],
    [{ name: { en: 'Cash' }, code: 'C' }, false],
    [{ name: { en: 'Cash' }, code: 'CASH-1' }, false],
    [{ name: { en: 'x'.repeat(201) }, code: 'CASH' }, false],
  ])('%j valid: %s', (input, valid) => {
    expect(paymentMethodFormSchema.safeParse(input).success).toBe(valid);
  });

  it('upper-cases the code', () => {
    expect(paymentMethodFormSchema.parse({ name: { es: 'Bizum' }, code: ' bizum ' }).code).toBe('BIZUM');
  });

  it('device kinds are WIB and FOOD_24 only', () => {
    expect(canteenPaymentMethodFormSchema.safeParse({ payment_method_id: 'PM_BADGE', kind: 'FOOD_24' }).success).toBe(true);
    expect(canteenPaymentMethodFormSchema.safeParse({ payment_method_id: 'PM_BADGE', kind: 'POS' }).success).toBe(false);
    expect(canteenPaymentMethodId('C_1001', 'PM_BADGE')).toBe('CPM_C_1001_BADGE');
  });
});

describe('services', () => {
  const form = { name: { it: 'Negozio' }, active: true, currency: 'eur', hours_enabled: true, hours: { from: '08:00', to: '15:00' } };
  it('validates currency and hours', () => {
    expect(serviceAdminFormSchema.parse(form).currency).toBe('EUR');
    expect(serviceAdminFormSchema.safeParse({ ...form, currency: 'EURO' }).success).toBe(false);
    expect(serviceAdminFormSchema.safeParse({ ...form, currency: 'PT' }).success).toBe(true);
    expect(serviceAdminFormSchema.safeParse({ ...form, hours: { from: '15:00', to: '08:00' } }).success).toBe(false);
    // Hours switched off are not checked and not stored.
    const off = serviceAdminFormSchema.parse({ ...form, hours_enabled: false, hours: { from: '15:00', to: '08:00' } });
    expect(serviceDocument(off)).toEqual({ name: { it: 'Negozio' }, active: true, currency: 'EUR' });
  });

  it('ids and list params', () => {
    expect(serviceDocumentId('coffeebreak', 'C_1001')).toBe('COFFEEBREAK_C_1001');
    expect(canteenIdPrefix('10')).toBe('C_10');
    expect(canteenIdPrefix('c_5')).toBe('C_5');
    const params = parseServiceListParams(new URLSearchParams('q=c_10&type=menu&active=no'));
    expect(params).toEqual({ search: 'C_10', type: 'menu', active: 'no' });
    expect(parseServiceListParams(serviceListQuery(params))).toEqual(params);
    expect(parseServiceListParams(new URLSearchParams('type=pizza')).type).toBe('all');
  });
});

describe('pickup points and home buttons', () => {
  const point = {
    names: { it: 'Cassa principale', en: 'Main till', es: '' },
    place_name: '',
    address: { label: 'Via Roma 1, Milano', lat: 45.46, lng: 9.19, country: 'it' },
    pos: 1,
  };
  it('stores the names without empty languages and the default name', () => {
    const parsed = pickupPointFormSchema.parse(point);
    expect(pickupPointDocument('PP_4', parsed, 'it')).toEqual({
      id: 'PP_4',
      name: 'Cassa principale',
      names: { it: 'Cassa principale', en: 'Main till' },
      address: point.address,
      pos: 1,
    });
    expect(pickupPointFormSchema.safeParse({ ...point, pos: 0 }).success).toBe(false);
    expect(pickupPointFormSchema.safeParse({ ...point, address: { ...point.address, lat: 91 } }).success).toBe(false);
    expect(nextListId('PP_', ['PP_1', 'PP_3', 'X'])).toBe('PP_4');
    expect(nextListId('HB_', [])).toBe('HB_1');
  });

  it('a home button links to a service type', () => {
    const button = { label: { en: 'Shop' }, service: 'shop', icon: 'bag', pos: 1, active: true };
    expect(homeButtonFormSchema.safeParse(button).success).toBe(true);
    expect(homeButtonFormSchema.safeParse({ ...button, service: 'cinema' }).success).toBe(false);
    expect(homeButtonFormSchema.safeParse({ ...button, label: {} }).success).toBe(false);
  });
});

describe('names in at least one language', () => {
  it('says so for a name never typed in (undefined from the form), not a bare "required"', () => {
    for (const name of [{}, { en: undefined }, { en: '' }, { en: '', it: undefined }]) {
      const issues = paymentMethodFormSchema.safeParse({ name, code: 'E2E-BAD' }).error?.issues ?? [];
      expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['name.en', 'servicesAdmin:validation.nameRequired'],
        ['code', 'servicesAdmin:validation.code'],
      ]);
    }
    expect(paymentMethodFormSchema.parse({ name: { it: 'Carta', en: undefined }, code: 'CARD' }).name).toEqual({
      it: 'Carta',
      en: undefined,
    });
  });
});
