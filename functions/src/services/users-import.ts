// uploadUsersCSV: customers of a canteen from a CSV — new ones get an Auth account (no password: they set it
// with "Lost password?") and a users document; existing ones get the canteen added, nothing else changed.
import { createHash } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  USER_CSV_COLUMNS,
  WEB_USER_ROLE,
  userCsvRowSchema,
  type UiLanguage,
  type UserCsvRow,
} from '@backoffice/shared';
import type { CsvRow } from './csv';
import {
  MAX_REPORTED_ERRORS,
  checkCsv,
  checkRowWith,
  errorReportCsv,
  writeInChunks,
  type CsvImportReport,
  type CsvRowError,
  type RowCheck,
} from './csv-import';

export { USER_CSV_COLUMNS, type UserCsvRow };

const TEXT_COLUMNS = ['email', 'name', 'surname', 'matricola', 'cf', 'company', 'card'];

function checkUserRow(row: CsvRow): RowCheck<UserCsvRow> {
  return checkRowWith(
    row,
    userCsvRowSchema,
    [...USER_CSV_COLUMNS.required, ...USER_CSV_COLUMNS.optional],
    TEXT_COLUMNS,
  );
}

/** The uid of an imported account: derived from the e-mail, so importing the same file twice is idempotent. */
export function importedUid(email: string): string {
  return `imp_${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24)}`;
}

/** Existing Auth accounts by e-mail, looked up 100 at a time (the Admin SDK's limit). */
async function existingUids(auth: Auth, emails: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let start = 0; start < emails.length; start += 100) {
    const result = await auth.getUsers(emails.slice(start, start + 100).map((email) => ({ email })));
    for (const user of result.users) if (user.email) found.set(user.email.toLowerCase(), user.uid);
  }
  return found;
}

export interface UsersImportOptions {
  db: Firestore;
  auth: Auth;
  canteenId: string;
  language: UiLanguage;
  importedBy: string;
  now: Date;
}

/** Imports the good rows, reports the bad ones; throws CsvFatalError before writing anything for a bad file. */
export async function importUsersCsv(bytes: Buffer, options: UsersImportOptions): Promise<CsvImportReport> {
  const started = Date.now();
  const { db, auth, canteenId, language, importedBy, now } = options;
  const checked = checkCsv(bytes, USER_CSV_COLUMNS, checkUserRow, (row) => row.email);
  const known = await existingUids(
    auth,
    checked.good.map(({ value }) => value.email),
  );
  const fresh = checked.good.filter(({ value }) => !known.has(value.email));
  const authErrors: CsvRowError[] = [];
  // Accounts first, 1000 per call (the Admin SDK's limit): a row whose account fails is reported, not written.
  const failedEmails = new Set<string>();
  for (let start = 0; start < fresh.length; start += 1000) {
    const slice = fresh.slice(start, start + 1000);
    const result = await auth.importUsers(
      slice.map(({ value }) => ({
        uid: importedUid(value.email),
        email: value.email,
        displayName: `${value.name} ${value.surname}`,
      })),
    );
    for (const error of result.errors) {
      const item = slice[error.index];
      if (!item) continue;
      failedEmails.add(item.value.email);
      authErrors.push({
        line: item.row.line,
        column: 'email',
        code: 'invalid_value',
        message: `Account not created: ${error.error.message}`,
      });
    }
  }
  const writable = checked.good.filter(({ value }) => !failedEmails.has(value.email));
  await writeInChunks(db, writable, (batch, { value }) => {
    const existing = known.get(value.email);
    if (existing) {
      // An existing person (maybe staff) keeps role, roles and profile: the import only adds the canteen.
      batch.set(
        db.collection('users').doc(existing),
        { canteens: FieldValue.arrayUnion(canteenId), imported_at: now, imported_by: importedBy },
        { merge: true },
      );
      return;
    }
    batch.set(
      db.collection('users').doc(importedUid(value.email)),
      {
        profile: {
          name: value.name,
          surname: value.surname,
          email: value.email,
          ...(value.matricola ? { matricola: value.matricola } : {}),
          ...(value.cf ? { cf: value.cf } : {}),
          ...(value.company ? { company: value.company } : {}),
        },
        card: value.card,
        roles: { [WEB_USER_ROLE]: true },
        role: WEB_USER_ROLE,
        active_language: language,
        canteens: FieldValue.arrayUnion(canteenId),
        bo_canteens: [],
        bo_visited_canteens: [],
        imported_at: now,
        imported_by: importedBy,
        created_at: now,
      },
      { merge: true },
    );
  });
  const errors = [...checked.errors, ...authErrors].sort((a, b) => a.line - b.line);
  const created = writable.filter(({ value }) => !known.has(value.email)).length;
  return {
    total_rows: checked.rows.length,
    imported: writable.length,
    created,
    updated: writable.length - created,
    rejected: new Set(errors.map((error) => error.line)).size,
    errors: errors.slice(0, MAX_REPORTED_ERRORS),
    error_report_csv: errorReportCsv(checked.header, checked.rows, errors, checked.delimiter),
    delimiter: checked.delimiter,
    duration_ms: Date.now() - started,
  };
}
