// IFM requests (orders with tag 'ifm') in every IFM status and an older archive, each with its chat thread (chat/{id}).
import { IFM_STATUSES } from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import { pickupPoints } from './canteens';
import {
  addDays,
  addMinutes,
  atLocalTime,
  nextWeekday,
  officeTimeline,
  previousWeekday,
  toOfficeHours,
  utcDay,
} from './dates';
import { costCentersOf, paymentMethodName } from './finance';
import { IFM_TEXTS } from './ifm-texts';
import { DEMO_CUSTOMER, customersOf, type CustomerDef } from './people-data';
import { createRandom, type Random } from './random';
import { findService, orderLine, type BuiltProduct, type BuiltService } from './services';
import { money, type CanteenDef, type SeedDocument } from './types';
import { staffUid } from './users';

/** Status paths that end in each status; the history of a request replays one of them. */
const HISTORY_PATHS: Record<number, number[][]> = {
  100: [[100]],
  500: [
    [100, 500],
    [100, 200, 500],
  ],
  200: [[100, 200]],
  300: [[100, 200, 300]],
  400: [[100, 200, 300, 400]],
  999: [
    [100, 999],
    [100, 200, 999],
  ],
  800: [[100, 200, 800]],
};

/** How long ago (hours) requests that reached each status were placed. */
const AGE_HOURS: Record<number, [number, number]> = {
  100: [2, 20],
  500: [24, 72],
  200: [8, 48],
  300: [24, 96],
  400: [72, 240],
  999: [48, 200],
  800: [48, 200],
};

type ReadState = 'read' | 'unread' | 'never';
const READ_STATES: ReadState[] = ['read', 'unread', 'never'];

const OPERATOR = staffUid('operatore_ifm');

interface Transition {
  status: number;
  changeDate: Date;
  dateSet: Date;
}

/**
 * Spreads the status changes between the request and now, in office hours where possible;
 * date_set is the minute picked in the popup, at or before the write.
 */
function timeline(
  path: number[],
  rawCreated: Date,
  now: Date,
  canteen: CanteenDef,
  random: Random,
): { created: Date; steps: Transition[] } {
  const spanMinutes = (now.getTime() - rawCreated.getTime()) / 60_000 - 30;
  const rawChanges = path
    .slice(1)
    .map((_, index) =>
      addMinutes(rawCreated, Math.round((spanMinutes * (index + 1)) / path.length) - random.int(0, 10)),
    );
  const [created = rawCreated, ...changes] = officeTimeline(
    [rawCreated, ...rawChanges],
    canteen.utcOffsetHours,
    now,
  );
  const steps = changes.map((changeDate, index) => ({
    status: path[index + 1] ?? 0,
    changeDate,
    dateSet: new Date(Math.floor(changeDate.getTime() / 300_000) * 300_000),
  }));
  return { created, steps };
}

/** Chat messages with the read marker for one of the three unread situations of spec §4. */
function chatMessages(
  opening: { date: Date; text: string },
  steps: Transition[],
  statusNote: (status: number) => string,
  followUp: string,
  readState: ReadState,
  now: Date,
): { messages: Array<Record<string, unknown>>; adminLastRead: Date | null } {
  const messages: Array<Record<string, unknown>> = [{ date: opening.date, from: 'U', message: opening.text }];
  for (const step of steps) {
    const note = statusNote(step.status);
    messages.push({
      date: step.changeDate,
      from: 'BO',
      message: `Stato: ${step.status}${note ? ` - ${note}` : ''}`,
      type: 'statuschange',
    });
  }
  const last = steps.at(-1)?.changeDate ?? opening.date;
  const gap = Math.max(2, Math.floor((now.getTime() - last.getTime()) / 60_000 / 2));
  if (readState === 'never') return { messages, adminLastRead: null };
  if (readState === 'read') return { messages, adminLastRead: addMinutes(last, Math.min(10, gap)) };
  // Unread: the customer wrote after the back office last opened the thread.
  const followUpDate = addMinutes(last, Math.min(60, gap));
  messages.push({ date: followUpDate, from: 'U', message: followUp });
  return { messages, adminLastRead: addMinutes(last, 1) };
}

