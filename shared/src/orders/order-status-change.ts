// The status change of an order (callable changeOrderStatus): its input, the history entry it appends.
import { z } from 'zod';
import { ORDER_STATUSES } from '../core/statuses';

/** Longest note of a status change. */
export const ORDER_STATUS_NOTE_MAX = 1000;

/** Messages (i18n keys of the orders namespace) the callable answers a refused change with. */
export const ORDER_STATUS_ERRORS = {
  forbidden: 'detail.status.errors.forbidden',
  final: 'detail.status.errors.final',
} as const;

/** Input of changeOrderStatus: the order, the new status and an optional note for the customer. */
export const orderStatusChangeSchema = z.object({
  orderId: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^/]+$/),
  status: z
    .number()
    .int()
    .refine((value) => (ORDER_STATUSES as number[]).includes(value), { message: ORDER_STATUS_ERRORS.forbidden }),
  note: z.string().trim().max(ORDER_STATUS_NOTE_MAX).optional().default(''),
});
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;

/** Answer of changeOrderStatus. */
export interface OrderStatusChangeResult {
  orderId: string;
  from: number;
  to: number;
  deliveries: number;
}

/**
 * An order history entry (spec §3 History entry, as IFM requests keep it): status as a string, when it changed, the
 * date set (the same instant: staff change orders now), the operator as richiedente, and the previous status.
 */
export function orderHistoryEntry<Time>(input: {
  from: number;
  to: number;
  at: Time;
  by: string;
  /** The operator's name at the time (the detail shows it without reading user documents). */
  byName?: string;
  note: string;
}): Record<string, unknown> {
  return {
    status: String(input.to),
    previous_status: String(input.from),
    change_date: input.at,
    date_set: input.at,
    richiedente: input.by,
    ...(input.byName ? { richiedente_name: input.byName } : {}),
    ...(input.note ? { note: input.note } : {}),
  };
}
