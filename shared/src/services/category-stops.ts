// Stopped categories (spec §4 Service category): the stop/resume request, who may send it, and order rejection.
import { z } from 'zod';
import { dateLikeSchema } from '../model/entities';
import type { ScreenKey } from '../access/permissions';
import { ORDER_STATUS, isPendingPaymentStatus } from '../core/statuses';

/** Input of the stop/resume callable `setCategoryStopped` (the SPA sends exactly this). */
export const categoryStopRequestSchema = z.strictObject({
  serviceId: z.string().trim().min(1).max(200),
  categoryId: z.string().trim().min(1).max(200),
  stopped: z.boolean(),
});
export type CategoryStopRequest = z.infer<typeof categoryStopRequestSchema>;

/**
 * The screen key whose roles may stop or resume a category of a service with this tag: the shop and
 * coffee-break screens (/servizi/shop, /servizi/coffeebreak) for their services, Servizi for any other
 * (the IFM service screen /servizi/ifm) — the same keys the routes of those screens carry.
 */
export function categoryStopScreenKey(tag: string | null | undefined): ScreenKey {
  if (tag === 'shop') return 'Shop';
  if (tag === 'coffeebreak') return 'CoffeeBreak';
  return 'Servizi';
}

/** Machine-readable reasons an order is rejected by the server. */
export const ORDER_REJECTION_CODES = { CATEGORY_STOPPED: 'CATEGORY_STOPPED' } as const;
export type OrderRejectionCode = (typeof ORDER_REJECTION_CODES)[keyof typeof ORDER_REJECTION_CODES];

/** `rejection` on a rejected order: the code, the stopped category ids it contained, when it was rejected. */
export const orderRejectionSchema = z.looseObject({
  code: z.enum([ORDER_REJECTION_CODES.CATEGORY_STOPPED]),
  categories: z.array(z.string()).min(1),
  at: dateLikeSchema,
});
export type OrderRejection = z.infer<typeof orderRejectionSchema>;

/** The status a rejected order gets: cancelled. */
export const REJECTED_ORDER_STATUS = ORDER_STATUS.CANCELLED;

/**
 * Statuses in which an order still waits to be accepted, so its items are checked against stopped
 * categories: pending (1) and pending payment (-1 and below). Later statuses were accepted already.
 */
export function isCategoryCheckedOrderStatus(status: unknown): boolean {
  return typeof status === 'number' && (status === ORDER_STATUS.PENDING || isPendingPaymentStatus(status));
}

/** The distinct category ids of an order's lines (`recipes[].category_id`), in line order. */
export function orderLineCategoryIds(lines: unknown): string[] {
  if (!Array.isArray(lines)) return [];
  const ids = lines
    .map((line) => (typeof line === 'object' && line !== null ? (line as { category_id?: unknown }).category_id : null))
    .filter((id): id is string => typeof id === 'string' && id !== '');
  return [...new Set(ids)];
}

/** The categories of an order that are stopped, in line order; empty when the order may be accepted. */
export function stoppedCategoriesOfOrder(lines: unknown, stoppedCategoryIds: Iterable<string>): string[] {
  const stopped = new Set(stoppedCategoryIds);
  return orderLineCategoryIds(lines).filter((id) => stopped.has(id));
}