/** What every request of a canteen draws from: its service, texts, pickup points and cost centres. */
interface CanteenContext {
  canteen: CanteenDef;
  serviceId: string;
  products: BuiltProduct[];
  texts: (typeof IFM_TEXTS)[keyof typeof IFM_TEXTS];
  points: ReturnType<typeof pickupPoints>;
  costCenters: ReturnType<typeof costCentersOf>;
}

/** When a request was placed, changed status and falls due. */
interface Schedule {
  created: Date;
  steps: Transition[];
  execution: Date;
  deadline: Date;
  timeDefined: boolean;
}

/** One request to build: its number, final status, requester, chat read state and how its dates are drawn. */
interface RequestPlan {
  sequence: number;
  status: number;
  requester: CustomerDef;
  readState: ReadState;
  schedule: (product: BuiltProduct) => Schedule;
}

function canteenContext(canteen: CanteenDef, services: readonly BuiltService[]): CanteenContext {
  const service = findService(services, 'ifm', canteen.id);
  return {
    canteen,
    serviceId: service.id,
    products: service.products.filter((product) => product.orderable),
    texts: IFM_TEXTS[canteen.language],
    points: pickupPoints(canteen),
    costCenters: costCentersOf(canteen),
  };
}

/** When a time-defined product is executed (a weekday slot after its timing) and its limit date. */
function dueDates(
  product: BuiltProduct,
  created: Date,
  canteen: CanteenDef,
  random: Random,
): Pick<Schedule, 'execution' | 'deadline' | 'timeDefined'> {
  const timeDefined = product.def.timingHours >= 24;
  const slotDay = nextWeekday(
    addDays(utcDay(created), Math.ceil(product.def.timingHours / 24) + random.int(0, 2)),
  );
  const execution = timeDefined
    ? atLocalTime(slotDay, random.pick([9, 11, 14]), 0, canteen.utcOffsetHours)
    : created;
  const deadline = timeDefined ? execution : addMinutes(created, product.def.timingHours * 60);
  return { execution, deadline, timeDefined };
}

/** The order document of one request and its chat thread. */
function requestDocuments(
  context: CanteenContext,
  plan: RequestPlan,
  random: Random,
  now: Date,
): SeedDocument[] {
  const { canteen, texts } = context;
  const seq = String(plan.sequence).padStart(3, '0');
  const orderId = `IFM_${canteen.id}_${seq}`;
  const humanId = `IFM-${canteen.id.slice(2)}-${seq}`;
  const requester = plan.requester;
  const product = random.pick(context.products);
  const lines = [orderLine(product, canteen, random)];
  const { created, steps, execution, deadline, timeDefined } = plan.schedule(product);
  const total = money(
    lines.reduce((sum, line) => sum + line.euro * line.qt, 0),
    canteen.currency,
  );
  const byCostCenter = total === 0 || random.chance(0.5);
  // About a third of the requests come without notes ('no notes' in the detail screen).
  const notes = random.chance(0.3) ? '' : random.pick(texts.notes[product.categoryKey] ?? ['']);
  const place = random.pick(texts.places);
  const pickup = random.pick(context.points);
  const completed = steps.find((step) => step.status === 400);
  const history = [
    { status: '100', change_date: created, date_set: created, richiedente: requester.uid },
    ...steps.map((step) => ({
      status: String(step.status),
      change_date: step.changeDate,
      date_set: step.dateSet,
      richiedente: OPERATOR,
    })),
  ];
  const chat = chatMessages(
    { date: created, text: notes || texts.newRequest(lines[0]?.name ?? '') },
    steps,
    (s) => texts.statusNotes[s] ?? '',
    texts.followUp,
    plan.readState,
    now,
  );
  return [
    {
      path: `orders/${orderId}`,
      data: {
        canteenid: canteen.id,
        service_id: context.serviceId,
        tag: 'ifm',
        human_id: humanId,
        status: plan.status,
        history,
        notes,
        recipes: lines,
        total,
        user: { name: requester.name, surname: requester.surname },
        userid: requester.uid,
        service_type: timeDefined ? 'TIME_DEFINED' : 'ASAP',
        real_date: created,
        execution_datetime: execution,
        deadline,
        date_obj: atLocalTime(utcDay(execution), 12, 0, canteen.utcOffsetHours),
        pickup_point: { id: pickup.id, name: pickup.name },
        delivery: { place_name: place },
        payment_method_name: paymentMethodName(
          byCostCenter ? 'COST_CENTER' : 'CREDIT_CARD',
          canteen.language,
        ),
        cost_center_name: byCostCenter ? random.pick(context.costCenters).name : '',
        ...(completed ? { close_datetime: completed.dateSet, report_datetime: completed.changeDate } : {}),
        created_at: created,
      },
    },
    {
      path: `chat/CHAT_${orderId}`,
      data: {
        canteen_id: canteen.id,
        parent: canteen.parent || canteen.id,
        ifm: orderId,
        date: created,
        name: `${requester.name} ${requester.surname}`,
        status: 1,
        subject: `${texts.subject} ${humanId}: ${lines[0]?.name ?? ''}`,
        userid: requester.uid,
        admin_last_read: chat.adminLastRead,
        messages: chat.messages,
      },
    },
  ];
}

