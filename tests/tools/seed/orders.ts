// orders/{id}: every canteen has orders in every order status (spec §4) plus two weeks of completed history, each
// with its pickup point, slot, payment method, cost centre (some), notes (some) and the customer's card; every service
// type the canteen runs (restaurants: table service `posto` too) has orders today for the production sheet.
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
import { costCentersOf, canteenMethods, paymentMethodName } from './finance';
import { pickupPoints } from './canteens';
import { DEMO_CUSTOMER, customerCardOf, customersOf } from './people-data';
import { createRandom, type Random } from './random';
import { findService, orderLine, type BuiltService, type OrderLine } from './services';
import { money, type CanteenDef, type ContentLanguage, type SeedDocument } from './types';

type OrderTag = 'menu' | 'lunchbox' | 'takeaway' | 'posto' | 'shop' | 'coffeebreak';

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
  posto: [12, 14],
  shop: [8, 15],
  coffeebreak: [9, 16],
};

/** Variants a diner may ask for on a dish (the §3 merge rule keeps lines with different variants apart). */
const DISH_VARIANTS: Record<ContentLanguage, string[]> = {
  it: ['Senza glutine', 'Porzione ridotta', 'Senza lattosio'],
  es: ['Sin gluten', 'Media ración', 'Sin lactosa'],
  en: ['Gluten free', 'Small portion', 'Lactose free'],
  fr: ['Sans gluten', 'Petite portion', 'Sans lactose'],
};

const ORDER_NOTES: Record<ContentLanguage, string[]> = {
  it: ['Ritiro alle 12:45, grazie', 'Allergia alla frutta a guscio', 'Senza posate, grazie', 'Lo ritira un collega'],
  es: ['Recogida a las 12:45, gracias', 'Alergia a los frutos secos', 'Sin cubiertos, gracias', 'Lo recoge un compañero'],
  en: ['Pickup at 12:45, thanks', 'Nut allergy', 'No cutlery, please', 'A colleague will collect it'],
  fr: ['Retrait à 12h45, merci', 'Allergie aux fruits à coque', 'Sans couverts, merci', 'Un collègue le récupère'],
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The 15-minute slot (local time, 'HH:MM-HH:MM') an instant falls in at a canteen. */
function slotOf(instant: Date, utcOffsetHours: number): string {
  const local = new Date(instant.getTime() + utcOffsetHours * 3_600_000);
  const start = local.getUTCHours() * 60 + Math.floor(local.getUTCMinutes() / 15) * 15;
  const end = start + 15;
  return `${pad2(Math.floor(start / 60))}:${pad2(start % 60)}-${pad2(Math.floor(end / 60) % 24)}:${pad2(end % 60)}`;
}

/**
 * The fields a customer's checkout adds to an order: pickup point (table number for `posto`), slot, payment method,
 * cost centre (when paid by it, or charged to one), notes and card. Drawn from the order's own random stream, so the
 * other fields of the seed keep their values.
 */
function checkoutFields(
  canteen: CanteenDef,
  orderId: string,
  tag: OrderTag,
  execution: Date,
  uid: string,
): Record<string, unknown> {
  const random = createRandom(`order-details:${orderId}`);
  const points = pickupPoints(canteen);
  const pickup = tag === 'takeaway' && points.length > 1 ? points[1]! : random.pick(points);
  const codes = canteenMethods(canteen).map(([code]) => code);
  const code = random.pick(codes);
  const charged = code === 'COST_CENTER' || random.chance(0.25);
  const center = charged ? random.pick(costCentersOf(canteen)) : null;
  const notes = random.chance(0.35) ? random.pick(ORDER_NOTES[canteen.language]) : '';
  return {
    pickup_point: { id: pickup.id, name: pickup.name },
    ...(tag === 'posto' ? { table: random.int(1, 24) } : {}),
    slot: slotOf(execution, canteen.utcOffsetHours),
    payment_method: code,
    payment_method_name: paymentMethodName(code, canteen.language),
    cost_center_id: center?.id ?? '',
    cost_center_name: center?.name ?? '',
    notes,
    card: customerCardOf(uid),
  };
}

/** Some dish lines carry a variant (from the order's own stream): equal dishes then merge only by the §3 rule. */
function withVariants(canteen: CanteenDef, orderId: string, lines: Array<Record<string, unknown>>) {
  const random = createRandom(`order-variants:${orderId}`);
  return lines.map((line) =>
    random.chance(0.2) ? { ...line, variants: [{ name: random.pick(DISH_VARIANTS[canteen.language]) }] } : line,
  );
}

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
  const number = canteen.id.slice(2);
  const seq = String(ctx.sequence).padStart(4, '0');
  const orderId = `ORD_${canteen.id}_${seq}`;
  const lines: Array<Record<string, unknown>> = isProductOrder
    ? productLines(ctx, tag).map((line) => ({ ...line }))
    : withVariants(canteen, orderId, (menu?.lines ?? []).map((line) => ({ ...line })));
  const total = lines.reduce((sum, line) => sum + Number(line.euro) * Number(line.qt), 0);
  return {
    path: `orders/${orderId}`,
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
      ...checkoutFields(canteen, orderId, tag, execution, customer.uid),
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
  documents.push(...todaysServiceOrders(ctx, today));
  return documents;
}

/**
 * Orders of today (and, for bookings, tomorrow) for every service type the canteen runs, so the production sheet and
 * every service filter have rows: restaurants run menu, lunchbox, takeaway, table service (posto), shop and coffee
 * break; schools menu and lunchbox. Also one order in a pending-payment value below -1 (spec §4: ≤ -1 counts).
 */
function todaysServiceOrders(ctx: OrderContext, today: Date): SeedDocument[] {
  const day = nextWeekday(today);
  const plan: Array<[OrderTag, number, number]> = ctx.canteen.isSchool
    ? [
        ['menu', 1, 0],
        ['menu', 1, 0],
        ['menu', 3, 0],
        ['lunchbox', 1, 0],
        ['lunchbox', 3, 0],
        ['lunchbox', 2, 0],
      ]
    : [
        ['menu', 1, 0],
        ['menu', 3, 0],
        ['lunchbox', 1, 0],
        ['lunchbox', 2, 0],
        ['takeaway', 1, 0],
        ['takeaway', 3, 0],
        ['posto', 7, 1],
        ['posto', 20, 0],
        ['posto', 2, 0],
        ['posto', 5, -1],
        ['posto', 4, 0],
        ['takeaway', -2, 0],
      ];
  return plan.map(([tag, status, offset]) =>
    orderDocument(ctx, status, tag, offset === 0 ? day : serviceDay(today, offset)),
  );
}

export function orderDocuments(now: Date, services: readonly BuiltService[]): SeedDocument[] {
  return CANTEENS.flatMap((canteen) => canteenOrders(canteen, services, now));
}
