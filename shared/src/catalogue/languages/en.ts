// The text catalogue in English: status names, field names, allergens, mail and PDF texts — the shape every language follows.

/** English texts; every other language has exactly these keys (the type checks it, catalogue.test.ts too). */
export const catalogue = {
  statuses: {
    supportTicket: {
      open: 'Open',
      waiting: 'Waiting on you',
      solved: 'Solved',
      closed: 'Closed',
    },
    ifm: {
      '100': 'New',
      '200': 'Taken in charge',
      '300': 'In progress',
      '400': 'Completed',
      '500': 'On hold',
      '800': 'Exception',
      '999': 'Canceled',
    },
  },
  resources: {
    ifmRequests: {
      fields: {
        humanId: 'Request',
        orderId: 'Order id',
        applicant: 'Applicant',
        requestDate: 'Request date',
        deadline: 'Limit date',
        closeDate: 'Closing date',
        status: 'Status',
        statusDate: 'Status date',
        serviceType: 'Service type',
        notes: 'Notes',
        options: 'Selected options',
        total: 'Total',
        currency: 'Currency',
      },
    },
  },
  allergens: {
    milk: 'milk',
    sesame: 'sesame',
    eggs: 'eggs',
    gluten: 'gluten',
    fish: 'fish',
    soy: 'soy',
    celery: 'celery',
    peanuts: 'peanuts',
    nuts: 'nuts',
    crustaceans: 'crustaceans',
    molluscs: 'molluscs',
    sulphites: 'sulphites',
    mustard: 'mustard',
    lupins: 'lupins',
  },
  mail: {
    ifmStatus: {
      subject: 'Request {{id}}: {{status}}',
      greeting: 'Hello {{name}},',
      intro: 'the status of your request {{id}} is now: {{status}}.',
      date: 'Date',
      note: 'Note',
      outro: 'You can follow the request and write to us in the app.',
      pushTitle: 'Request {{id}}',
      pushBody: 'New status: {{status}}',
      threadSubject: 'Request {{id}}',
    },
    customerCareReply: {
      subject: 'Reply to your ticket: {{subject}}',
      greeting: 'Hello {{name}},',
      intro: 'the support team replied to your ticket "{{subject}}":',
      outro: 'Open the ticket in the back office to read it and answer.',
    },
    orderRejected: {
      title: 'Order cancelled',
      body: 'Your order {{id}} was cancelled because it contains items that are not available right now ({{categories}}).',
    },
  },
  pdf: {
    menu: {
      menuOf: 'Menu of',
      allergens: 'Allergens',
      nutrientsPerPortion: 'Nutrients per portion',
      energy: 'kcal',
      protein: 'protein',
      fat: 'fat',
      carbs: 'carbohydrates',
      noMenu: 'No menu published for this month.',
      dailyEnergy: 'Day total',
    },
  },
};