/** The current requests: one per IFM status (two rounds at the demo customer's canteen), all recent. */
function currentRequests(context: CanteenContext, now: Date): SeedDocument[] {
  const { canteen } = context;
  const random = createRandom(`ifm:${canteen.id}`);
  const rounds = canteen.id === DEMO_CUSTOMER.canteenId ? 2 : 1;
  const documents: SeedDocument[] = [];
  let sequence = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const status of IFM_STATUSES) {
      sequence += 1;
      const requester =
        round === 0 && canteen.id === DEMO_CUSTOMER.canteenId
          ? DEMO_CUSTOMER
          : random.pick(customersOf(canteen.id));
      const schedule = (product: BuiltProduct): Schedule => {
        const [minAge, maxAge] = AGE_HOURS[status] ?? [24, 48];
        const paths = HISTORY_PATHS[status] ?? [[100, status]];
        const rawCreated = addMinutes(now, -random.int(minAge * 60, maxAge * 60));
        const { created, steps } = timeline(random.pick(paths), rawCreated, now, canteen, random);
        return { created, steps, ...dueDates(product, created, canteen, random) };
      };
      const readState = READ_STATES[(sequence - 1) % READ_STATES.length] ?? 'read';
      documents.push(
        ...requestDocuments(context, { sequence, status, requester, readState, schedule }, random, now),
      );
    }
  }
  return documents;
}

/** How many older requests each canteen keeps, so lists page and exports run long (the rest have none). */
const ARCHIVE_SIZE: Readonly<Record<string, number>> = { C_1001: 60, C_1002: 10 };
/** The archive reaches back this many days; its newest request is ARCHIVE_MIN_AGE_DAYS old, so all are due. */
const ARCHIVE_MAX_AGE_DAYS = 120;
const ARCHIVE_MIN_AGE_DAYS = 10;
/**
 * Final statuses of the archive, repeated in this order: mostly completed or canceled, and some still open
 * (100, 500, 200, 300) long after their limit date — the "beyond the limit" requests of the list screen.
 * Six open in fifteen: C_1001's 60 archived requests alone hold 24 open ones past their limit, more than a
 * list page (20) on any day, whatever the current requests' deadlines do (tested in ifm-archive.test.ts).
 */
