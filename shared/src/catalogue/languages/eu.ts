// The text catalogue in Basque: status names, field names, allergens, mail and PDF texts.
import type { Catalogue } from '../shape';

export const catalogue: Catalogue = {
  statuses: {
    supportTicket: {
      open: 'Irekita',
      waiting: 'Zure zain',
      solved: 'Konponduta',
      closed: 'Itxita',
    },
    ifm: {
      '100': 'Sartua',
      '200': 'Bere gain hartua',
      '300': 'Lanean',
      '400': 'Osatua',
      '500': 'Zain',
      '800': 'Salbuespena',
      '999': 'Bertan behera utzia',
    },
  },
  resources: {
    ifmRequests: {
      fields: {
        humanId: 'Eskaera',
        orderId: 'Eskaeraren IDa',
        applicant: 'Eskatzailea',
        requestDate: 'Eskaera-data',
        deadline: 'Muga-data',
        closeDate: 'Itxiera-data',
        status: 'Egoera',
        statusDate: 'Egoeraren data',
        serviceType: 'Zerbitzu mota',
        notes: 'Oharrak',
        options: 'Hautatutako aukerak',
        total: 'Guztira',
        currency: 'Moneta',
      },
    },
  },
  allergens: {
    milk: 'esnea',
    sesame: 'sesamoa',
    eggs: 'arrautzak',
    gluten: 'glutena',
    fish: 'arraina',
    soy: 'soja',
    celery: 'apioa',
    peanuts: 'kakahueteak',
    nuts: 'fruitu lehorrak',
    crustaceans: 'krustazeoak',
    molluscs: 'moluskuak',
    sulphites: 'sulfitoak',
    mustard: 'ziapea',
    lupins: 'lupinuak',
  },
  mail: {
    ifmStatus: {
      subject: '{{id}} eskaera: {{status}}',
      greeting: 'Kaixo, {{name}}:',
      intro: '{{id}} eskaeraren egoera orain hau da: {{status}}.',
      date: 'Data',
      note: 'Oharra',
      outro: 'Eskaera aplikaziotik jarrai dezakezu eta guri idatzi.',
      pushTitle: '{{id}} eskaera',
      pushBody: 'Egoera berria: {{status}}',
      threadSubject: '{{id}} eskaera',
    },
    customerCareReply: {
      subject: 'Zure txartelari erantzuna: {{subject}}',
      greeting: 'Kaixo, {{name}}:',
      intro: 'laguntza-taldeak "{{subject}}" txartelari erantzun dio:',
      outro: 'Ireki txartela back officean irakurri eta erantzuteko.',
    },
    orderRejected: {
      title: 'Eskaera bertan behera utzi da',
      body: 'Zure {{id}} eskaera bertan behera utzi da, une honetan eskuragarri ez dauden produktuak dituelako ({{categories}}).',
    },
  },
  pdf: {
    menu: {
      menuOf: 'Menua:',
      allergens: 'Alergenoak',
      nutrientsPerPortion: 'Balio nutrizionalak anoako',
      energy: 'kcal',
      protein: 'proteinak',
      fat: 'gantzak',
      carbs: 'karbohidratoak',
      noMenu: 'Ez dago hilabete honetarako menurik argitaratuta.',
      dailyEnergy: 'Eguneko guztira',
    },
  },
};
