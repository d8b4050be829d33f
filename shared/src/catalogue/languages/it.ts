// The text catalogue in Italian: status names, field names, allergens, mail and PDF texts.
import type { Catalogue } from '../shape';

export const catalogue: Catalogue = {
  statuses: {
    supportTicket: {
      open: 'Aperto',
      waiting: 'In attesa di te',
      solved: 'Risolto',
      closed: 'Chiuso',
    },
    ifm: {
      '100': 'Inserita',
      '200': 'Presa in carico',
      '300': 'In lavorazione',
      '400': 'Completata',
      '500': 'In attesa',
      '800': 'Eccezione',
      '999': 'Annullata',
    },
  },
  resources: {
    ifmRequests: {
      fields: {
        humanId: 'Richiesta',
        orderId: 'Id ordine',
        applicant: 'Richiedente',
        requestDate: 'Data richiesta',
        deadline: 'Data limite',
        closeDate: 'Data chiusura',
        status: 'Stato',
        statusDate: 'Data stato',
        serviceType: 'Tipo di servizio',
        notes: 'Note',
        options: 'Opzioni selezionate',
        total: 'Totale',
        currency: 'Valuta',
      },
    },
  },
  allergens: {
    milk: 'latte',
    sesame: 'sesamo',
    eggs: 'uova',
    gluten: 'glutine',
    fish: 'pesce',
    soy: 'soia',
    celery: 'sedano',
    peanuts: 'arachidi',
    nuts: 'frutta a guscio',
    crustaceans: 'crostacei',
    molluscs: 'molluschi',
    sulphites: 'solfiti',
    mustard: 'senape',
    lupins: 'lupini',
  },
  mail: {
    ifmStatus: {
      subject: 'Richiesta {{id}}: {{status}}',
      greeting: 'Ciao {{name}},',
      intro: 'lo stato della tua richiesta {{id}} ora è: {{status}}.',
      date: 'Data',
      note: 'Nota',
      outro: "Puoi seguire la richiesta e scriverci dall'app.",
      pushTitle: 'Richiesta {{id}}',
      pushBody: 'Nuovo stato: {{status}}',
      threadSubject: 'Richiesta {{id}}',
    },
    customerCareReply: {
      subject: 'Risposta al tuo ticket: {{subject}}',
      greeting: 'Ciao {{name}},',
      intro: 'il supporto ha risposto al tuo ticket "{{subject}}":',
      outro: 'Apri il ticket nel back office per leggerlo e rispondere.',
    },
    orderRejected: {
      title: 'Ordine annullato',
      body: 'Il tuo ordine {{id}} è stato annullato perché contiene prodotti non disponibili al momento ({{categories}}).',
    },
  },
  pdf: {
    menu: {
      menuOf: 'Menù di',
      allergens: 'Allergeni',
      nutrientsPerPortion: 'Valori nutrizionali per porzione',
      energy: 'kcal',
      protein: 'proteine',
      fat: 'grassi',
      carbs: 'carboidrati',
      noMenu: 'Nessun menù pubblicato per questo mese.',
      dailyEnergy: 'Totale del giorno',
    },
  },
};
