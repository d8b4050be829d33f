// orders/{id}: every canteen has orders in every order status (spec §4) plus two weeks of completed history.
import { ORDER_STATUSES } from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import {
  addDays,
  addMinutes,
  atLocalTime,
  nextWeekday,
  previousWeekday,
  toOfficeHours,
  utcDay,
} from './dates';
import { dailyMenu } from './menus';
import { DEMO_CUSTOMER, customersOf } from './people-data';
import { createRandom, type Random } from './random';
import { findService, orderLine, type BuiltService, type OrderLine } from './services';
import { money, type CanteenDef, type SeedDocument } from './types';

type OrderTag = 'menu' | 'lunchbox' | 'takeaway' | 'shop' | 'coffeebreak';

/** When orders of a status fall (days from today) and which services they plausibly come from. */
const STATUS_PROFILE: Record<number, { days: [number, number]; tags: OrderTag[] }> = {
  [-1]: { days: [0, 1], tags: ['shop', 'coffeebreak', 'takeaway'] },
  1: { days: [0, 3], tags: ['menu', 'lunchbox', 'takeaway'] },
  2: { days: [0, 0], tags: ['menu', 'takeaway', 'shop'] },
  3: { days: [0, 0], tags: ['takeaway', 'coffeebreak', 'shop'] },
  4: { days: [-5, 2], tags: ['menu', 'shop', 'lunchbox'] },
  5: { days: [-7, -1], tags: ['menu', 'lunchbox', 'coffeebreak'] },
  7: { days: [1, 5], tags: ['menu', 'lunchbox', 'coffeebreak'] },
  8: { days: [0, 0], tags: ['takeaway', 'shop', 'lunchbox'] },
  9: { days: [0, 0], tags: ['takeaway', 'shop'] },
  10: { days: [-6, 0], tags: ['takeaway', 'shop', 'lunchbox'] },
  20: { days: [0, 0], tags: ['menu'] },
};

const ORDERS_PER_STATUS = 3;
const HISTORY_DAYS = 14;

/** Pickup or service time window (local hours) per tag. */
const SERVICE_HOURS: Record<OrderTag, [number, number]> = {
  menu: [12, 14],
  lunchbox: [12, 13],
  takeaway: [12, 14],
  shop: [8, 15],
  coffeebreak: [9, 16],
};

interface OrderContext {
  canteen: CanteenDef;
  services: readonly BuiltService[];
  random: Random;
  now: Date;
  sequence: number;
}

function serviceDay(today: Date, offset: number): Date {
  const day = addDays(today, offset);
  if (offset < 0) return previousWeekday(day);
  if (offset > 0) return nextWeekday(day);
  return day;
}

function menuLines(
  ctx: OrderContext,
  day: Date,
): { lines: Array<OrderLine | Record<string, unknown>>; points: number } {
  const menu = dailyMenu(ctx.canteen, day).filter(
    (entry) => entry.dietId === 'daily' || entry.dietId === 'standard',
  );
  const byComponent = (component: string) => menu.filter((entry) => entry.recipe.component === component);
  const picks = [byComponent('first'), byComponent('second'), byComponent('side')]
    .filter((entries) => entries.length > 0 && ctx.random.chance(0.85))
    .map((entries) => ctx.random.pick(entries).recipe);
  if (picks.length === 0) picks.push(ctx.random.pick(menu).recipe);
  const lines = picks.map((recipe) => ({
    name: recipe.name[ctx.canteen.language],
    qt: 1,
    euro: money(recipe.euro * ctx.canteen.priceFactor, ctx.canteen.currency),
    variants: [],
    recipe_id: recipe.id,
  }));
  return { lines, points: picks.reduce((sum, recipe) => sum + recipe.points, 0) };
}

function productLines(ctx: OrderContext, tag: 'shop' | 'coffeebreak'): OrderLine[] {
  const service = findService(ctx.services, tag, ctx.canteen.id);
  // Seeded orders never contain items of a stopped category: the server would reject them.
  const orderable = service.products.filter((product) => product.orderable && product.def.timingHours === 0);
  return ctx.random
    .sample(orderable, ctx.random.int(1, 3))
    .map((product) => orderLine(product, ctx.canteen, ctx.random, ctx.random.chance(0.2) ? 2 : 1));
}

