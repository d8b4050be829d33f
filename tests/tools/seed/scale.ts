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

/** Writes the scaled orders with a BulkWriter (the caller pauses the triggers); resolves the seconds it took. */
export async function writeScaledOrders(
  db: Firestore,
  options: { today: Date; canteenId?: string; orders?: number; onProgress?: (written: number) => void },
): Promise<number> {
  const canteenId = options.canteenId ?? SCALE_CANTEEN;
  const count = options.orders ?? SCALE_ORDERS;
  const started = performance.now();
  const writer = db.bulkWriter();
  for (let n = 0; n < count; n += 1) {
    const order = scaledOrder(canteenId, n, count, options.today);
    void writer.set(db.doc(order.path), order.data);
    // Bounded memory: wait for what is queued every 5,000 documents.
    if ((n + 1) % 5_000 === 0) {
      await writer.flush();
      options.onProgress?.(n + 1);
    }
  }
  await writer.close();
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
