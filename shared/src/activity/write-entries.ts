// Activity-log entries of back-office writes (kind 'write'): their schema and the field diff they carry.
import { z } from 'zod';
import { dateLikeSchema } from '../model/entities';
import { STAMP_FIELDS } from './audited-collections';

/** Entries of the trigger say `kind: 'write'`; the API's entries (one per call) have no kind. */
export const WRITE_ENTRY_KIND = 'write';
export const AUDITED_WRITE_OPERATIONS = ['create', 'update', 'delete'] as const;
export type WriteOperation = (typeof AUDITED_WRITE_OPERATIONS)[number];

/** A value longer than this (as text) is cut and ends with CUT_MARK; an image or a long text stays readable. */
export const MAX_VALUE_CHARS = 300;
/** At most this many changed fields per entry (a canteen document has ~40); `truncated` says when more changed. */
export const MAX_CHANGED_FIELDS = 60;
export const CUT_MARK = '…';

export const fieldChangeSchema = z.object({
  field: z.string(),
  /** Absent when the field did not exist before (a create, or a field added). */
  before: z.unknown().optional(),
  /** Absent when the field no longer exists (a delete, or a field removed). */
  after: z.unknown().optional(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const writeEntrySchema = z.object({
  kind: z.literal(WRITE_ENTRY_KIND),
  /** Who: the uid the rules proved (the stamp); null for a delete, whose author Firestore does not tell. */
  user: z.string().nullable(),
  /** The role of `user` read on the server (custom claims), never from the written document. */
  role: z.string().nullable(),
  canteen_id: z.string().nullable(),
  collection: z.string(),
  doc_id: z.string(),
  doc_path: z.string(),
  operation: z.enum(AUDITED_WRITE_OPERATIONS),
  changes: z.array(fieldChangeSchema),
  truncated: z.boolean(),
  /** Only for deletes: the last stamped writer of the deleted document (not necessarily who deleted it). */
  last_updated_by: z.string().nullable().optional(),
  at: dateLikeSchema,
  event_id: z.string(),
});
export type WriteEntry = z.infer<typeof writeEntrySchema>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A Firestore value made plain JSON: timestamps as ISO text, references as their path, bytes as a mark, maps and
 * arrays recursively (keys sorted, so equal values give equal text).
 */
export function plainValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(plainValue);
  if (value instanceof Uint8Array) return `<${value.length} bytes>`;
  if (isRecord(value)) {
    if (typeof value.toDate === 'function') return plainValue((value.toDate as () => unknown)());
    if (typeof value.path === 'string' && typeof value.id === 'string' && 'firestore' in value)
      return value.path;
    if (typeof value.toBase64 === 'function') return '<bytes>';
    const plain: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) plain[key] = plainValue(value[key]);
    return plain;
  }
  return String(value);
}

/** The plain value cut to MAX_VALUE_CHARS: a long text keeps its start, a big map or list becomes its JSON start. */
export function cutValue(plain: unknown): unknown {
  if (typeof plain === 'string') {
    return plain.length > MAX_VALUE_CHARS ? plain.slice(0, MAX_VALUE_CHARS) + CUT_MARK : plain;
  }
  if (typeof plain !== 'object' || plain === null) return plain;
  const json = JSON.stringify(plain);
  return json.length > MAX_VALUE_CHARS ? json.slice(0, MAX_VALUE_CHARS) + CUT_MARK : plain;
}

const IGNORED_FIELDS: ReadonlySet<string> = new Set(STAMP_FIELDS);

/**
 * The top-level fields that differ between two versions of a document (undefined: it did not exist), sorted by
 * name, with plain and cut before → after values. The stamp fields are left out: they change on every write and
 * the entry says who and when already.
 */
export function diffFields(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): { changes: FieldChange[]; truncated: boolean } {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of [...fields].sort()) {
    if (IGNORED_FIELDS.has(field)) continue;
    const had = before !== undefined && Object.hasOwn(before, field);
    const has = after !== undefined && Object.hasOwn(after, field);
    const plainBefore = had ? plainValue(before[field]) : undefined;
    const plainAfter = has ? plainValue(after[field]) : undefined;
    if (had === has && JSON.stringify(plainBefore) === JSON.stringify(plainAfter)) continue;
    changes.push({
      field,
      ...(had ? { before: cutValue(plainBefore) } : {}),
      ...(has ? { after: cutValue(plainAfter) } : {}),
    });
  }
  return { changes: changes.slice(0, MAX_CHANGED_FIELDS), truncated: changes.length > MAX_CHANGED_FIELDS };
}

/** The entry id of a trigger event: a replayed event finds its entry already written. */
export function writeEntryId(eventId: string): string {
  return `write_${eventId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}
