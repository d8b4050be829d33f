// Programmed notifications (issue 18): per canteen group's main canteen, a NOW message sent two days ago to its
// customers (in-app, e-mail, push: one e-mail failed for good), a WEEKLY menu reminder with last Monday's occurrence
// sent and the next one scheduled, a paused MONTHLY staff reminder; a SPECIFIC_DAY one still editable (C_1001, chosen
// customers) and a cancelled one (C_501). Occurrences, delivery records and inbox messages as the fan-out writes them,
// in terminal states only (nothing for the retry job to pick up); every next occurrence is after the seed's day, so
// no scheduler run of the day sends a seeded notification.
import {
  nextOccurrence,
  notificationTextFor,
  occurrenceKey,
  zonedTimeToInstant,
  type DeliveryChannel,
  type NotificationAudience,
  type NotificationCounts,
  type Schedule,
} from '@backoffice/shared';
import { deliveryId } from '../../../functions/src/services/deliveries/records';
import { emailOf } from '../../../functions/src/services/notifications/reach';
import { storedSchedule } from '../../../functions/src/services/notifications/store';
import { canteenTimeZone, userLanguage } from '../../../functions/src/services/mail/format';
import { renderMailHtml, renderMailText } from '../../../functions/src/services/mail/html';
import { addDays, isoDay } from './dates';
import { canteenById } from './canteen-data';
import type { SeedDocument } from './types';

const ADMIN = 'demo-admin';
type Texts = Partial<Record<'en' | 'it' | 'es' | 'fr', { title: string; body: string }>>;

interface Group {
  canteen: string;
  language: 'it' | 'es';
  now: Texts;
  weekly: Texts;
  monthly: Texts;
}

const text = (title: string, body: string) => ({ title, body });

const GROUPS: readonly Group[] = [
  {
    canteen: 'C_1001',
    language: 'it',
    now: { it: text('Chiusura anticipata venerdì', 'Venerdì la mensa chiude alle 14:00 per la manutenzione degli impianti.'), en: text('Early closing on Friday', 'On Friday the canteen closes at 2 pm for maintenance.') },
    weekly: { it: text('Il menù della settimana è online', 'Scopri i piatti della settimana e prenota il tuo pranzo dall’app.'), en: text('This week’s menu is online', 'See this week’s dishes and book your lunch in the app.') },
    monthly: { it: text('Chiusura cassa del mese', 'Ricordati di verificare gli incassi del mese e le note spese entro il giorno 5.'), en: text('Month-end cash closing', 'Please check the month’s takings and expense notes by the 5th.') },
  },
  {
    canteen: 'C_501',
    language: 'es',
    now: { es: text('Nuevo horario de comedor', 'Desde el lunes el comedor abre de 12:30 a 15:30.'), en: text('New opening hours', 'From Monday the canteen opens from 12:30 to 15:30.') },
    weekly: { es: text('Ya está el menú de la semana', 'Consulta los platos de la semana y reserva tu comida en la app.'), en: text('This week’s menu is online', 'See this week’s dishes and book your lunch in the app.') },
    monthly: { es: text('Cierre de caja del mes', 'Revisa la recaudación del mes y los tickets de gastos antes del día 5.') },
  },
  {
    canteen: 'C_4001',
    language: 'it',
    now: { it: text('Gita scolastica: pranzo al sacco', 'Giovedì per le classi in gita prepariamo il pranzo al sacco: ritiro alle 8:30.') },
    weekly: { it: text('Il menù della settimana', 'Il menù scolastico della settimana è disponibile con gli allergeni di ogni piatto.') },
    monthly: { it: text('Commissione mensa', 'La commissione mensa si riunisce il primo lunedì del mese: inviate le segnalazioni.') },
  },
  {
    canteen: 'C_6001',
    language: 'es',
    now: { es: text('Jornada de fruta de temporada', 'El miércoles el postre será fruta de temporada de productores locales.') },
    weekly: { es: text('El menú escolar de la semana', 'El menú de la semana ya está disponible con los alérgenos de cada plato.') },
    monthly: { es: text('Comisión de comedor', 'La comisión de comedor se reúne el primer lunes de cada mes.') },
  },
  {
    canteen: 'C_3001',
    language: 'es',
    now: { es: text('Cambio de proveedor de pan', 'Desde esta semana el pan es de la panadería del barrio, sin aditivos.') },
    weekly: { es: text('Minuta de la semana', 'Revisa la minuta de la semana y reserva tu almuerzo en la app.') },
    monthly: { es: text('Cierre de caja mensual', 'Revisa la recaudación del mes antes del día 5.') },
  },
];

