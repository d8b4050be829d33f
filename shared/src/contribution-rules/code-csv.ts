// The CSV row of invitation codes (spec §7 uploadCodeCSV): the server validates uploads with it, and the rule screen's
// import preview with the same schema before it sends the file.
import { z } from 'zod';

export const CODE_CSV_COLUMNS = {
  required: ['code', 'valid_from', 'valid_to'],
  optional: ['voucher_value', 'voucher_valid_from', 'voucher_valid_to'],
} as const;

/** 'YYYY-MM-DD' or 'DD/MM/YYYY' (how Italian and Spanish spreadsheets write dates) → midnight UTC. */
export function parseCsvDate(text: string): Date | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const european = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : european
      ? [Number(european[3]), Number(european[2]), Number(european[1])]
      : [NaN, NaN, NaN];
  const date = new Date(Date.UTC(year, month - 1, day));
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== day || date.getUTCMonth() !== month - 1
    ? null
    : date;
}

const dateCell = z.string().transform((text, ctx) => {
  const date = parseCsvDate(text);
  if (!date) ctx.addIssue({ code: 'custom', message: 'Expected a date YYYY-MM-DD or DD/MM/YYYY' });
  return date ?? new Date(0);
});
const optionalDateCell = z
  .union([z.literal(''), dateCell])
  .transform((value) => (value === '' ? null : value));

export const invitationCodeCsvRowSchema = z
  .object({
    code: z
      .string()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, '3–40 letters, digits, dashes or underscores')
      .transform((code) => code.toUpperCase()),
    valid_from: dateCell,
    valid_to: dateCell,
    // A decimal comma is accepted (1,50); money never needs more than 2 decimals.
    voucher_value: z
      .string()
      .regex(/^(\d{1,6}([.,]\d{1,2})?)?$/, 'Expected an amount such as 5 or 5,50')
      .transform((text) => (text === '' ? null : Number(text.replace(',', '.')))),
    voucher_valid_from: optionalDateCell,
    voucher_valid_to: optionalDateCell,
  })
  .superRefine((row, ctx) => {
    if (row.valid_from > row.valid_to)
      ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'Before valid_from' });
    const voucherDates = [row.voucher_valid_from, row.voucher_valid_to].filter(Boolean).length;
    if (voucherDates === 1)
      ctx.addIssue({
        code: 'custom',
        path: ['voucher_valid_to'],
        message: 'Give both voucher dates or neither',
      });
    if (voucherDates === 2 && row.voucher_value === null)
      ctx.addIssue({
        code: 'custom',
        path: ['voucher_value'],
        message: 'A voucher with dates needs a value',
      });
    if (row.voucher_valid_from && row.voucher_valid_to && row.voucher_valid_from > row.voucher_valid_to)
      ctx.addIssue({ code: 'custom', path: ['voucher_valid_to'], message: 'Before voucher_valid_from' });
  });
export type InvitationCodeCsvRow = z.output<typeof invitationCodeCsvRowSchema>;
