// Firestore data → plain JSON for answers: Timestamps and Dates become ISO text, references their path.
import { toDate } from '@backoffice/shared';

/** A recursive copy where every date-like value is ISO text (depth-limited: stored documents are shallow). */
export function toPlainJson(value: unknown, depth = 0): unknown {
  if (depth > 20) return null;
  if (value === null || typeof value !== 'object') return value;
  const date =
    value instanceof Date || typeof (value as { toDate?: unknown }).toDate === 'function'
      ? toDate(value)
      : null;
  if (date) return date.toISOString();
  if (Array.isArray(value)) return value.map((item) => toPlainJson(item, depth + 1));
  const reference = value as { path?: unknown; firestore?: unknown };
  if (typeof reference.path === 'string' && reference.firestore !== undefined) return reference.path;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toPlainJson(item, depth + 1)]));
}