/** The schedule as the composer stores it, with `at` kept a Date like every seed date (written as a Timestamp). */
const seedSchedule = (schedule: Schedule) => ({ ...storedSchedule(schedule), at: schedule.at ?? null });

interface UserDoc {
  uid: string;
  data: Record<string, unknown>;
}

const hasTokens = (data: Record<string, unknown>) => Array.isArray(data.fcm_tokens) && data.fcm_tokens.length > 0;

interface Occurrence {
  documents: SeedDocument[];
  key: string;
  at: Date;
  counts: NotificationCounts;
}

/** One sent occurrence: its document, a delivery per recipient and channel, the in-app inbox messages. */
function sentOccurrence(
  notificationId: string,
  at: Date,
  texts: Texts,
  channels: readonly DeliveryChannel[],
  recipients: readonly UserDoc[],
  failEmailOf: string | null,
): Occurrence {
  const key = occurrenceKey(notificationId, at);
  const event = { type: 'notification', id: key, notification_id: notificationId, occurrence: at.toISOString() };
  const counts: NotificationCounts = { recipients: recipients.length, sent: 0, failed: 0, skipped: 0, pending: 0 };
  const documents: SeedDocument[] = [];
  const sentAt = new Date(at.getTime() + 20_000);
  recipients.forEach(({ uid, data }, index) => {
    const language = userLanguage(data.active_language);
    const message = notificationTextFor(texts, language);
    const record = (channel: DeliveryChannel, recipient: string, payload: Record<string, unknown>, status: 'sent' | 'failed' | 'skipped', error: string | null) => {
      counts[status] += 1;
      const attempts = status === 'failed' ? 6 : status === 'sent' ? 1 : 0;
      // Failed for good: six attempts over ~2 h 36 min of backoff (shared DELIVERY_BACKOFF_MS).
      const updated = status === 'failed' ? new Date(at.getTime() + 9_370_000) : sentAt;
      documents.push({
        path: `deliveries/${deliveryId(event, channel, uid)}`,
        data: {
          channel,
          recipient,
          uid,
          subject: message.title,
          status,
          error,
          attempts,
          next_attempt_at: null,
          event,
          created_at: new Date(at.getTime() + 2_000 + index * 100),
          updated_at: updated,
          ...(status === 'sent' ? { sent_at: sentAt } : {}),
          payload,
        },
      });
    };
    if (channels.includes('in_app')) {
      const inboxPath = `users/${uid}/inbox/${key}`;
      documents.push({
        path: inboxPath,
        data: { ...message, created_at: new Date(at.getTime() + 2_000), read_at: index % 2 === 0 ? new Date(at.getTime() + 3_600_000) : null, kind: 'notification', ref: { notification_id: notificationId, occurrence: at.toISOString() } },
      });
      record('in_app', uid, { uid, inbox_path: inboxPath }, 'sent', null);
    }
    if (channels.includes('push')) {
      const payload = { uid, title: message.title, body: message.body, data: { notification_id: notificationId, occurrence: at.toISOString() } };
      if (hasTokens(data)) record('push', uid, payload, 'sent', null);
      else record('push', uid, payload, 'skipped', 'no device tokens');
    }
    if (channels.includes('email')) {
      const to = emailOf(data);
      const blocks = [{ paragraph: message.body }];
      const payload = { to: to ?? '', subject: message.title, html: renderMailHtml(language, message.title, blocks), text: renderMailText(message.title, blocks) };
      if (!to) record('email', '', payload, 'skipped', 'no e-mail address');
      else if (to === failEmailOf) record('email', to, payload, 'failed', '550 5.1.1 Mailbox unavailable: the recipient’s mail server refused the address');
      else record('email', to, payload, 'sent', null);
    }
  });
  documents.push({
    path: `notification_occurrences/${key}`,
    data: {
      notification_id: notificationId,
      occurrence: at,
      state: 'done',
      forced: false,
      queued_at: at,
      started_at: new Date(at.getTime() + 1_000),
      finished_at: sentAt,
      lease_until: null,
      republish_at: null,
      recount_at: null,
      counts,
    },
  });
  return { documents, key, at, counts };
}

