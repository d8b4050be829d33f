// One IFM request (orders/{id} with tag ifm), live: the document read defensively into what the detail shows.
import useSWRSubscription from 'swr/subscription';
import { doc, onSnapshot, type DocumentData } from 'firebase/firestore';
import { toDate } from '@backoffice/shared';
import { db } from '../../../lib/firestore';

/** One line of the request: quantity x name, amount, chosen options. */
export interface IfmRequestLine {
  name: string;
  quantity: number;
  /** Unit amount in the canteen's currency. */
  amount: number;
  variants: string[];
}

export interface IfmRequest {
  id: string;
  canteenId: string;
  humanId: string;
  status: number;
  /** As stored; shared's ifmHistoryRows reads it. */
  history: unknown[];
  notes: string;
  lines: IfmRequestLine[];
  total: number | null;
  requester: { name: string; surname: string };
  userId: string;
  /** 'ASAP' or 'TIME_DEFINED' (spec §2 service types); null when absent. */
  serviceType: string | null;
  requestDate: Date | null;
  executionDate: Date | null;
  deadline: Date | null;
  pickupPoint: string;
  deliveryPlace: string;
  paymentMethod: string;
  costCentre: string;
  closeDate: Date | null;
}

/** Why a request cannot be shown: missing (or not an IFM request), or refused by the rules. */
export type IfmRequestProblem = 'not-found' | 'denied' | 'failed';

export class IfmRequestError extends Error {
  constructor(
    readonly problem: IfmRequestProblem,
    cause?: unknown,
  ) {
    super(`IFM request ${problem}`, { cause });
  }
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const number = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function lineOf(value: unknown): IfmRequestLine {
  const line = record(value);
  const variants = Array.isArray(line.variants) ? line.variants : [];
  return {
    name: text(line.name),
    quantity: number(line.qt) ?? 0,
    amount: number(line.euro) ?? 0,
    variants: variants
      .map((variant) => text(record(variant).name) || text(variant))
      .filter((name) => name !== ''),
  };
}

/** The document as the detail reads it; null when it is not an IFM request. */
export function ifmRequestFromDocument(id: string, data: DocumentData): IfmRequest | null {
  if (data.tag !== 'ifm') return null;
  const user = record(data.user);
  return {
    id,
    canteenId: text(data.canteenid),
    humanId: text(data.human_id) || id,
    status: number(data.status) ?? Number.NaN,
    history: Array.isArray(data.history) ? data.history : [],
    notes: text(data.notes).trim(),
    lines: Array.isArray(data.recipes) ? data.recipes.map(lineOf) : [],
    total: number(data.total),
    requester: { name: text(user.name), surname: text(user.surname) },
    userId: text(data.userid),
    serviceType: text(data.service_type) || null,
    requestDate: toDate(data.real_date),
    executionDate: toDate(data.execution_datetime),
    deadline: toDate(data.deadline),
    pickupPoint: text(record(data.pickup_point).name) || text(data.pickup_point),
    deliveryPlace: text(record(data.delivery).place_name),
    paymentMethod: text(data.payment_method_name),
    costCentre: text(data.cost_center_name),
    closeDate: toDate(data.close_datetime),
  };
}

function problemOf(error: unknown): IfmRequestProblem {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return code === 'permission-denied' ? 'denied' : 'failed';
}

/** The live request; data null when no IFM request has this id. A refused read is an IfmRequestError 'denied'. */
export function useIfmRequest(id: string | null) {
  return useSWRSubscription<IfmRequest | null, IfmRequestError, string[] | null>(
    id ? ['ifm-request', id] : null,
    ([, requestId], { next }) =>
      onSnapshot(
        doc(db, 'orders', requestId ?? ''),
        (snapshot) =>
          next(null, snapshot.exists() ? ifmRequestFromDocument(snapshot.id, snapshot.data()) : null),
        (error) => {
          console.error(`IFM request ${requestId} not followed`, error);
          next(new IfmRequestError(problemOf(error), error));
        },
      ),
  );
}
