// Customer care: the support settings (calendar and SLA targets) and four months of tickets with their conversations.
import {
  addBusinessMinutes,
  canOpenScreen,
  customerCareSearchKeywords,
  CUSTOMER_CARE_MESSAGES,
  CUSTOMER_CARE_TICKETS,
  DEFAULT_SUPPORT_SETTINGS,
  italianHolidays,
  localParts,
  ROLES,
  slaTargetFor,
  SUPPORT_ROLES,
  SUPPORT_SETTINGS_DOC,
  supportSettingsSchema,
  slaTicketFrom,
  zonedTimeToInstant,
  type SlaTicket,
  type Role,
  type SupportSettings,
  type SupportTicketState,
} from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import { CARE_REPLIES, CARE_TOPICS, paragraph, type CareLanguage } from './customer-care-texts';
import { addMinutes } from './dates';
import { STAFF } from './people-data';
import { createRandom, type Random } from './random';
import type { CanteenDef, SeedDocument } from './types';
import { staffCanteens, staffEmail, staffUid } from './users';

/** Weeks of history before the current one. */
export const CARE_HISTORY_WEEKS = 16;

/** Where each country's canteens are: their staff write in their own working hours, support answers in Rome's. */
const CANTEEN_ZONES: Record<CanteenDef['endpointPrefix'], string> = {
  it: 'Europe/Rome',
  es: 'Europe/Madrid',
  cl: 'America/Santiago',
  other: 'Europe/Lisbon',
};

/** Tickets per week: the Italian canteen asks most. */
const WEEKLY_TICKETS: Record<string, [number, number]> = { C_1001: [2, 4], C_501: [1, 3], C_3001: [1, 2] };

/** The canteens with customer care active (C_1001 it, C_501 es, C_3001 cl): three countries. */
export const CARE_CANTEENS: readonly CanteenDef[] = CANTEENS.filter((canteen) => canteen.customerCare);

/** The seeded support settings: the defaults with the Italian holidays of the years around today. */
export function seedSupportSettings(now: Date): SupportSettings {
  const year = now.getUTCFullYear();
  return {
    ...DEFAULT_SUPPORT_SETTINGS,
    calendar: {
      ...DEFAULT_SUPPORT_SETTINGS.calendar,
      holidays: [year - 1, year, year + 1].flatMap((y) => italianHolidays(y)),
    },
  };
}

interface Person {
  uid: string;
  name: string;
  email: string;
}

const staffPerson = (role: Role): Person => ({ uid: staffUid(role), name: `${STAFF[role].name} ${STAFF[role].surname}`, email: staffEmail(role) });

/** Support answers: the provider's support roles (shared SUPPORT_ROLES). */
const AGENTS: readonly Person[] = SUPPORT_ROLES.map(staffPerson);

/**
 * The canteen's staff who may open a ticket (CustomerCare, not the read-only viewer, not support). Chile has no demo
 * account of its own, so its requester is a local manager without an account (the ticket names them; no sign-in).
 */
function requestersOf(canteen: CanteenDef): Person[] {
  const staff = ROLES.filter(
    (role) =>
      !SUPPORT_ROLES.includes(role) &&
      role !== 'visualizzatore' &&
      canOpenScreen('CustomerCare', role, { customerCareActive: true }) &&
      STAFF[role].canteens !== '*' &&
      staffCanteens(role).includes(canteen.id),
  ).map(staffPerson);
  return staff.length > 0
    ? staff
    : [{ uid: `care-requester-${canteen.id}`, name: 'Camila Rojas', email: `camila.rojas.${canteen.id.toLowerCase()}@demo.test` }];
}

const languageOf = (canteen: CanteenDef): CareLanguage =>
  canteen.uiLanguage === 'cl' ? 'cl' : canteen.uiLanguage === 'es' ? 'es' : 'it';

interface CareEvent {
  at: Date;
  /** A message and its side, or none (a state change alone). */
  from: 'requester' | 'support' | null;
  text: string;
  author: Person;
  state: SupportTicketState | null;
}

