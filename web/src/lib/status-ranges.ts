// An order status in any of some ranges (shared NOT_CANCELLED_STATUS_RANGES) as one Firestore filter: an OR of ANDs.
import { and, or, where, type QueryFilterConstraint } from 'firebase/firestore';
import type { StatusBound } from '@backoffice/shared';

export function statusInRanges(ranges: ReadonlyArray<readonly StatusBound[]>): QueryFilterConstraint {
  return or(...ranges.map((bounds) => and(...bounds.map((bound) => where('status', bound.op, bound.value)))));
}
