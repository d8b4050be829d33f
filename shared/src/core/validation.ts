// Form validation of spec §5 as zod schemas; every message is an i18n key of DEFAULT_MESSAGES.
import { z } from 'zod';
import { CANTEEN_ID_PREFIX } from '../canteens/canteens';
import { COMMUNICATION_ACTION_TYPES, COMMUNICATION_AREAS } from './catalogs';
import { PER_COURSE_NO_LIMIT, SUGGESTION_MIN_LENGTH } from './constants';
import { isDateLike, parseItalianDateTime, parseTimeOfDay, toMillis, type DateLike } from './dates';
import { COMMUNICATION_LANGUAGES } from '../i18n/i18n-env';
import type { MessageKey } from '../i18n/messages';
import { canManageCanteen } from '../access/permissions';
import { isValidMenuCombination, type MenuPlacement } from '../services/service-rules';
import { ifmStatusChangeAllowed, isIfmStatus } from './statuses';

// Typing the keys keeps every schema message a real key of DEFAULT_MESSAGES.
const key = (messageKey: MessageKey): string => messageKey;
const requiredText = (messageKey: MessageKey) =>
  z.string(key(messageKey)).refine((value) => value.trim() !== '', key(messageKey));

/** Login form: username and password of at least 3 characters. */
export const loginSchema = z.object({
  username: z
    .string(key('validation.login.usernameRequired'))
    .min(3, key('validation.login.usernameRequired')),
  password: z
    .string(key('validation.login.passwordRequired'))
    .min(3, key('validation.login.passwordRequired')),
});

/** Password recovery form: a well-formed e-mail address (surrounding blanks ignored). */
export const passwordRecoverySchema = z.object({
  email: z
    .string(key('validation.recovery.emailInvalid'))
    .trim()
    .pipe(z.email(key('validation.recovery.emailInvalid'))),
});

/** A 'DD/MM/YYYY HH:mm' text naming a real date and time. */
export const italianDateTimeSchema = z
  .string(key('validation.statusChange.dateFormat'))
  .refine((text) => parseItalianDateTime(text) !== null, key('validation.statusChange.dateFormat'));

/** IFM status popup: an IFM status, the date 'DD/MM/YYYY HH:mm' and an optional note. */
export const ifmStatusChangeSchema = z.object({
  status: z
    .number(key('validation.statusChange.statusInvalid'))
    .refine(isIfmStatus, key('validation.statusChange.statusInvalid')),
  date: italianDateTimeSchema,
  note: z.string().optional(),
});

/** The status popup for a request in `current`: the new status must also be an allowed change. */
export function ifmStatusChangeSchemaFor(current: number) {
  return ifmStatusChangeSchema.refine((value) => ifmStatusChangeAllowed(current, value.status), {
    error: key('validation.statusChange.statusInvalid'),
    path: ['status'],
  });
}

/**
 * Canteen id for this user: non-empty, starting with C_ (any case) and, except for admin and
 * admin_provider, one of bo_canteens.
 */
export function canteenIdSchema(
  role: string | null | undefined,
  boCanteens: readonly string[] | null | undefined,
) {
  return z.string(key('validation.canteenId.required')).superRefine((value, ctx) => {
    const id = value.trim();
    if (id === '') ctx.addIssue({ code: 'custom', message: key('validation.canteenId.required') });
    else if (!id.toUpperCase().startsWith(CANTEEN_ID_PREFIX))
      ctx.addIssue({ code: 'custom', message: key('validation.canteenId.prefix') });
    else if (!canManageCanteen(id, role, boCanteens))
      ctx.addIssue({ code: 'custom', message: key('validation.canteenId.notAllowed') });
  });
}

/** Time range: both HH:MM (with a colon), from strictly earlier than to; `skipCheck` turns it all off. */
export const timeRangeSchema = z
  .object({ from: z.string(), to: z.string(), skipCheck: z.boolean().optional() })
  .superRefine((range, ctx) => {
    if (range.skipCheck) return;
    const from = parseTimeOfDay(range.from);
    const to = parseTimeOfDay(range.to);
    if (from === null)
      ctx.addIssue({ code: 'custom', message: key('validation.timeRange.format'), path: ['from'] });
    if (to === null)
      ctx.addIssue({ code: 'custom', message: key('validation.timeRange.format'), path: ['to'] });
    if (from !== null && to !== null && from >= to)
      ctx.addIssue({ code: 'custom', message: key('validation.timeRange.order'), path: ['to'] });
  });