/** Grade weights: most tickets are routine (5, 4), few are critical (0). */
function pickGrade(random: Random): number {
  const roll = random.next();
  return roll < 0.05 ? 0 : roll < 0.13 ? 1 : roll < 0.25 ? 2 : roll < 0.45 ? 3 : roll < 0.7 ? 4 : 5;
}

type Outcome = 'met' | 'breached' | 'random';

interface TicketPlan {
  canteen: CanteenDef;
  created: Date;
  grade: number;
  outcome: Outcome;
  /** For the tickets of the last hours: how long support takes to first answer, in business minutes (null: not yet). */
  firstAnswerMinutes?: number | null;
  waits?: boolean;
  /** False: a waiting ticket's requester has not answered yet. */
  requesterAnswers?: boolean;
}

function business(settings: SupportSettings, from: Date, minutes: number): Date {
  const at = addBusinessMinutes(settings.calendar, from, minutes);
  if (!at) throw new Error('seed: the support calendar never opens');
  return at;
}

/** The life of one ticket as timed events, planned against its grade's targets in business minutes. */
interface PlannedTicket {
  subject: string;
  category: string;
  events: CareEvent[];
}

function plannedEvents(plan: TicketPlan, settings: SupportSettings, random: Random, requester: Person): PlannedTicket {
  const language = languageOf(plan.canteen);
  const topic = random.pick(CARE_TOPICS[language]);
  const replies = CARE_REPLIES[language];
  const agent = random.pick(AGENTS);
  const target = slaTargetFor(settings, plan.grade);
  const events: CareEvent[] = [{ at: plan.created, from: 'requester', text: topic.body, author: requester, state: 'open' }];
  const frMet = plan.outcome === 'met' ? true : plan.outcome === 'breached' ? false : random.chance(0.82);
  const frMinutes =
    plan.firstAnswerMinutes !== undefined
      ? plan.firstAnswerMinutes
      : frMet
        ? random.int(Math.max(5, Math.round(target.first_response_minutes * 0.1)), Math.round(target.first_response_minutes * 0.9))
        : random.int(Math.ceil(target.first_response_minutes * 1.1), Math.ceil(target.first_response_minutes * 2.2));
  const planned = { subject: topic.subject, category: topic.category, events };
  if (frMinutes === null) return planned;
  const waits = plan.waits ?? random.chance(0.4);
  const firstAt = business(settings, plan.created, frMinutes);
  events.push({ at: firstAt, from: 'support', text: waits ? replies.askDetails : replies.working, author: agent, state: waits ? 'waiting' : null });
  const resMet = plan.outcome === 'met' ? true : random.chance(0.8);
  const resMinutes = resMet
    ? random.int(frMinutes + 10, Math.max(frMinutes + 10, Math.round(target.resolution_minutes * 0.9)))
    : random.int(Math.ceil(target.resolution_minutes * 1.1), Math.ceil(target.resolution_minutes * 1.8));
  let runningFrom = firstAt;
  if (waits && plan.requesterAnswers === false) return planned;
  if (waits) {
    // The requester answers in their own time: the clock stands still until then.
    runningFrom = addMinutes(firstAt, random.int(90, 2880));
    events.push({ at: runningFrom, from: 'requester', text: replies.details, author: requester, state: 'open' });
  }
  let solvedAt = business(settings, runningFrom, resMinutes - frMinutes);
  events.push({ at: solvedAt, from: 'support', text: replies.solved, author: agent, state: 'solved' });
  if (plan.outcome === 'random' && random.chance(0.06)) {
    const reopenedAt = addMinutes(solvedAt, random.int(600, 2000));
    events.push({ at: reopenedAt, from: 'requester', text: replies.reopen, author: requester, state: 'open' });
    solvedAt = business(settings, reopenedAt, random.int(30, 240));
    events.push({ at: solvedAt, from: 'support', text: replies.solved, author: agent, state: 'solved' });
  }
  if (random.chance(0.75)) events.push({ at: addMinutes(solvedAt, 3 * 1440), from: null, text: '', author: agent, state: 'closed' });
  return planned;
}