function orderDocument(ctx: OrderContext, status: number, tag: OrderTag, day: Date): SeedDocument {
  const { canteen, random } = ctx;
  ctx.sequence += 1;
  // The demo customer owns about half of the orders of their canteen.
  const customer =
    canteen.id === DEMO_CUSTOMER.canteenId && random.chance(0.5)
      ? DEMO_CUSTOMER
      : random.pick(customersOf(canteen.id));
  const [fromHour, toHour] = SERVICE_HOURS[tag];
  const execution = atLocalTime(
    day,
    random.int(fromHour, toHour - 1),
    random.pick([0, 15, 30, 45]),
    canteen.utcOffsetHours,
  );
  const rawCreated = addMinutes(execution, -random.int(60, 60 * 48));
  const officeCreated = toOfficeHours(rawCreated, canteen.utcOffsetHours);
  let created = officeCreated < execution ? officeCreated : rawCreated;
  // Nothing is created after the moment of seeding.
  if (created > ctx.now) created = addMinutes(ctx.now, -random.int(5, 120));
  const isProductOrder = tag === 'shop' || tag === 'coffeebreak';
  const menu = isProductOrder ? null : menuLines(ctx, day);
  const lines: Array<Record<string, unknown>> = isProductOrder
    ? productLines(ctx, tag).map((line) => ({ ...line }))
    : (menu?.lines ?? []).map((line) => ({ ...line }));
  const total = lines.reduce((sum, line) => sum + Number(line.euro) * Number(line.qt), 0);
  const number = canteen.id.slice(2);
  const seq = String(ctx.sequence).padStart(4, '0');
  return {
    path: `orders/ORD_${canteen.id}_${seq}`,
    data: {
      canteenid: canteen.id,
      userid: customer.uid,
      // Noon of the service day in the canteen's zone: the same calendar day in every time zone it is viewed from.
      date_obj: atLocalTime(day, 12, 0, canteen.utcOffsetHours),
      execution_datetime: execution,
      tag,
      status,
      recipes: lines,
      total: money(total, canteen.currency),
      ...(menu ? { points: menu.points } : {}),
      ...(isProductOrder ? { service_id: findService(ctx.services, tag, canteen.id).id } : {}),
      user: { name: customer.name, surname: customer.surname },
      human_id: `${number}-${seq}`,
      created_at: created,
    },
  };
}

function canteenOrders(canteen: CanteenDef, services: readonly BuiltService[], now: Date): SeedDocument[] {
  const today = utcDay(now);
  const ctx: OrderContext = {
    canteen,
    services,
    random: createRandom(`orders:${canteen.id}`),
    now,
    sequence: 0,
  };
  const schoolTag = (tag: OrderTag): OrderTag => (canteen.isSchool && tag !== 'lunchbox' ? 'menu' : tag);
  const documents: SeedDocument[] = [];
  for (const status of ORDER_STATUSES) {
    const profile = STATUS_PROFILE[status];
    if (!profile) throw new Error(`No seed profile for order status ${status}`);
    for (let n = 0; n < ORDERS_PER_STATUS; n += 1) {
      const tag = schoolTag(profile.tags[n % profile.tags.length] ?? 'menu');
      const day = serviceDay(today, ctx.random.int(profile.days[0], profile.days[1]));
      documents.push(orderDocument(ctx, status, tag, day));
    }
  }
  // Completed orders of the last two weeks, so dashboards can compare today with a week ago.
  for (let offset = -HISTORY_DAYS; offset < 0; offset += 1) {
    const day = addDays(today, offset);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const count = ctx.random.int(2, 4);
    for (let n = 0; n < count; n += 1) {
      const tag = schoolTag(
        ctx.random.pick<OrderTag>(['menu', 'menu', 'lunchbox', 'takeaway', 'shop', 'coffeebreak']),
      );
      const status = tag === 'takeaway' || tag === 'shop' ? 10 : 5;
      documents.push(orderDocument(ctx, status, tag, day));
    }
  }
  return documents;
}

export function orderDocuments(now: Date, services: readonly BuiltService[]): SeedDocument[] {
  return CANTEENS.flatMap((canteen) => canteenOrders(canteen, services, now));
}
