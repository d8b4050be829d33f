// Imported spreadsheet rows (issue 14 "Imports"): header mapping, cell parsing and per-row validation with zod.
import type { z } from 'zod';
import { parseAmount, parsePoints } from './money';
import { formMessage } from './messages';

/** A column the import reads into the field `key` of the row schema. */
export interface ImportColumn {
  key: string;
  /** The header text shown to the user (already translated); also matched against the file's headers. */
  label: string;
  /** Other header texts that map to this column (e.g. the field name, an older export's header). */
  aliases?: readonly string[];
  /** The file must have this column. */
  required?: boolean;
  /** Cell text → the schema's input; the default keeps the trimmed text and turns a blank cell into undefined. */
  parse?: (cell: string) => unknown;
}

/** Where each column's values come from: the index of the file's column, or null when not mapped. */
export type ImportMapping = Record<string, number | null>;

export interface ImportFieldError {
  /** The column key, or null for an error of the whole row. */
  field: string | null;
  /** An i18n key (common or kit namespace) or a zod issue code. */
  message: string;
  /** The zod issue code, for translating zod's own messages. */
  code?: string;
}

export interface ImportRow<T> {
  /** The line of the row in the source, the header being line 1 (what the spreadsheet shows). */
  line: number;
  /** The parsed value when the row is valid. */
  value?: T;
  errors: ImportFieldError[];
}

export interface ImportValidation<T> {
  rows: ImportRow<T>[];
  invalidCount: number;
}

/** A header as compared: lower case, no accents, blanks/underscores/dashes as one space. */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/** The columns matched by header text (label, key or alias); each file column feeds at most one field. */
export function mapHeaders(headers: readonly string[], columns: readonly ImportColumn[]): ImportMapping {
  const byHeader = new Map<string, number>();
  headers.forEach((header, index) => {
    const normalized = normalizeHeader(header);
    if (normalized !== '' && !byHeader.has(normalized)) byHeader.set(normalized, index);
  });
  const used = new Set<number>();
  const mapping: ImportMapping = {};
  for (const column of columns) {
    const names = [column.label, column.key, ...(column.aliases ?? [])].map(normalizeHeader);
    const found = names.map((name) => byHeader.get(name)).find((index) => index !== undefined && !used.has(index));
    mapping[column.key] = found ?? null;
    if (found !== undefined) used.add(found);
  }
  return mapping;
}

/** Keys of the required columns the mapping leaves out. */
export function missingColumns(mapping: ImportMapping, columns: readonly ImportColumn[]): string[] {
  return columns.filter((column) => column.required && (mapping[column.key] ?? null) === null).map((column) => column.key);
}

const blankToUndefined = (cell: string): string | undefined => {
  const trimmed = cell.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** Ready-made cell parsers: a failed number becomes NaN so the schema's own message names the problem. */
export const importParsers = {
  text: blankToUndefined,
  amount: (cell: string) => (cell.trim() === '' ? undefined : (parseAmount(cell) ?? Number.NaN)),
  points: (cell: string) => (cell.trim() === '' ? undefined : (parsePoints(cell) ?? Number.NaN)),
  number: (cell: string) => (cell.trim() === '' ? undefined : (parseAmount(cell) ?? Number.NaN)),
  boolean: (cell: string) => {
    const value = normalizeHeader(cell);
    if (value === '') return undefined;
    if (['1', 'true', 'yes', 'si', 'sí', 'oui', 'x', 'bai', 'evet'].includes(value)) return true;
    if (['0', 'false', 'no', 'non', 'ez', 'hayir'].includes(value)) return false;
    return cell;
  },
} as const;

/**
 * Parses and validates every data row once (linear in rows × columns): the row object built from the mapped cells
 * goes through `schema`; its issues become per-field errors. Rows that are entirely blank are skipped.
 * `firstLine` is the source line of `records[0]` (2 when a header line precedes them).
 */
export function validateImportRows<S extends z.ZodType>(
  records: readonly (readonly string[])[],
  mapping: ImportMapping,
  columns: readonly ImportColumn[],
  schema: S,
  firstLine = 2,
): ImportValidation<z.output<S>> {
  const mapped = columns.filter((column) => (mapping[column.key] ?? null) !== null);
  const rows: ImportRow<z.output<S>>[] = [];
  let invalidCount = 0;
  records.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const input: Record<string, unknown> = {};
    for (const column of mapped) {
      const cell = record[mapping[column.key]!] ?? '';
      const value = (column.parse ?? blankToUndefined)(cell);
      if (value !== undefined) input[column.key] = value;
    }
    const result = schema.safeParse(input);
    const line = firstLine + index;
    if (result.success) {
      rows.push({ line, value: result.data, errors: [] });
      return;
    }
    invalidCount += 1;
    rows.push({
      line,
      errors: result.error.issues.map((issue) => ({
        field: typeof issue.path[0] === 'string' ? issue.path[0] : null,
        message: issue.message,
        code: issue.code,
      })),
    });
  });
  return { rows, invalidCount };
}

/** The error of a required column the file lacks, as a row-independent message key. */
export const MISSING_COLUMN_MESSAGE = formMessage('forms.import.missingColumn');