function ticketDocuments(id: string, plan: TicketPlan, settings: SupportSettings, now: Date, random: Random): SeedDocument[] {
  const requester = random.pick(requestersOf(plan.canteen));
  const planned = plannedEvents(plan, settings, random, requester);
  // Only what has happened by now: a later reply or solve is still to come (the ticket stays open or waiting).
  const events = planned.events.filter((event) => event.at.getTime() <= now.getTime());
  const messages = events.filter((event) => event.from !== null);
  const changes = events.filter((event) => event.state !== null);
  const state = changes.at(-1)?.state ?? 'open';
  const last = events.at(-1)!;
  const lastOf = (from: 'requester' | 'support') => messages.filter((m) => m.from === from).at(-1)?.at ?? null;
  const lastSupport = lastOf('support');
  const lastRequester = lastOf('requester');
  const readLater = (after: Date | null, minutes: number, fallback: Date | null) =>
    after && random.chance(0.7) && addMinutes(after, minutes) <= now ? addMinutes(after, minutes) : fallback;
  const gradeTags = plan.grade === 5 && random.chance(0.5) ? [] : [`grade_${plan.grade}`];
  const path = `${CUSTOMER_CARE_TICKETS}/${id}`;
  return [
    {
      path,
      data: {
        canteen_id: plan.canteen.id,
        country: plan.canteen.endpointPrefix,
        canteen_name: plan.canteen.name,
        subject: planned.subject,
        search_keywords: customerCareSearchKeywords(planned.subject),
        category: planned.category,
        tags: [planned.category, ...gradeTags],
        grade: plan.grade,
        state,
        state_history: changes.map((change) => ({ state: change.state, at: change.at, by: change.author.uid })),
        created_at: plan.created,
        created_by: requester.uid,
        created_by_name: requester.name,
        created_by_email: requester.email,
        first_response_at: messages.find((m) => m.from === 'support')?.at ?? null,
        solved_at: state === 'solved' || state === 'closed' ? (changes.at(-1)?.at ?? null) : null,
        last_activity_at: last.at,
        last_message_from: messages.at(-1)?.from ?? 'requester',
        requester_last_read: readLater(lastSupport, 25, lastRequester),
        support_last_read: readLater(lastRequester, 10, lastSupport),
        message_count: messages.length,
        updated_by: last.author.uid,
        updated_at: last.at,
      },
    },
    ...messages.map((message, n) => ({
      path: `${path}/${CUSTOMER_CARE_MESSAGES}/M${String(n + 1).padStart(2, '0')}`,
      data: {
        canteen_id: plan.canteen.id,
        created_at: message.at,
        html_body: paragraph(message.text),
        from: message.from,
        author_uid: message.author.uid,
        author_name: message.author.name,
        attachments: [],
      },
    })),
  ];
}

/** A wall-clock time of a day in a zone, given as a UTC calendar day plus days. */
function localInstant(day: { year: number; month: number; day: number }, plusDays: number, hour: number, minute: number, zone: string): Date {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + plusDays));
  return zonedTimeToInstant(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour, minute, zone);
}

/** The week's plans of one canteen: its first canteen's first two tickets are a met and a breached one, every week. */
function weekPlans(canteen: CanteenDef, monday: { year: number; month: number; day: number }, random: Random, forceOutcomes: boolean): TicketPlan[] {
  const zone = CANTEEN_ZONES[canteen.endpointPrefix];
  const [min, max] = WEEKLY_TICKETS[canteen.id] ?? [1, 2];
  const count = random.int(min, max);
  return Array.from({ length: count }, (_, k) => {
    const forced: Outcome = forceOutcomes && k === 0 ? 'met' : forceOutcomes && k === 1 ? 'breached' : 'random';
    // Forced tickets fall early in the week, so their outcome is known by the next Monday.
    const weekday = forced !== 'random' ? random.int(0, 2) : random.chance(0.88) ? random.int(0, 4) : random.int(5, 6);
    const lateFriday = forced === 'random' && weekday === 4 && random.chance(0.3);
    const hour = lateFriday ? 17 : random.int(8, 17);
    const minute = lateFriday ? random.int(40, 59) : random.int(0, 59);
    // A forced met ticket is routine (grade 3–5): its short first-response target never spills into the next week.
    const grade = forced === 'met' ? random.int(3, 5) : pickGrade(random);
    return { canteen, created: localInstant(monday, weekday, hour, minute, zone), grade, outcome: forced };
  });
}

