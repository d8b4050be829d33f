// Invitation codes and their vouchers (spec §3 Invitation code, §5): the form, the bulk pattern, the stored shape.
import { z } from 'zod';
import { toDate } from '../core/dates';
import { daySchema } from './rule';

/** invitation_codes/{canteenId}_{CODE}, as uploadCodeCSV writes them. */
export const INVITATION_CODES = 'invitation_codes';
/** voucher_redemptions/{canteenId}_{CODE}_{uid}: which code a customer used, when, and the voucher left. */
export const VOUCHER_REDEMPTIONS = 'voucher_redemptions';
export const INVITATION_CODES_PAGE_SIZE = 20;
/** At most this many codes in one bulk creation (one transaction of ≤ 500 writes with the rule). */
export const BULK_CODES_MAX = 400;

export const invitationCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,40}$/, 'contributionRules:errors.codeFormat')
  .transform((code) => code.toUpperCase());

export function invitationCodeId(canteenId: string, code: string): string {
  return `${canteenId}_${code.toUpperCase()}`;
}

const voucherSchema = z
  .object({
    value: z.number('forms.money.invalid').finite().positive('forms.money.invalid'),
    valid_from: daySchema,
    valid_to: daySchema,
  })
  .refine((voucher) => voucher.valid_from <= voucher.valid_to, {
    path: ['valid_to'],
    message: 'contributionRules:errors.validTo',
  });

/** The code's own validity, its voucher (or none) and the contribution rule whose validity follows it (or none). */
const codeFields = {
  valid_from: daySchema,
  valid_to: daySchema,
  voucher: voucherSchema.nullable(),
  /** None: null (the form's "no rule" option gives ''). */
  rule_id: z
    .string()
    .trim()
    .max(128)
    .nullable()
    .transform((id) => id || null),
};
const validToAfterFrom = (code: { valid_from: string; valid_to: string }) => code.valid_from <= code.valid_to;
const validToIssue = { path: ['valid_to'], message: 'contributionRules:errors.validTo' };

export const invitationCodeFormSchema = z
  .object({ code: invitationCodeSchema, ...codeFields })
  .refine(validToAfterFrom, validToIssue);
export type InvitationCodeFormInput = z.input<typeof invitationCodeFormSchema>;
export type InvitationCodeForm = z.output<typeof invitationCodeFormSchema>;

/** N codes from a pattern: the prefix, then a running number padded to `digits` (WELCOME-0001 …). */
export const bulkCodesSchema = z
  .object({
    prefix: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,30}$/, 'contributionRules:errors.codeFormat')
      .transform((prefix) => prefix.toUpperCase()),
    first: z.number().int().min(0).max(999_999),
    count: z.number().int().min(1).max(BULK_CODES_MAX, 'contributionRules:errors.bulkMax'),
    digits: z.number().int().min(1).max(6),
    ...codeFields,
  })
  .refine(validToAfterFrom, validToIssue)
  .refine((bulk) => String(bulk.first + bulk.count - 1).length <= bulk.digits, {
    path: ['count'],
    message: 'contributionRules:errors.bulkDigits',
  });
export type BulkCodes = z.output<typeof bulkCodesSchema>;

/** The codes a bulk creation makes, in order. */
export function bulkCodeNames(bulk: Pick<BulkCodes, 'prefix' | 'first' | 'count' | 'digits'>): string[] {
  return Array.from(
    { length: bulk.count },
    (_, index) => `${bulk.prefix}${String(bulk.first + index).padStart(bulk.digits, '0')}`,
  );
}

/** A day 'YYYY-MM-DD' of a stored date (codes store midnight UTC, as uploadCodeCSV writes them). */
export function dayOfStoredDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The stored date of a day: midnight UTC. */
export function storedDateOfDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** A date as Firestore gives it (Timestamp, Date, {seconds}) → its day; anything else fails the parse. */
const storedDay = z.unknown().transform((value, ctx) => {
  const date = toDate(value);
  if (!date) {
    ctx.addIssue({ code: 'custom', message: 'Expected a date' });
    return z.NEVER;
  }
  return dayOfStoredDate(date);
});

/** A stored code (invitation_codes/{canteenId}_{CODE}) as the screens read it: days instead of timestamps. */
export const storedInvitationCodeSchema = z.object({
  code: z.string(),
  valid_from: storedDay,
  valid_to: storedDay,
  voucher: z
    .object({ value: z.number(), valid_from: storedDay.nullable(), valid_to: storedDay.nullable() })
    .nullable()
    .default(null),
  rule_id: z.string().nullable().default(null),
});
export type StoredInvitationCode = z.output<typeof storedInvitationCodeSchema>;
