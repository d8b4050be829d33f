// The text catalogue in Catalan: status names, field names, allergens, mail and PDF texts.
import type { Catalogue } from '../shape';

export const catalogue: Catalogue = {
  statuses: {
    supportTicket: {
      open: 'Obert',
      waiting: 'Esperant la teva resposta',
      solved: 'Resolt',
      closed: 'Tancat',
    },
    ifm: {
      '100': 'Inserida',
      '200': 'Presa en càrrec',
      '300': 'En curs',
      '400': 'Completada',
      '500': 'En espera',
      '800': 'Excepció',
      '999': 'Cancel·lada',
    },
  },
  resources: {
    ifmRequests: {
      fields: {
        humanId: 'Sol·licitud',
        orderId: 'Id de la comanda',
        applicant: 'Sol·licitant',
        requestDate: 'Data de sol·licitud',
        deadline: 'Data límit',
        closeDate: 'Data de tancament',
        status: 'Estat',
        statusDate: "Data de l'estat",
        serviceType: 'Tipus de servei',
        notes: 'Notes',
        options: 'Opcions seleccionades',
        total: 'Total',
        currency: 'Moneda',
      },
    },
  },
  allergens: {
    milk: 'llet',
    sesame: 'sèsam',
    eggs: 'ous',
    gluten: 'gluten',
    fish: 'peix',
    soy: 'soja',
    celery: 'api',
    peanuts: 'cacauets',
    nuts: 'fruits de closca',
    crustaceans: 'crustacis',
    molluscs: 'mol·luscs',
    sulphites: 'sulfits',
    mustard: 'mostassa',
    lupins: 'tramussos',
  },
  mail: {
    ifmStatus: {
      subject: 'Sol·licitud {{id}}: {{status}}',
      greeting: 'Hola, {{name}}:',
      intro: "l'estat de la teva sol·licitud {{id}} ara és: {{status}}.",
      date: 'Data',
      note: 'Nota',
      outro: "Pots seguir la sol·licitud i escriure'ns des de l'app.",
      pushTitle: 'Sol·licitud {{id}}',
      pushBody: 'Nou estat: {{status}}',
      threadSubject: 'Sol·licitud {{id}}',
    },
    customerCareReply: {
      subject: 'Resposta al teu tiquet: {{subject}}',
      greeting: 'Hola {{name}},',
      intro: 'l\'equip de suport ha respost al teu tiquet "{{subject}}":',
      outro: 'Obre el tiquet al back office per llegir-lo i respondre.',
    },
    orderRejected: {
      title: 'Comanda cancel·lada',
      body: "La teva comanda {{id}} s'ha cancel·lat perquè conté productes que ara no estan disponibles ({{categories}}).",
    },
  },
  pdf: {
    menu: {
      menuOf: 'Menú de',
      allergens: 'Al·lèrgens',
      nutrientsPerPortion: 'Valors nutricionals per ració',
      energy: 'kcal',
      protein: 'proteïnes',
      fat: 'greixos',
      carbs: 'hidrats de carboni',
      noMenu: 'No hi ha cap menú publicat aquest mes.',
      dailyEnergy: 'Total del dia',
    },
  },
};
