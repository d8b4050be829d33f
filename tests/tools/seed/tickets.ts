// Plain customer tickets (chat/{id} without ifm): one read, one with an unread reply, one never read per canteen.
import { CANTEENS } from './canteen-data';
import { addMinutes, officeTimeline } from './dates';
import { DEMO_CUSTOMER, customersOf } from './people-data';
import { createRandom } from './random';
import type { CanteenDef, ContentLanguage, SeedDocument } from './types';

interface Ticket {
  subject: string;
  messages: Array<{ from: 'U' | 'BO'; message: string }>;
}

/** Per language: a read ticket, a ticket with an unread customer reply, a ticket nobody opened yet. */
const TICKETS: Record<ContentLanguage, [Ticket, Ticket, Ticket]> = {
  it: [
    {
      subject: 'Allergeni nel menù di oggi',
      messages: [
        { from: 'U', message: 'Buongiorno, il pesto di oggi contiene frutta a guscio?' },
        {
          from: 'BO',
          message:
            "Buongiorno, sì: contiene pinoli. Trova tutti gli allergeni nella scheda del piatto nell'app.",
        },
      ],
    },
    {
      subject: 'Pagamento non andato a buon fine',
      messages: [
        {
          from: 'U',
          message: "Ho pagato il pranzo con la carta ma l'ordine risulta ancora in attesa di pagamento.",
        },
        {
          from: 'BO',
          message: 'Ci scusiamo per il disagio, stiamo verificando con il circuito di pagamento.',
        },
        { from: 'U', message: "Grazie. Però l'importo mi è stato addebitato due volte." },
      ],
    },
    {
      subject: 'Richiesta menù senza glutine',
      messages: [
        { from: 'U', message: 'È possibile avere un menù senza glutine tutti i giorni a partire da lunedì?' },
      ],
    },
  ],
  es: [
    {
      subject: 'Alérgenos del menú de hoy',
      messages: [
        { from: 'U', message: 'Buenos días, ¿la paella de hoy lleva marisco?' },
        {
          from: 'BO',
          message:
            'Buenos días, sí: lleva gambas, mejillones y calamar. Tiene todos los alérgenos en la ficha del plato.',
        },
      ],
    },
    {
      subject: 'Pago no completado',
      messages: [
        { from: 'U', message: 'He pagado la comida con tarjeta pero el pedido sigue pendiente de pago.' },
        { from: 'BO', message: 'Disculpe las molestias, lo estamos revisando con la pasarela de pago.' },
        { from: 'U', message: 'Gracias. Pero me han cobrado el importe dos veces.' },
      ],
    },
    {
      subject: 'Solicitud de menú sin gluten',
      messages: [
        { from: 'U', message: '¿Es posible tener un menú sin gluten todos los días a partir del lunes?' },
      ],
    },
  ],
  en: [
    {
      subject: "Allergens in today's menu",
      messages: [
        { from: 'U', message: "Hello, does today's pesto contain nuts?" },
        {
          from: 'BO',
          message:
            "Hello, yes: it contains pine nuts. You'll find every allergen on the dish's card in the app.",
        },
      ],
    },
    {
      subject: 'Payment not completed',
      messages: [
        { from: 'U', message: 'I paid for lunch by card but the order is still waiting for payment.' },
        { from: 'BO', message: 'Sorry for the trouble, we are checking with the payment provider.' },
        { from: 'U', message: 'Thanks. But I have been charged twice.' },
      ],
    },
    {
      subject: 'Gluten-free menu request',
      messages: [{ from: 'U', message: 'Could I have a gluten-free menu every day from Monday?' }],
    },
  ],
  fr: [
    {
      subject: 'Allergènes du menu du jour',
      messages: [
        { from: 'U', message: "Bonjour, le pesto d'aujourd'hui contient-il des fruits à coque ?" },
        { from: 'BO', message: 'Bonjour, oui : il contient des pignons de pin.' },
      ],
    },
    {
      subject: 'Paiement non abouti',
      messages: [
        { from: 'U', message: 'J’ai payé par carte mais la commande attend toujours le paiement.' },
        { from: 'BO', message: 'Désolés, nous vérifions auprès du prestataire de paiement.' },
        { from: 'U', message: 'Merci. Mais j’ai été débité deux fois.' },
      ],
    },
    {
      subject: 'Demande de menu sans gluten',
      messages: [
        { from: 'U', message: 'Est-il possible d’avoir un menu sans gluten tous les jours dès lundi ?' },
      ],
    },
  ],
};

/** Help-desk tags per ticket index: a topic and a grade (0 worst … 5 best) that feeds the DEFCON bar (spec §3, §9). */
const TICKET_TAGS: [string[], string[], string[]] = [
  ['allergens', 'grade_5'],
  ['payment', 'grade_2'],
  ['special-diet', 'grade_4'],
];

function canteenTickets(canteen: CanteenDef, now: Date): SeedDocument[] {
  const random = createRandom(`tickets:${canteen.id}`);
  return TICKETS[canteen.language].map((ticket, index) => {
    const customer =
      index === 0 && canteen.id === DEMO_CUSTOMER.canteenId
        ? DEMO_CUSTOMER
        : random.pick(customersOf(canteen.id));
    // Messages an hour or two apart, in office hours, all before now.
    const rawTimes: Date[] = [addMinutes(now, -random.int(6 * 60, 72 * 60))];
    for (let n = 1; n < ticket.messages.length; n += 1)
      rawTimes.push(addMinutes(rawTimes[n - 1] ?? now, random.int(30, 150)));
    const times = officeTimeline(rawTimes, canteen.utcOffsetHours, now);
    const opened = times[0] ?? now;
    const messages = ticket.messages.map((message, n) => ({
      date: times[n] ?? opened,
      from: message.from,
      message: message.message,
    }));
    const at = times.at(-1) ?? opened;
    const lastBackOffice = [...messages].reverse().find((message) => message.from === 'BO');
    // index 0: read after the reply; index 1: read before the customer's last message; index 2: never read.
    const adminLastRead =
      index === 2
        ? null
        : index === 0
          ? new Date(Math.min(addMinutes(at, 5).getTime(), now.getTime()))
          : addMinutes(lastBackOffice?.date ?? opened, 2);
    return {
      path: `chat/TICKET_${canteen.id}_${index + 1}`,
      data: {
        canteen_id: canteen.id,
        parent: canteen.parent || canteen.id,
        date: opened,
        name: `${customer.name} ${customer.surname}`,
        status: 1,
        subject: ticket.subject,
        tags: [...(TICKET_TAGS[index] ?? [])],
        userid: customer.uid,
        admin_last_read: adminLastRead,
        messages,
      },
    };
  });
}

export function ticketDocuments(now: Date): SeedDocument[] {
  return CANTEENS.flatMap((canteen) => canteenTickets(canteen, now));
}
