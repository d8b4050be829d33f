// The SLA report of customer care (issue 19): the tickets of a period in the caller's canteens, measured by the shared clock.
import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import {
  CUSTOMER_CARE_TICKETS,
  DEFAULT_SUPPORT_SETTINGS,
  SUPPORT_SETTINGS_DOC,
  canAccessAllCanteens,
  canManageCanteen,
  canOpenScreen,
  normalizeCanteenId,
  resolveRole,
  slaReport,
  slaRows,
  supportSettingsSchema,
  slaTicketFrom,
  zonedTimeToInstant,
  type SlaRequest,
  type SlaResponse,
  type SlaTicket,
  type SupportSettings,
} from '@backoffice/shared';

/** Most tickets one report reads; past it the caller is asked for a shorter period (a bound on the function's memory). */
export const SLA_MAX_TICKETS = 20_000;
/** Firestore's limit of values in one `in` filter. */
const IN_LIMIT = 30;

export class SlaReportError extends Error {
  constructor(
    readonly code: 'permission-denied' | 'failed-precondition',
    message: string,
    readonly messageKey: string,
  ) {
    super(message);
  }
}

export interface SlaDeps {
  db: Firestore;
  now: () => Date;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/** The stored settings, or the defaults when the document is missing or invalid (the report still answers). */
export async function loadSupportSettings(deps: SlaDeps): Promise<SupportSettings> {
  const snapshot = await deps.db.doc(`static_data/${SUPPORT_SETTINGS_DOC}`).get();
  const parsed = supportSettingsSchema.safeParse(snapshot.data());
  if (parsed.success) return parsed.data;
  deps.warn?.('support settings missing or invalid: using the defaults', { exists: snapshot.exists });
  return DEFAULT_SUPPORT_SETTINGS;
}

/** Which canteens the caller's report covers: null for every canteen (admin, admin_provider). */
async function scopeOf(db: Firestore, uid: string, request: SlaRequest): Promise<string[] | null> {
  const user = (await db.doc(`users/${uid}`).get()).data();
  const role = resolveRole(user);
  if (!canOpenScreen('CustomerCareSLA', role)) {
    throw new SlaReportError('permission-denied', `Role ${role} may not read the SLA report (CustomerCareSLA)`, 'errors.forbidden');
  }
  const boCanteens = Array.isArray(user?.bo_canteens) ? user.bo_canteens.filter((id): id is string => typeof id === 'string') : [];
  if (request.canteenIds) {
    const refused = request.canteenIds.filter((id) => !canManageCanteen(id, role, boCanteens));
    if (refused.length > 0) {
      throw new SlaReportError('permission-denied', `Canteens not managed by this user: ${refused.join(', ')}`, 'errors.forbidden');
    }
    return [...new Set(request.canteenIds.map((id) => normalizeCanteenId(id)))];
  }
  return canAccessAllCanteens(role) ? null : [...new Set(boCanteens.map((id) => normalizeCanteenId(id)))];
}

/** Runs a query once per chunk of canteens (or once for all), reading at most SLA_MAX_TICKETS documents in all. */
async function readTickets(base: Query, canteens: string[] | null): Promise<SlaTicket[]> {
  const queries =
    canteens === null
      ? [base]
      : Array.from({ length: Math.ceil(canteens.length / IN_LIMIT) }, (_, i) =>
          base.where('canteen_id', 'in', canteens.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT)),
        );
  const snapshots = await Promise.all(queries.map((query) => query.limit(SLA_MAX_TICKETS + 1).get()));
  if (snapshots.reduce((sum, snapshot) => sum + snapshot.size, 0) > SLA_MAX_TICKETS) {
    throw new SlaReportError('failed-precondition', `More than ${SLA_MAX_TICKETS} tickets: choose a shorter period`, 'errors.tooMany');
  }
  return snapshots.flatMap((snapshot) =>
    snapshot.docs.flatMap((doc) => slaTicketFrom(doc.id, doc.data()) ?? []),
  );
}

function startOfDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return zonedTimeToInstant(year, month, date, 0, 0, timeZone);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The report for the signed-in `uid`: the tickets created in the period (days in the support calendar's zone) and
 * the tickets open now (the at-risk list), in the canteens the caller may open. Reads only; writes nothing.
 */
export async function customerCareSla(deps: SlaDeps, uid: string, request: SlaRequest): Promise<SlaResponse> {
  const [canteens, settings] = await Promise.all([scopeOf(deps.db, uid, request), loadSupportSettings(deps)]);
  const now = deps.now();
  const period = { from: request.from, to: request.to };
  if (canteens !== null && canteens.length === 0) {
    return { report: slaReport([], settings, period, now), ...(request.rows ? { rows: [] } : {}) };
  }
  const zone = settings.calendar.time_zone;
  const tickets = deps.db.collection(CUSTOMER_CARE_TICKETS);
  const [created, open] = await Promise.all([
    readTickets(
      tickets
        .where('created_at', '>=', Timestamp.fromDate(startOfDay(period.from, zone)))
        .where('created_at', '<', Timestamp.fromDate(startOfDay(nextDay(period.to), zone))),
      canteens,
    ),
    readTickets(tickets.where('state', '==', 'open'), canteens),
  ]);
  const byId = new Map([...created, ...open].map((ticket) => [ticket.id, ticket]));
  const all = [...byId.values()];
  const report = slaReport(all, settings, period, now);
  return request.rows ? { report, rows: slaRows(all, settings, period, now) } : { report };
}
