// The text catalogue in French: status names, field names, allergens, mail and PDF texts.
import type { Catalogue } from '../shape';

export const catalogue: Catalogue = {
  statuses: {
    supportTicket: {
      open: 'Ouvert',
      waiting: 'En attente de votre réponse',
      solved: 'Résolu',
      closed: 'Fermé',
    },
    ifm: {
      '100': 'Insérée',
      '200': 'Prise en charge',
      '300': 'En cours',
      '400': 'Terminée',
      '500': 'En attente',
      '800': 'Exception',
      '999': 'Annulée',
    },
  },
  resources: {
    ifmRequests: {
      fields: {
        humanId: 'Demande',
        orderId: 'Id de commande',
        applicant: 'Demandeur',
        requestDate: 'Date de demande',
        deadline: 'Date limite',
        closeDate: 'Date de clôture',
        status: 'Statut',
        statusDate: 'Date du statut',
        serviceType: 'Type de service',
        notes: 'Notes',
        options: 'Options choisies',
        total: 'Total',
        currency: 'Devise',
      },
    },
  },
  allergens: {
    milk: 'lait',
    sesame: 'sésame',
    eggs: 'œufs',
    gluten: 'gluten',
    fish: 'poisson',
    soy: 'soja',
    celery: 'céleri',
    peanuts: 'arachides',
    nuts: 'fruits à coque',
    crustaceans: 'crustacés',
    molluscs: 'mollusques',
    sulphites: 'sulfites',
    mustard: 'moutarde',
    lupins: 'lupin',
  },
  mail: {
    ifmStatus: {
      subject: 'Demande {{id}} : {{status}}',
      greeting: 'Bonjour {{name}},',
      intro: 'le statut de votre demande {{id}} est maintenant : {{status}}.',
      date: 'Date',
      note: 'Note',
      outro: "Vous pouvez suivre la demande et nous écrire depuis l'application.",
      pushTitle: 'Demande {{id}}',
      pushBody: 'Nouveau statut : {{status}}',
      threadSubject: 'Demande {{id}}',
    },
    customerCareReply: {
      subject: 'Réponse à votre ticket : {{subject}}',
      greeting: 'Bonjour {{name}},',
      intro: "l'équipe d'assistance a répondu à votre ticket « {{subject}} » :",
      outro: 'Ouvrez le ticket dans le back-office pour le lire et répondre.',
    },
    orderRejected: {
      title: 'Commande annulée',
      body: 'Votre commande {{id}} a été annulée car elle contient des articles indisponibles pour le moment ({{categories}}).',
    },
  },
  pdf: {
    menu: {
      menuOf: 'Menu de',
      allergens: 'Allergènes',
      nutrientsPerPortion: 'Valeurs nutritionnelles par portion',
      energy: 'kcal',
      protein: 'protéines',
      fat: 'lipides',
      carbs: 'glucides',
      noMenu: 'Aucun menu publié pour ce mois.',
      dailyEnergy: 'Total du jour',
    },
  },
};
