// uploadCodeCSV: invitation codes of a canteen (spec §3: valid from/to, linked voucher value and validity),
// upserted under invitation_codes/{canteenId}_{CODE} so uploading the same file twice changes nothing.
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { z } from 'zod';
import { CONTRIBUTION_RULES, INVITATION_CODES, dayOfStoredDate, invitationCodeId } from '@backoffice/shared';
import type { CsvRow } from './csv';
import {
  MAX_REPORTED_ERRORS,
  checkCsv,
  checkRowWith,
  errorReportCsv,
  writeInChunks,
  type CsvImportReport,
  type RowCheck,
} from './csv-import';

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

const rowSchema = z
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
type CodeRow = z.infer<typeof rowSchema>;

function checkCodeRow(row: CsvRow): RowCheck<CodeRow> {
  return checkRowWith(row, rowSchema, [...CODE_CSV_COLUMNS.required, ...CODE_CSV_COLUMNS.optional], ['code']);
}

export async function importCodesCsv(
  bytes: Buffer,
  options: { db: Firestore; canteenId: string; importedBy: string; now: Date },
): Promise<CsvImportReport> {
  const started = Date.now();
  const { db, canteenId, importedBy, now } = options;
  const checked = checkCsv(bytes, CODE_CSV_COLUMNS, checkCodeRow, (row) => row.code);
  const refs = checked.good.map(({ value }) =>
    db.collection(INVITATION_CODES).doc(invitationCodeId(canteenId, value.code)),
  );
  // One read per 300 ids tells created from updated and finds the codes linked to a contribution rule.
  let existing = 0;
  const ruleOfCode = new Map<string, string>();
  for (let start = 0; start < refs.length; start += 300) {
    const snapshots = await db.getAll(...refs.slice(start, start + 300), { fieldMask: ['code', 'rule_id'] });
    for (const snapshot of snapshots.filter((one) => one.exists)) {
      existing += 1;
      const ruleId = snapshot.get('rule_id');
      if (typeof ruleId === 'string' && ruleId !== '') ruleOfCode.set(snapshot.id, ruleId);
    }
  }
  // Merged, not replaced: a code keeps its rule_id (set on the rule screen) across uploads.
  const writeCode = (batch: WriteBatch, value: CodeRow) =>
    batch.set(
      db.collection(INVITATION_CODES).doc(invitationCodeId(canteenId, value.code)),
      {
        canteen_id: canteenId,
        code: value.code,
        valid_from: value.valid_from,
        valid_to: value.valid_to,
        voucher:
          value.voucher_value === null
            ? null
            : {
                value: value.voucher_value,
                valid_from: value.voucher_valid_from,
                valid_to: value.voucher_valid_to,
              },
        imported_at: now,
        imported_by: importedBy,
      },
      { merge: true },
    );
  const linked = checked.good.filter(({ value }) => ruleOfCode.has(invitationCodeId(canteenId, value.code)));
  const unlinked = checked.good.filter(
    ({ value }) => !ruleOfCode.has(invitationCodeId(canteenId, value.code)),
  );
  await writeInChunks(db, unlinked, (batch, { value }) => writeCode(batch, value));
  // Spec §5: a linked code's new validity moves its rule's in the same atomic batch, so the two never disagree.
  for (const { value } of linked) {
    const batch = db.batch();
    writeCode(batch, value);
    batch.update(
      db.collection(CONTRIBUTION_RULES).doc(ruleOfCode.get(invitationCodeId(canteenId, value.code))!),
      {
        valid_from: dayOfStoredDate(value.valid_from),
        valid_to: dayOfStoredDate(value.valid_to),
      },
    );
    await batch.commit();
  }
  return {
    total_rows: checked.rows.length,
    imported: checked.good.length,
    created: checked.good.length - existing,
    updated: existing,
    rejected: new Set(checked.errors.map((error) => error.line)).size,
    errors: checked.errors.slice(0, MAX_REPORTED_ERRORS),
    error_report_csv: errorReportCsv(checked.header, checked.rows, checked.errors, checked.delimiter),
    delimiter: checked.delimiter,
    duration_ms: Date.now() - started,
  };
}