const ARCHIVE_STATUSES = [400, 999, 400, 300, 400, 100, 999, 100, 400, 200, 999, 500, 400, 200, 400] as const;
/** Every third completed request of the archive is closed after its limit date. */
const LATE_EVERY = 3;

/** Status changes spread between `created` and `end`, moved into office hours when that keeps them in order. */
function archiveSteps(
  path: number[],
  created: Date,
  end: Date,
  canteen: CanteenDef,
  random: Random,
): Transition[] {
  const span = end.getTime() - created.getTime();
  const count = path.length - 1;
  const raw = path
    .slice(1)
    .map(
      (_, index) => new Date(created.getTime() + (span * (index + 1)) / count - random.int(0, 10) * 60_000),
    );
  const shifted = raw.map((instant) => toOfficeHours(instant, canteen.utcOffsetHours));
  const ordered = shifted.every((instant, index) => instant > (index === 0 ? created : shifted[index - 1]!));
  return (ordered ? shifted : raw).map((changeDate, index) => ({
    status: path[index + 1] ?? 0,
    changeDate,
    dateSet: new Date(Math.floor(changeDate.getTime() / 300_000) * 300_000),
  }));
}

/**
 * Older requests after the current ones (sequence numbers continue), from their own random stream so the
 * current requests stay exactly as they were: placed 10–120 days ago in office hours, mostly closed.
 */
function archiveRequests(context: CanteenContext, firstSequence: number, now: Date): SeedDocument[] {
  const { canteen } = context;
  const size = ARCHIVE_SIZE[canteen.id] ?? 0;
  const random = createRandom(`ifm-archive:${canteen.id}`);
  // The demo customer's requests stay the current ones (tests look for theirs by status).
  const requesters = customersOf(canteen.id).filter((customer) => customer.uid !== DEMO_CUSTOMER.uid);
  const documents: SeedDocument[] = [];
  let completedCount = 0;
  for (let index = 0; index < size; index += 1) {
    const status = ARCHIVE_STATUSES[index % ARCHIVE_STATUSES.length]!;
    if (status === 400) completedCount += 1;
    const late = status === 400 && completedCount % LATE_EVERY === 0;
    const requester = random.pick(requesters);
    const schedule = (product: BuiltProduct): Schedule => {
      const ageDays =
        ARCHIVE_MIN_AGE_DAYS + ((ARCHIVE_MAX_AGE_DAYS - ARCHIVE_MIN_AGE_DAYS) * (size - index)) / size;
      const day = previousWeekday(addDays(utcDay(now), -Math.round(ageDays)));
      const created = atLocalTime(day, random.int(8, 17), random.int(0, 59), canteen.utcOffsetHours);
      const due = dueDates(product, created, canteen, random);
      const path = random.pick(HISTORY_PATHS[status] ?? [[100, status]]);
      const hours = (from: Date, min: number, max: number) =>
        addMinutes(from, random.int(min * 60, max * 60));
      const allowed = due.deadline.getTime() - created.getTime();
      const end =
        status === 400
          ? late
            ? hours(due.deadline, 24, 96)
            : addMinutes(created, Math.round((allowed / 60_000) * (0.3 + random.next() * 0.5)))
          : hours(created, 1, 48);
      return { created, steps: archiveSteps(path, created, end, canteen, random), ...due };
    };
    documents.push(
      ...requestDocuments(
        context,
        { sequence: firstSequence + index, status, requester, readState: 'read', schedule },
        random,
        now,
      ),
    );
  }
  return documents;
}

function canteenRequests(canteen: CanteenDef, services: readonly BuiltService[], now: Date): SeedDocument[] {
  const context = canteenContext(canteen, services);
  const current = currentRequests(context, now);
  // Two documents (order and thread) per current request.
  return [...current, ...archiveRequests(context, current.length / 2 + 1, now)];
}

export function ifmDocuments(now: Date, services: readonly BuiltService[]): SeedDocument[] {
  return CANTEENS.flatMap((canteen) => canteenRequests(canteen, services, now));
}