interface NotificationDef {
  id: string;
  texts: Texts;
  channels: DeliveryChannel[];
  audience: NotificationAudience;
  schedule: Schedule;
  state: 'scheduled' | 'paused' | 'done' | 'cancelled';
  created: Date;
  occurrences: Occurrence[];
  next: Date | null;
}

function notificationDocument(def: NotificationDef): SeedDocument {
  const last = def.occurrences.at(-1);
  return {
    path: `notifications/${def.id}`,
    data: {
      texts: def.texts,
      channels: def.channels,
      audience: def.audience,
      canteen_id: def.audience.type === 'users' ? null : def.audience.canteen_id,
      schedule: seedSchedule(def.schedule),
      time_zone: def.schedule.timeZone,
      state: def.state,
      next_occurrence: def.next,
      due_at: def.state === 'scheduled' ? def.next : null,
      last_occurrence: last?.at ?? null,
      last_counts: last ? last.counts : null,
      occurrence_counts: Object.fromEntries(def.occurrences.map((occurrence) => [occurrence.key, occurrence.counts])),
      created_by: ADMIN,
      created_at: def.created,
      updated_at: last ? new Date(last.at.getTime() + 20_000) : def.created,
    },
  };
}

/** Every seeded notification with its occurrences, deliveries and inbox messages, for the day `today` (noon UTC). */
export function notificationDocuments(today: Date, users: readonly SeedDocument[]): SeedDocument[] {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const dayEnd = new Date(day.getTime() + 86_400_000 - 1);
  const people: UserDoc[] = users
    .filter((document) => /^users\/[^/]+$/.test(document.path))
    .map((document) => ({ uid: document.path.slice('users/'.length), data: document.data }));
  const customersOf = (canteen: string) =>
    people.filter(({ data }) => Array.isArray(data.canteens) && (data.canteens as unknown[]).includes(canteen)).sort((a, b) => a.uid.localeCompare(b.uid));
  const documents: SeedDocument[] = [];
  const local = (date: Date, hour: number, minute: number, zone: string) => {
    const [year, month, dayOfMonth] = isoDay(date).split('-').map(Number) as [number, number, number];
    return zonedTimeToInstant(year, month, dayOfMonth, hour, minute, zone);
  };

  for (const group of GROUPS) {
    const zone = canteenTimeZone({ id: group.canteen, endpoint_prefix: canteenById(group.canteen).endpointPrefix });
    const customers = customersOf(group.canteen);
    if (customers.length === 0) throw new Error(`notification seed: ${group.canteen} has no customers`);
    const base = group.canteen.replace('C_', '');

    // NOW, two days ago at 10:00 local, to the customers; the first customer's e-mail failed for good at C_1001.
    const nowId = `NTF_${base}_NOW`;
    const nowAt = local(addDays(day, -2), 10, 0, zone);
    const failed = group.canteen === 'C_1001' ? emailOf(customers[0]!.data) : null;
    const sent = sentOccurrence(nowId, nowAt, group.now, ['in_app', 'email', 'push'], customers, failed);
    documents.push(...sent.documents);
    documents.push(
      notificationDocument({
        id: nowId,
        texts: group.now,
        channels: ['in_app', 'email', 'push'],
        audience: { type: 'customers', canteen_id: group.canteen },
        schedule: { type: 'NOW', timeZone: zone },
        state: 'done',
        created: new Date(nowAt.getTime() - 60_000),
        occurrences: [sent],
        next: null,
      }),
    );

    // WEEKLY, Monday 08:00 local: the last Monday before the seed's day sent, the next one after it scheduled.
    const weeklyId = `NTF_${base}_WEEKLY`;
    const weekly: Schedule = { type: 'WEEKLY', weekday: 1, time: '08:00', timeZone: zone };
    let previous = nextOccurrence(weekly, addDays(day, -8))!;
    for (let next = nextOccurrence(weekly, previous)!; next.getTime() < day.getTime(); next = nextOccurrence(weekly, next)!) previous = next;
    const weeklySent = sentOccurrence(weeklyId, previous, group.weekly, ['in_app', 'push'], customers, null);
    documents.push(...weeklySent.documents);
    documents.push(
      notificationDocument({
        id: weeklyId,
        texts: group.weekly,
        channels: ['in_app', 'push'],
        audience: { type: 'customers', canteen_id: group.canteen },
        schedule: weekly,
        state: 'scheduled',
        created: addDays(previous, -14),
        occurrences: [weeklySent],
        next: nextOccurrence(weekly, dayEnd),
      }),
    );

    // MONTHLY, the 1st at 09:00 local, to the canteen's site and canteen managers by e-mail: paused, nothing sent yet.
    const monthly: Schedule = { type: 'MONTHLY', dayOfMonth: 1, time: '09:00', timeZone: zone };
    documents.push(
      notificationDocument({
        id: `NTF_${base}_MONTHLY`,
        texts: group.monthly,
        channels: ['email'],
        audience: { type: 'staff', canteen_id: group.canteen, roles: ['site_manager', 'responsabile_mensa'] },
        schedule: monthly,
        state: 'paused',
        created: addDays(day, -6),
        occurrences: [],
        next: nextOccurrence(monthly, dayEnd),
      }),
    );
  }

  // SPECIFIC_DAY in ten days at 11:00, to two chosen customers of C_1001: nothing sent, so it can still be edited.
  const chosen = customersOf('C_1001').slice(0, 2).map(({ uid }) => uid);
  const tasting: Schedule = { type: 'SPECIFIC_DAY', at: local(addDays(day, 10), 11, 0, 'Europe/Rome'), timeZone: 'Europe/Rome' };
  documents.push(
    notificationDocument({
      id: 'NTF_1001_TASTING',
      texts: { it: text('Degustazione dei nuovi piatti', 'Sei tra i clienti invitati ad assaggiare i piatti del menù invernale: ti aspettiamo alle 11:30.'), en: text('Tasting of the new dishes', 'You are invited to taste the winter menu’s dishes: see you at 11:30.') },
      channels: ['in_app', 'email'],
      audience: { type: 'users', uids: chosen },
      schedule: tasting,
      state: 'scheduled',
      created: addDays(day, -1),
      occurrences: [],
      next: tasting.at!,
    }),
  );
  // A SPECIFIC_DAY one cancelled before it went out (C_501).
  const survey: Schedule = { type: 'SPECIFIC_DAY', at: local(addDays(day, 3), 12, 0, 'Europe/Madrid'), timeZone: 'Europe/Madrid' };
  documents.push(
    notificationDocument({
      id: 'NTF_501_SURVEY',
      texts: { es: text('Encuesta de satisfacción', 'Cuéntanos qué te parece el nuevo menú: son dos minutos.') },
      channels: ['in_app'],
      audience: { type: 'customers', canteen_id: 'C_501' },
      schedule: survey,
      state: 'cancelled',
      created: addDays(day, -4),
      occurrences: [],
      next: null,
    }),
  );
  return documents;
}
