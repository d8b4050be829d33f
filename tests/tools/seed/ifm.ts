// IFM requests (orders with tag 'ifm') in every IFM status, each with its chat thread (chat/{id}).
import { IFM_STATUSES } from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import { pickupPoints } from './canteens';
import { addDays, addMinutes, atLocalTime, nextWeekday, officeTimeline, utcDay } from './dates';
import { costCentersOf, paymentMethodName } from './finance';
import { IFM_TEXTS } from './ifm-texts';
import { DEMO_CUSTOMER, customersOf } from './people-data';
import { createRandom, type Random } from './random';
import { findService, orderLine, type BuiltService } from './services';
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

function canteenRequests(canteen: CanteenDef, services: readonly BuiltService[], now: Date): SeedDocument[] {
  const random = createRandom(`ifm:${canteen.id}`);
  const texts = IFM_TEXTS[canteen.language];
  const service = findService(services, 'ifm', canteen.id);
  const products = service.products.filter((product) => product.orderable);
  const points = pickupPoints(canteen);
  const costCenters = costCentersOf(canteen);
  const rounds = canteen.id === DEMO_CUSTOMER.canteenId ? 2 : 1;
  const documents: SeedDocument[] = [];
  let sequence = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const status of IFM_STATUSES) {
      sequence += 1;
      const seq = String(sequence).padStart(3, '0');
      const orderId = `IFM_${canteen.id}_${seq}`;
      const humanId = `IFM-${canteen.id.slice(2)}-${seq}`;
      const requester =
        round === 0 && canteen.id === DEMO_CUSTOMER.canteenId
          ? DEMO_CUSTOMER
          : random.pick(customersOf(canteen.id));
      const product = random.pick(products);
      const lines = [orderLine(product, canteen, random)];
      const [minAge, maxAge] = AGE_HOURS[status] ?? [24, 48];
      const paths = HISTORY_PATHS[status] ?? [[100, status]];
      const rawCreated = addMinutes(now, -random.int(minAge * 60, maxAge * 60));
      const { created, steps } = timeline(random.pick(paths), rawCreated, now, canteen, random);
      const timeDefined = product.def.timingHours >= 24;
      const slotDay = nextWeekday(
        addDays(utcDay(created), Math.ceil(product.def.timingHours / 24) + random.int(0, 2)),
      );
      const execution = timeDefined
        ? atLocalTime(slotDay, random.pick([9, 11, 14]), 0, canteen.utcOffsetHours)
        : created;
      const deadline = timeDefined ? execution : addMinutes(created, product.def.timingHours * 60);
      const total = money(
        lines.reduce((sum, line) => sum + line.euro * line.qt, 0),
        canteen.currency,
      );
      const byCostCenter = total === 0 || random.chance(0.5);
      // About a third of the requests come without notes ('no notes' in the detail screen).
      const notes = random.chance(0.3) ? '' : random.pick(texts.notes[product.categoryKey] ?? ['']);
      const place = random.pick(texts.places);
      const pickup = random.pick(points);
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
      documents.push({
        path: `orders/${orderId}`,
        data: {
          canteenid: canteen.id,
          service_id: service.id,
          tag: 'ifm',
          human_id: humanId,
          status,
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
          cost_center_name: byCostCenter ? random.pick(costCenters).name : '',
          ...(completed ? { close_datetime: completed.dateSet, report_datetime: completed.changeDate } : {}),
          created_at: created,
        },
      });
      const readState = READ_STATES[(sequence - 1) % READ_STATES.length] ?? 'read';
      const chat = chatMessages(
        { date: created, text: notes || texts.newRequest(lines[0]?.name ?? '') },
        steps,
        (s) => texts.statusNotes[s] ?? '',
        texts.followUp,
        readState,
        now,
      );
      documents.push({
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
      });
    }
  }
  return documents;
}

export function ifmDocuments(now: Date, services: readonly BuiltService[]): SeedDocument[] {
  return CANTEENS.flatMap((canteen) => canteenRequests(canteen, services, now));
}