/** A user offered for selection: name, surname and a non-empty e-mail (blank counts as empty). */
export const selectableUserSchema = z.object({
  name: requiredText('validation.user.nameRequired'),
  surname: requiredText('validation.user.surnameRequired'),
  email: requiredText('validation.user.emailRequired'),
});

/** True when the user's profile may be offered for selection. */
export function isSelectableUser(user: { profile?: unknown } | null | undefined): boolean {
  return selectableUserSchema.safeParse(user?.profile).success;
}

/** The users that may be offered for selection, in their original order. */
export function selectableUsers<T extends { profile?: unknown }>(users: readonly T[]): T[] {
  return users.filter(isSelectableUser);
}

/** A date-like value (Date or Timestamp-like) that is required. */
export function requiredDateLike(messageKey: MessageKey) {
  return z.custom<DateLike>((value) => isDateLike(value), key(messageKey));
}

/** Text per communication language, every language optional. */
export const communicationTextSchema = z.partialRecord(z.enum(COMMUNICATION_LANGUAGES), z.string());

/** Communication form: texts optional, validity start and end and the display area required. */
export const communicationFormSchema = z
  .object({
    title: communicationTextSchema.optional(),
    text: communicationTextSchema.optional(),
    link: communicationTextSchema.optional(),
    start: requiredDateLike('validation.communication.startRequired'),
    end: requiredDateLike('validation.communication.endRequired'),
    area: z.enum(COMMUNICATION_AREAS, key('validation.communication.areaRequired')),
    action: z.enum(COMMUNICATION_ACTION_TYPES).optional(),
  })
  // The spec does not say it, but an end before the start would make a message that never shows.
  .refine((form) => (toMillis(form.end) ?? 0) >= (toMillis(form.start) ?? 0), {
    error: key('validation.communication.endBeforeStart'),
    path: ['end'],
  });

/** Recipe insertion: recipe, occasion, diet and component, optionally checked against valid combinations. */
export function recipeInsertionSchema(validCombinations?: readonly MenuPlacement[]) {
  const base = z.object({
    recipeId: requiredText('validation.recipe.fieldRequired'),
    occasionId: requiredText('validation.recipe.fieldRequired'),
    dietId: requiredText('validation.recipe.fieldRequired'),
    componentId: requiredText('validation.recipe.fieldRequired'),
  });
  if (validCombinations === undefined) return base;
  return base.refine((value) => isValidMenuCombination(value, validCombinations), {
    error: key('validation.recipe.invalidCombination'),
    path: ['componentId'],
  });
}

const choiceCount = z
  .number(key('validation.variant.choicesInvalid'))
  .int(key('validation.variant.choicesInvalid'))
  .min(0, key('validation.variant.choicesInvalid'));

/** A variant option: its price and whether the price change is a percentage. */
export const variantOptionSchema = z.object({
  name: z.string(),
  price: z.number().default(0),
  is_percentage: z.boolean().default(false),
});

/** A variant: name, min and max choices (default 1), min ≤ max, max at least 1. */
export const variantSchema = z
  .object({
    name: requiredText('validation.variant.nameRequired'),
    min: choiceCount.default(1),
    max: choiceCount.min(1, key('validation.variant.maxAtLeastOne')).default(1),
    options: z.array(variantOptionSchema).default([]),
  })
  .refine((variant) => variant.min <= variant.max, {
    error: key('validation.variant.minAboveMax'),
    path: ['min'],
  });

/** A per-course per-order maximum: a whole number 0–99999, where 99999 means no limit. */
export const courseMaximumSchema = z
  .number(key('validation.course.maximumInvalid'))
  .int(key('validation.course.maximumInvalid'))
  .min(0, key('validation.course.maximumInvalid'))
  .max(PER_COURSE_NO_LIMIT, key('validation.course.maximumInvalid'));

/** Text typed into a suggestion input: at least 2 characters before suggestions appear. */
export const suggestionQuerySchema = z
  .string(key('validation.suggestions.tooShort'))
  .min(SUGGESTION_MIN_LENGTH, key('validation.suggestions.tooShort'));
