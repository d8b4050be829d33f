// messages/{id}: communications in en/it/es/fr valid around today; one per canteen lacks French.
import { translatedLanguages, type CommunicationActionType, type CommunicationArea } from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import { addDays, atLocalTime } from './dates';
import { tr, type CanteenDef, type SeedDocument, type Translated } from './types';

interface CommunicationDef {
  area: CommunicationArea;
  /** Spec §3 action type, as the shared `communicationSchema` names it. */
  action: CommunicationActionType;
  title: Partial<Translated>;
  text: Partial<Translated>;
  link?: Partial<Translated>;
  /** Validity in days from today. */
  from: number;
  to: number;
}

function withoutFrench(text: Translated): Partial<Translated> {
  return { en: text.en, it: text.it, es: text.es };
}

const COMMUNICATIONS: CommunicationDef[] = [
  {
    area: 'home',
    action: 'info',
    from: -7,
    to: 21,
    title: tr(
      'The new seasonal menu is here',
      'È arrivato il nuovo menù di stagione',
      'Llega el nuevo menú de temporada',
      'Le nouveau menu de saison est arrivé',
    ),
    text: tr(
      'Our chefs have prepared new dishes with seasonal vegetables, pulses and fish. Find them every day in the menu.',
      'I nostri cuochi hanno preparato nuovi piatti con verdure di stagione, legumi e pesce. Li trovi ogni giorno nel menù.',
      'Nuestros cocineros han preparado nuevos platos con verduras de temporada, legumbres y pescado. Los encontrarás cada día en el menú.',
      'Nos chefs ont préparé de nouveaux plats avec des légumes de saison, des légumineuses et du poisson. Retrouvez-les chaque jour au menu.',
    ),
  },
  {
    area: 'news',
    action: 'external',
    from: -3,
    to: 14,
    title: tr(
      'Sustainability week',
      'Settimana della sostenibilità',
      'Semana de la sostenibilidad',
      'Semaine du développement durable',
    ),
    text: tr(
      'Every dish now shows its carbon footprint. Choose the low-impact ones and help us cut food waste.',
      'Ogni piatto ora mostra la sua impronta di carbonio. Scegli quelli a basso impatto e aiutaci a ridurre lo spreco alimentare.',
      'Cada plato muestra ahora su huella de carbono. Elige los de bajo impacto y ayúdanos a reducir el desperdicio alimentario.',
      'Chaque plat affiche désormais son empreinte carbone. Choisissez ceux à faible impact et aidez-nous à réduire le gaspillage.',
    ),
    link: tr(
      'https://www.example.com/en/sustainability',
      'https://www.example.com/it/sostenibilita',
      'https://www.example.com/es/sostenibilidad',
      'https://www.example.com/fr/developpement-durable',
    ),
  },
  {
    area: 'news',
    action: 'go_to_service',
    from: -1,
    to: 30,
    title: tr(
      'Book a coffee break for your meetings',
      'Prenota il coffee break per le tue riunioni',
      'Reserva el coffee break para tus reuniones',
      'Réservez une pause-café pour vos réunions',
    ),
    text: tr(
      'Coffee, pastries and light lunches delivered to your meeting room. Order at least 24 hours ahead.',
      'Caffè, pasticceria e light lunch consegnati in sala riunioni. Ordina con almeno 24 ore di anticipo.',
      'Café, bollería y almuerzos ligeros servidos en tu sala de reuniones. Pide con al menos 24 horas de antelación.',
      'Café, viennoiseries et déjeuners légers livrés en salle de réunion. Commandez au moins 24 heures à l’avance.',
    ),
  },
  {
    // Deliberately missing French: the back office shows 'Traduzione mancante (fr)'.
    area: 'home',
    action: 'popup',
    from: -2,
    to: 10,
    title: withoutFrench(
      tr(
        'Early closing on Friday',
        'Chiusura anticipata venerdì',
        'Cierre anticipado el viernes',
        'Fermeture anticipée vendredi',
      ),
    ),
    text: withoutFrench(
      tr(
        'On Friday the restaurant closes at 14:00 for maintenance work. Takeaway stays open until 13:30.',
        'Venerdì il ristorante chiude alle 14:00 per lavori di manutenzione. Il takeaway resta aperto fino alle 13:30.',
        'El viernes el restaurante cierra a las 14:00 por obras de mantenimiento. El servicio para llevar abre hasta las 13:30.',
        '',
      ),
    ),
  },
];

function communicationDocuments(canteen: CanteenDef, today: Date): SeedDocument[] {
  return COMMUNICATIONS.map((message, index) => ({
    path: `messages/MSG_${canteen.id}_${index + 1}`,
    data: {
      canteen_id: canteen.id,
      area: message.area,
      action: message.action,
      title: message.title,
      text: message.text,
      ...(message.link ? { link: message.link } : {}),
      languages: translatedLanguages({ title: message.title }),
      start: atLocalTime(addDays(today, message.from), 0, 0, canteen.utcOffsetHours),
      end: atLocalTime(addDays(today, message.to), 23, 59, canteen.utcOffsetHours),
      pos: index + 1,
      created_at: atLocalTime(addDays(today, message.from - 1), 16, 30, canteen.utcOffsetHours),
    },
  }));
}

export function messageDocuments(today: Date): SeedDocument[] {
  return CANTEENS.flatMap((canteen) => communicationDocuments(canteen, today));
}
