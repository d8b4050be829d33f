// `npm run seed -- --scale[=N]` (issue 17): one canteen filled with N orders (100,000 by default) over the year
// before the seed's day, for the order-list benchmark (tests/bench/orders-scale.bench.ts). Only with the flag: the
// normal seed does not build or write any of them. Orders are made on the fly (never all in memory) from a stream
// seeded by their number, so two runs write the same documents under the same ids (SCALE_{canteen}_{n}).
import type { Firestore } from 'firebase-admin/firestore';
import { canteenById } from './canteen-data';
import { pickupPoints } from './canteens';
import { addDays, atLocalTime, utcDay } from './dates';
import { canteenMethods, costCentersOf, paymentMethodName } from './finance';
import { customerCardOf, customersOf } from './people-data';
import { createRandom } from './random';
import { money } from './types';

/** The scale run's defaults: the canteen the benchmark reads, and how many orders. */
export const SCALE_CANTEEN = 'C_1001';
export const SCALE_ORDERS = 100_000;
/** Days back from the seed's day the orders spread over. */
export const SCALE_DAYS = 365;

const SCALE_TAGS = ['menu', 'menu', 'menu', 'takeaway', 'lunchbox', 'shop', 'coffeebreak', 'posto'] as const;
/** Mostly collected orders, as a year of history is; some cancelled; today's still open. */
const PAST_STATUSES = [5, 5, 5, 5, 5, 5, 5, 5, 4, 10] as const;
const TODAY_STATUSES = [1, 1, 2, 3, 7, 20, 8, -1] as const;
const DISHES = [
  ['Lasagne al forno', 6.5],
  ['Risotto ai funghi', 6],
  ['Pollo arrosto', 7],
  ['Merluzzo al vapore', 7.5],
  ['Insalata mista', 3],
  ['Patate al forno', 2.5],
  ['Macedonia', 2],
  ['Tiramisù', 3],
] as const;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** The id of the n-th scaled order of a canteen. */
export function scaledOrderId(canteenId: string, n: number): string {
  return `SCALE_${canteenId}_${String(n).padStart(6, '0')}`;
}

/** The n-th scaled order (0-based) of `canteenId`, dated within SCALE_DAYS before `today`. */
export function scaledOrder(canteenId: string, n: number, count: number, today: Date): { path: string; data: Record<string, unknown> } {
  const canteen = canteenById(canteenId);
  const random = createRandom(`scale:${canteenId}:${n}`);
  const customers = customersOf(canteen.id);
  const customer = customers[n % customers.length]!;
  // Evenly over the days, newest first for the first numbers (so a day has count / SCALE_DAYS orders).
  const daysBack = Math.floor((n * SCALE_DAYS) / count);
  const day = addDays(utcDay(today), -daysBack);
  const minutes = random.int(11 * 60 + 30, 14 * 60 + 15);
  const execution = atLocalTime(day, Math.floor(minutes / 60), minutes % 60, canteen.utcOffsetHours);
  const tag = random.pick(SCALE_TAGS);
  const status = daysBack === 0 ? random.pick(TODAY_STATUSES) : random.pick(PAST_STATUSES);
  const lines = random.sample(DISHES, random.int(1, 3)).map(([name, euro]) => ({ name, qt: random.int(1, 2), euro, variants: [] }));
  const points = pickupPoints(canteen);
  const pickup = random.pick(points);
  const code = random.pick(canteenMethods(canteen).map(([method]) => method));
  const center = code === 'COST_CENTER' || random.chance(0.2) ? random.pick(costCentersOf(canteen)) : null;
  const slotStart = Math.floor(minutes / 15) * 15;
  return {
    path: `orders/${scaledOrderId(canteen.id, n)}`,
    data: {
      canteenid: canteen.id,
      userid: customer.uid,
      date_obj: atLocalTime(day, 12, 0, canteen.utcOffsetHours),
      execution_datetime: execution,
      tag,
      status,
      recipes: lines,
      total: money(lines.reduce((sum, line) => sum + line.euro * line.qt, 0), canteen.currency),
      user: { name: customer.name, surname: customer.surname },
      pickup_point: { id: pickup.id, name: pickup.name },
      slot: `${pad2(Math.floor(slotStart / 60))}:${pad2(slotStart % 60)}-${pad2(Math.floor((slotStart + 15) / 60))}:${pad2((slotStart + 15) % 60)}`,
      payment_method: code,
      payment_method_name: paymentMethodName(code, canteen.language),
      cost_center_id: center?.id ?? '',
      cost_center_name: center?.name ?? '',
      notes: '',
      card: customerCardOf(customer.uid),
      human_id: `S${canteen.id.slice(2)}-${String(n).padStart(6, '0')}`,
      created_at: addDays(execution, -1),
    },
  };
}

/** Orders per batched commit, and commits in flight at once: a gentle pace the emulator keeps up with. */
const SCALE_BATCH = 500;
const SCALE_CONCURRENCY = 4;
/** gRPC codes a commit is tried again on (DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED, ABORTED, UNAVAILABLE). */
const RETRIED_CODES = new Set([4, 8, 10, 14]);

/** Commits one batch of orders, again up to 5 times when the emulator is overloaded (the writes are idempotent sets). */
async function commitOrders(db: Firestore, orders: ReadonlyArray<{ path: string; data: Record<string, unknown> }>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const batch = db.batch();
    for (const order of orders) batch.set(db.doc(order.path), order.data);
    try {
      await batch.commit();
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= 5 || typeof code !== 'number' || !RETRIED_CODES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt));
    }
  }
}

/**
 * Writes the scaled orders (the caller pauses the triggers) in batched commits of 500, four at a time; resolves the
 * seconds it took. (A BulkWriter, unthrottled under the emulator, sent thousands of writes at once: on a busy machine
 * the emulator let the first ones pass their 60 s deadline and the unhandled failure ended the seed.)
 */
export async function writeScaledOrders(
  db: Firestore,
  options: { today: Date; canteenId?: string; orders?: number; onProgress?: (written: number) => void },
): Promise<number> {
  const canteenId = options.canteenId ?? SCALE_CANTEEN;
  const count = options.orders ?? SCALE_ORDERS;
  const started = performance.now();
  let next = 0;
  let written = 0;
  // Each worker builds its next batch on the fly: never more than SCALE_CONCURRENCY batches in memory.
  const worker = async () => {
    while (next < count) {
      const from = next;
      next = Math.min(count, next + SCALE_BATCH);
      const orders = [];
      for (let n = from; n < next; n += 1) orders.push(scaledOrder(canteenId, n, count, options.today));
      await commitOrders(db, orders);
      written += orders.length;
      if (written % 5_000 === 0 || written === count) options.onProgress?.(written);
    }
  };
  await Promise.all(Array.from({ length: SCALE_CONCURRENCY }, worker));
  return Math.round((performance.now() - started) / 100) / 10;
}

/** The `--scale` / `--scale=N` flag of `npm run seed`: the number of orders, or null without it. */
export function scaleFlag(argv: readonly string[]): number | null {
  const flag = argv.find((arg) => arg === '--scale' || arg.startsWith('--scale='));
  if (!flag) return null;
  const value = flag.includes('=') ? Number(flag.split('=')[1]) : SCALE_ORDERS;
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) throw new Error(`--scale takes a number of orders (1–1,000,000), not ${flag}`);
  return value;
}
