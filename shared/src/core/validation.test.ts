// Tests of the spec §5 validation rules; failures carry i18n keys.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  canteenIdSchema,
  communicationFormSchema,
  courseMaximumSchema,
  ifmStatusChangeSchema,
  ifmStatusChangeSchemaFor,
  isSelectableUser,
  loginSchema,
  passwordRecoverySchema,
  recipeInsertionSchema,
  selectableUsers,
  suggestionQuerySchema,
  timeRangeSchema,
  variantSchema,
} from './validation';
import { DEFAULT_MESSAGES } from '../i18n/messages';

/** The messages of a failed parse, or [] when it passes. */
function errors(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('login (username and password at least 3 characters)', () => {
  it.each([
    [{ username: 'abc', password: 'xyz' }, []],
    [{ username: 'ab', password: 'xyz' }, ['validation.login.usernameRequired']],
    [{ username: 'abc', password: 'xy' }, ['validation.login.passwordRequired']],
    [
      { username: '', password: '' },
      ['validation.login.usernameRequired', 'validation.login.passwordRequired'],
    ],
    [{}, ['validation.login.usernameRequired', 'validation.login.passwordRequired']],
  ])('%j → %j', (form, expected) => {
    expect(errors(loginSchema, form)).toEqual(expected);
  });

  it('maps the keys to the spec texts', () => {
    expect(DEFAULT_MESSAGES['validation.login.usernameRequired'].it).toBe('Username obbligatorio');
    expect(DEFAULT_MESSAGES['validation.login.passwordRequired'].it).toBe('password obbligatoria');
    expect(DEFAULT_MESSAGES['validation.recovery.emailInvalid'].it).toBe(
      "Inserisci un'indirizzo email valido",
    );
  });
});

describe('password recovery', () => {
  it.each([
    ['anna@example.com', true],
    ['  anna@example.com ', true],
    ['anna@', false],
    ['anna', false],
    ['', false],
    [undefined, false],
  ])('%j valid: %s', (email, valid) => {
    expect(errors(passwordRecoverySchema, { email })).toEqual(
      valid ? [] : ['validation.recovery.emailInvalid'],
    );
  });
});

describe('status change (DD/MM/YYYY HH:mm, note optional)', () => {
  it.each([
    ['31/12/2024 23:59', true],
    ['01/01/2024 00:00', true],
    ['29/02/2024 10:00', true],
    ['29/02/2023 10:00', false],
    ['31/04/2024 10:00', false],
    ['00/01/2024 10:00', false],
    ['01/13/2024 10:00', false],
    ['01/01/2024 24:00', false],
    ['01/01/2024 10:60', false],
    ['1/1/2024 10:00', false],
    ['2024-01-01 10:00', false],
    ['01/01/2024', false],
  ])('date %j valid: %s', (date, valid) => {
    expect(errors(ifmStatusChangeSchema, { status: 200, date })).toEqual(
      valid ? [] : ['validation.statusChange.dateFormat'],
    );
  });

  it('needs an IFM status; the note is optional', () => {
    expect(errors(ifmStatusChangeSchema, { status: 200, date: '01/01/2024 10:00', note: 'ok' })).toEqual([]);
    expect(errors(ifmStatusChangeSchema, { status: 201, date: '01/01/2024 10:00' })).toEqual([
      'validation.statusChange.statusInvalid',
    ]);
  });

  it('for a current status, only an allowed change passes', () => {
    const fromCompleted = ifmStatusChangeSchemaFor(400);
    expect(errors(fromCompleted, { status: 300, date: '01/01/2024 10:00' })).toEqual([]);
    expect(errors(fromCompleted, { status: 200, date: '01/01/2024 10:00' })).toEqual([
      'validation.statusChange.statusInvalid',
    ]);
    expect(errors(ifmStatusChangeSchemaFor(800), { status: 300, date: '01/01/2024 10:00' })).toEqual([
      'validation.statusChange.statusInvalid',
    ]);
  });
});

describe('canteen id', () => {
  it.each([
    ['C_100', 'cuoco', ['C_100'], []],
    ['c_100', 'cuoco', ['C_100'], []],
    ['C_999', 'admin', [], []],
    ['C_999', 'admin_provider', [], []],
    ['', 'admin', [], ['validation.canteenId.required']],
    ['  ', 'admin', [], ['validation.canteenId.required']],
    ['100', 'admin', [], ['validation.canteenId.prefix']],
    ['X_100', 'admin', [], ['validation.canteenId.prefix']],
    ['C_999', 'site_manager', ['C_100'], ['validation.canteenId.notAllowed']],
    ['C_100', 'web_user', ['C_100'], ['validation.canteenId.notAllowed']],
  ])('%j for %s with %j → %j', (id, role, bo, expected) => {
    expect(errors(canteenIdSchema(role, bo), id)).toEqual(expected);
  });
});

describe('time range', () => {
  it.each([
    [{ from: '08:00', to: '12:30' }, []],
    [{ from: '8:00', to: '9:15' }, []],
    [{ from: '12:00', to: '12:00' }, ['validation.timeRange.order']],
    [{ from: '13:00', to: '12:00' }, ['validation.timeRange.order']],
    [{ from: '0800', to: '12:00' }, ['validation.timeRange.format']],
    [{ from: '08:00', to: '25:00' }, ['validation.timeRange.format']],
    [{ from: 'x', to: 'y' }, ['validation.timeRange.format', 'validation.timeRange.format']],
    [{ from: '13:00', to: '12:00', skipCheck: true }, []],
    [{ from: '', to: '', skipCheck: true }, []],
  ])('%j → %j', (range, expected) => {
    expect(errors(timeRangeSchema, range)).toEqual(expected);
  });
});

describe('selectable users (name, surname, non-empty e-mail)', () => {
  const users = [
    { id: 'ok', profile: { name: 'Anna', surname: 'Rossi', email: 'a@x.it' } },
    { id: 'no-email', profile: { name: 'Anna', surname: 'Rossi', email: '' } },
    { id: 'blank-name', profile: { name: ' ', surname: 'Rossi', email: 'a@x.it' } },
    { id: 'no-surname', profile: { name: 'Anna', email: 'a@x.it' } },
    { id: 'no-profile' },
  ];
  it('keeps only complete profiles', () => {
    expect(selectableUsers(users).map((user) => user.id)).toEqual(['ok']);
    expect(isSelectableUser(null)).toBe(false);
  });
});

describe('communication form (texts optional; validity and area required)', () => {
  const start = new Date('2024-01-01T00:00:00Z');
  const end = new Date('2024-02-01T00:00:00Z');
  it.each([
    [{ start, end, area: 'news' }, []],
    [{ start, end, area: 'home', title: { it: 'Ciao', en: 'Hi' }, action: 'popup' }, []],
    [{ start: { toDate: () => start }, end: { seconds: 1_800_000_000, nanoseconds: 0 }, area: 'home' }, []],
    [{ end, area: 'news' }, ['validation.communication.startRequired']],
    [{ start, area: 'news' }, ['validation.communication.endRequired']],
    [{ start, end }, ['validation.communication.areaRequired']],
    [{ start, end, area: 'banner' }, ['validation.communication.areaRequired']],
    [{ start: end, end: start, area: 'news' }, ['validation.communication.endBeforeStart']],
    [{ start: new Date('invalid'), end, area: 'news' }, ['validation.communication.startRequired']],
  ])('%j → %j', (form, expected) => {
    expect(errors(communicationFormSchema, form)).toEqual(expected);
  });

  it('accepts only the four communication languages', () => {
    expect(errors(communicationFormSchema, { start, end, area: 'news', title: { tr: 'x' } })).toHaveLength(1);
  });
});

describe('recipe insertion', () => {
  const valid = [{ occasionId: 'lunch', dietId: 'day', componentId: 'first' }];
  const insertion = { recipeId: 'r1', occasionId: 'lunch', dietId: 'day', componentId: 'first' };
  it.each([
    [undefined, insertion, []],
    [undefined, { ...insertion, dietId: '' }, ['validation.recipe.fieldRequired']],
    [valid, insertion, []],
    [valid, { ...insertion, componentId: 'second' }, ['validation.recipe.invalidCombination']],
  ])('combinations %j, insertion %j → %j', (combinations, value, expected) => {
    expect(errors(recipeInsertionSchema(combinations), value)).toEqual(expected);
  });
});

describe('variant (min and max choices, usually 1)', () => {
  it('defaults both to 1', () => {
    expect(variantSchema.parse({ name: 'Size' })).toEqual({ name: 'Size', min: 1, max: 1, options: [] });
  });
  it.each([
    [{ name: 'Size', min: 0, max: 3 }, []],
    [{ name: 'Size', min: 2, max: 1 }, ['validation.variant.minAboveMax']],
    [{ name: 'Size', min: 0, max: 0 }, ['validation.variant.maxAtLeastOne']],
    [
      { name: 'Size', min: 1, max: 0 },
      ['validation.variant.maxAtLeastOne', 'validation.variant.minAboveMax'],
    ],
    [{ name: 'Size', min: -1, max: 1 }, ['validation.variant.choicesInvalid']],
    [{ name: 'Size', min: 1.5, max: 2 }, ['validation.variant.choicesInvalid']],
    [{ name: '', min: 1, max: 1 }, ['validation.variant.nameRequired']],
  ])('%j → %j', (variant, expected) => {
    expect(errors(variantSchema, variant)).toEqual(expected);
  });
  it('keeps option prices and percentage flags', () => {
    const parsed = variantSchema.parse({
      name: 'Extra',
      options: [{ name: 'Cheese', price: 10, is_percentage: true }, { name: 'Ham' }],
    });
    expect(parsed.options).toEqual([
      { name: 'Cheese', price: 10, is_percentage: true },
      { name: 'Ham', price: 0, is_percentage: false },
    ]);
  });
});

describe('per-course maximum and suggestions', () => {
  it.each([
    [0, true],
    [5, true],
    [99999, true],
    [100000, false],
    [-1, false],
    [2.5, false],
  ])('course maximum %s valid: %s', (value, valid) => {
    expect(errors(courseMaximumSchema, value)).toEqual(valid ? [] : ['validation.course.maximumInvalid']);
  });

  it.each([
    ['', false],
    ['a', false],
    ['ab', true],
    ['abc', true],
  ])('suggestion query %j valid: %s', (value, valid) => {
    expect(errors(suggestionQuerySchema, value)).toEqual(valid ? [] : ['validation.suggestions.tooShort']);
  });
});
