// The `--scale` orders (issue 17): a year of one canteen's orders, the same on every run, only with the flag.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, orderRow } from '@backoffice/shared';
import { pickupPoints } from './canteens';
import { canteenById } from './canteen-data';
import { canteenMethods, costCentersOf } from './finance';
import { SCALE_CANTEEN, SCALE_DAYS, SCALE_ORDERS, scaleFlag, scaledOrder, scaledOrderId } from './scale';

const today = new Date('2026-11-27T09:30:00Z');

describe('scale seed', () => {
  it('is asked for with --scale or --scale=N only', () => {
    expect(scaleFlag([])).toBeNull();
    expect(scaleFlag(['--scale'])).toBe(SCALE_ORDERS);
    expect(scaleFlag(['--x', '--scale=2500'])).toBe(2500);
    expect(() => scaleFlag(['--scale=lots'])).toThrow(/--scale takes a number/);
  });

  it('builds the same order for the same number, spread evenly over the year before the day', () => {
    expect(scaledOrder(SCALE_CANTEEN, 42, SCALE_ORDERS, today)).toEqual(scaledOrder(SCALE_CANTEEN, 42, SCALE_ORDERS, today));
    expect(scaledOrder(SCALE_CANTEEN, 42, SCALE_ORDERS, today).path).toBe(`orders/${scaledOrderId(SCALE_CANTEEN, 42)}`);
    const first = scaledOrder(SCALE_CANTEEN, 0, SCALE_ORDERS, today).data.date_obj as Date;
    const last = scaledOrder(SCALE_CANTEEN, SCALE_ORDERS - 1, SCALE_ORDERS, today).data.date_obj as Date;
    expect(first.toISOString().slice(0, 10)).toBe('2026-11-27');
    expect(Math.round((first.getTime() - last.getTime()) / 86_400_000)).toBe(SCALE_DAYS - 1);
  });

  it('fills every field the list filters and exports read, with the canteen’s own values', () => {
    const canteen = canteenById(SCALE_CANTEEN);
    const points = pickupPoints(canteen).map((point) => point.id);
    const methods = canteenMethods(canteen).map(([code]) => code);
    const centers = ['', ...costCentersOf(canteen).map((center) => center.id)];
    for (let n = 0; n < 2000; n += 97) {
      const { data } = scaledOrder(SCALE_CANTEEN, n, SCALE_ORDERS, today);
      expect(data.canteenid).toBe(SCALE_CANTEEN);
      expect(ORDER_STATUSES).toContain(data.status);
      expect(points).toContain((data.pickup_point as { id: string }).id);
      expect(methods).toContain(data.payment_method);
      expect(centers).toContain(data.cost_center_id);
      expect(data.slot).toMatch(/^\d{2}:\d{2}-\d{2}:\d{2}$/);
      const row = orderRow(`SCALE_${n}`, data);
      expect(row.items).not.toBe('');
      expect(row.total).toBeGreaterThan(0);
    }
  });
});
