// uploadCodeCSV: invitation codes of a canteen (spec §3: valid from/to, linked voucher value and validity),
// upserted under invitation_codes/{canteenId}_{CODE} so uploading the same file twice changes nothing.
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import {
  CODE_CSV_COLUMNS,
  CONTRIBUTION_RULES,
  INVITATION_CODES,
  dayOfStoredDate,
  invitationCodeCsvRowSchema,
  invitationCodeId,
  type InvitationCodeCsvRow,
} from '@backoffice/shared';
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

type CodeRow = InvitationCodeCsvRow;

function checkCodeRow(row: CsvRow): RowCheck<CodeRow> {
  return checkRowWith(
    row,
    invitationCodeCsvRowSchema,
    [...CODE_CSV_COLUMNS.required, ...CODE_CSV_COLUMNS.optional],
    ['code'],
  );
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
