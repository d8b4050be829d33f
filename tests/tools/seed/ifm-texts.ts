// Texts of IFM requests and their chats in each canteen language: notes, places, status notes, follow-ups.
import type { ContentLanguage } from './types';

interface IfmTexts {
  /** Request notes by IFM category key. */
  notes: Record<string, string[]>;
  places: string[];
  statusNotes: Record<number, string>;
  newRequest: (product: string) => string;
  followUp: string;
  subject: string;
}

export const IFM_TEXTS: Record<ContentLanguage, IfmTexts> = {
  it: {
    notes: {
      MEETING_ROOMS: [
        'Riunione con il cliente alle 10:00, servono 12 posti.',
        'Per favore prima delle 9, la sala è occupata dalle 9:30.',
      ],
      CLEANING: [
        'Caffè versato sulla moquette vicino alla stampante.',
        'Pulizia dopo il trasloco del reparto vendite.',
      ],
      MAINTENANCE: [
        'Perdita sotto il lavandino del bagno al secondo piano.',
        'Due lampade fulminate vicino alle postazioni 14 e 15.',
      ],
      LOGISTICS: [
        'Trasloco di 3 postazioni dal piano 1 al piano 4.',
        'Due pacchi da ritirare in reception entro le 16.',
      ],
    },
    places: [
      'Sala riunioni Leonardo - 3° piano',
      'Open space B2',
      '',
      'Ufficio 214',
      'Sala formazione Volta',
    ],
    statusNotes: {
      500: 'In attesa di conferma dal fornitore.',
      200: 'Presa in carico, intervento pianificato.',
      300: 'Tecnico sul posto.',
      400: 'Intervento completato, verbale allegato.',
      999: 'Annullata su richiesta del cliente.',
      800: 'Impossibile procedere: accesso al locale non consentito.',
    },
    newRequest: (product) => `Nuova richiesta: ${product}`,
    followUp: 'Grazie! Potete indicarmi a che ora arriva il tecnico?',
    subject: 'Richiesta',
  },
  es: {
    notes: {
      MEETING_ROOMS: [
        'Reunión con el cliente a las 10:00, hacen falta 12 plazas.',
        'Por favor antes de las 9, la sala está ocupada desde las 9:30.',
      ],
      CLEANING: [
        'Café derramado en la moqueta junto a la impresora.',
        'Limpieza tras el traslado del departamento comercial.',
      ],
      MAINTENANCE: [
        'Fuga debajo del lavabo del baño de la segunda planta.',
        'Dos lámparas fundidas junto a los puestos 14 y 15.',
      ],
      LOGISTICS: [
        'Traslado de 3 puestos de la planta 1 a la planta 4.',
        'Dos paquetes para recoger en recepción antes de las 16.',
      ],
    },
    places: [
      'Sala de reuniones Prado - planta 3',
      'Open space B2',
      '',
      'Despacho 214',
      'Sala de formación Goya',
    ],
    statusNotes: {
      500: 'A la espera de confirmación del proveedor.',
      200: 'Solicitud aceptada, intervención programada.',
      300: 'El técnico está en el lugar.',
      400: 'Intervención finalizada, parte adjunto.',
      999: 'Anulada a petición del cliente.',
      800: 'No se puede continuar: acceso a la sala denegado.',
    },
    newRequest: (product) => `Nueva solicitud: ${product}`,
    followUp: '¡Gracias! ¿Me podéis decir a qué hora llega el técnico?',
    subject: 'Solicitud',
  },
  en: {
    notes: {
      MEETING_ROOMS: [
        'Client meeting at 10:00, we need 12 seats.',
        'Please before 9, the room is booked from 9:30.',
      ],
      CLEANING: [
        'Coffee spilt on the carpet next to the printer.',
        'Cleaning after the sales team moved out.',
      ],
      MAINTENANCE: [
        'Leak under the washbasin in the second-floor toilets.',
        'Two lamps out next to desks 14 and 15.',
      ],
      LOGISTICS: [
        'Move 3 workstations from floor 1 to floor 4.',
        'Two parcels to collect at reception by 16:00.',
      ],
    },
    places: ['Meeting room Tagus - 3rd floor', 'Open space B2', '', 'Office 214', 'Training room Belém'],
    statusNotes: {
      500: 'Waiting for the supplier to confirm.',
      200: 'Taken in charge, visit scheduled.',
      300: 'Technician on site.',
      400: 'Work completed, report attached.',
      999: 'Cancelled at the customer’s request.',
      800: 'Cannot proceed: access to the room refused.',
    },
    newRequest: (product) => `New request: ${product}`,
    followUp: 'Thanks! Could you tell me when the technician will arrive?',
    subject: 'Request',
  },
  fr: {
    notes: {
      MEETING_ROOMS: ['Réunion client à 10h00, il faut 12 places.'],
      CLEANING: ['Café renversé sur la moquette près de l’imprimante.'],
      MAINTENANCE: ['Fuite sous le lavabo des toilettes du 2e étage.'],
      LOGISTICS: ['Déménagement de 3 postes du 1er au 4e étage.'],
    },
    places: ['Salle de réunion Seine - 3e étage', 'Open space B2', ''],
    statusNotes: {
      500: 'En attente de confirmation du fournisseur.',
      200: 'Prise en charge, intervention planifiée.',
      300: 'Technicien sur place.',
      400: 'Intervention terminée, rapport joint.',
      999: 'Annulée à la demande du client.',
      800: 'Impossible de continuer : accès à la salle refusé.',
    },
    newRequest: (product) => `Nouvelle demande : ${product}`,
    followUp: "Merci ! Pouvez-vous m'indiquer l'heure d'arrivée du technicien ?",
    subject: 'Demande',
  },
};