/** About a day before now, moved a day back until support's answer `minutes` later falls before now (weekends, holidays). */
function answeredBy(settings: SupportSettings, now: Date, hoursAgo: number, minutes: number): Date {
  let created = addMinutes(now, -hoursAgo * 60);
  for (let n = 0; n < 10 && business(settings, created, minutes) > addMinutes(now, -5); n += 1) created = addMinutes(created, -1440);
  return created;
}

/**
 * Tickets open now: two created in the last hours without an answer (the first near its target while support is
 * open), one waiting on its requester, one answered and still in progress.
 */
function currentPlans(canteen: CanteenDef, settings: SupportSettings, now: Date): TicketPlan[] {
  return [
    { canteen, created: addMinutes(now, -40), grade: 1, outcome: 'random', firstAnswerMinutes: null },
    { canteen, created: addMinutes(now, -100), grade: 2, outcome: 'random', firstAnswerMinutes: null },
    { canteen, created: answeredBy(settings, now, 26, 30), grade: 4, outcome: 'random', firstAnswerMinutes: 30, waits: true, requesterAnswers: false },
    { canteen, created: answeredBy(settings, now, 5, 45), grade: 3, outcome: 'random', firstAnswerMinutes: 45, waits: false },
  ];
}

/** The support settings document and every canteen's tickets with their messages. */
export function customerCareDocuments(now: Date): SeedDocument[] {
  const settings = seedSupportSettings(now);
  const today = localParts(now, settings.calendar.time_zone);
  const documents: SeedDocument[] = [{ path: `static_data/${SUPPORT_SETTINGS_DOC}`, data: { ...settings } }];
  CARE_CANTEENS.forEach((canteen, index) => {
    const random = createRandom(`customer-care:${canteen.id}`);
    const plans: TicketPlan[] = [];
    for (let weeksAgo = CARE_HISTORY_WEEKS; weeksAgo >= 0; weeksAgo -= 1) {
      const monday = { year: today.year, month: today.month, day: today.day - (today.weekday - 1) - 7 * weeksAgo };
      plans.push(...weekPlans(canteen, monday, random, index === 0));
    }
    const past = plans.filter((plan) => plan.created.getTime() <= addMinutes(now, -6 * 60).getTime());
    [...past, ...currentPlans(canteen, settings, now)]
      .sort((a, b) => a.created.getTime() - b.created.getTime())
      .forEach((plan, n) => documents.push(...ticketDocuments(`CC_${canteen.id}_${String(n + 1).padStart(3, '0')}`, plan, settings, now, random)));
  });
  return documents;
}

/** The tickets of a seed as the SLA report reads them (what the callable reads from Firestore). */
export function seededSlaTickets(documents: readonly SeedDocument[]): SlaTicket[] {
  return documents
    .filter((d) => d.path.startsWith(`${CUSTOMER_CARE_TICKETS}/`) && d.path.split('/').length === 2)
    .flatMap((d) => slaTicketFrom(d.path.split('/')[1]!, d.data) ?? []);
}

/** The seeded support settings document's data. */
export function seededSupportSettings(documents: readonly SeedDocument[]): SupportSettings {
  const settings = documents.find((d) => d.path === `static_data/${SUPPORT_SETTINGS_DOC}`);
  return supportSettingsSchema.parse(settings?.data);
}
