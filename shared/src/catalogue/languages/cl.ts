// The text catalogue in Chilean (Latin-American) Spanish: status names, field names, allergens, mail and PDF texts.
import type { Catalogue } from '../shape';

export const catalogue: Catalogue = {
  statuses: {
    supportTicket: {
      open: 'Abierto',
      waiting: 'Esperando tu respuesta',
      solved: 'Resuelto',
      closed: 'Cerrado',
    },
    ifm: {
      '100': 'Ingresada',
      '200': 'Tomada',
      '300': 'En proceso',
      '400': 'Completada',
      '500': 'En espera',
      '800': 'Excepción',
      '999': 'Cancelada',
    },
  },
  resources: {
    ifmRequests: {
      fields: {
        humanId: 'Solicitud',
        orderId: 'Id del pedido',
        applicant: 'Solicitante',
        requestDate: 'Fecha de solicitud',
        deadline: 'Fecha límite',
        closeDate: 'Fecha de cierre',
        status: 'Estado',
        statusDate: 'Fecha del estado',
        serviceType: 'Tipo de servicio',
        notes: 'Notas',
        options: 'Opciones seleccionadas',
        total: 'Total',
        currency: 'Moneda',
      },
    },
  },
  allergens: {
    milk: 'leche',
    sesame: 'sésamo',
    eggs: 'huevos',
    gluten: 'gluten',
    fish: 'pescado',
    soy: 'soya',
    celery: 'apio',
    peanuts: 'maní',
    nuts: 'frutos secos',
    crustaceans: 'crustáceos',
    molluscs: 'moluscos',
    sulphites: 'sulfitos',
    mustard: 'mostaza',
    lupins: 'lupino',
  },
  mail: {
    ifmStatus: {
      subject: 'Solicitud {{id}}: {{status}}',
      greeting: 'Hola, {{name}}:',
      intro: 'el estado de tu solicitud {{id}} ahora es: {{status}}.',
      date: 'Fecha',
      note: 'Nota',
      outro: 'Puedes seguir la solicitud y escribirnos desde la app.',
      pushTitle: 'Solicitud {{id}}',
      pushBody: 'Nuevo estado: {{status}}',
      threadSubject: 'Solicitud {{id}}',
    },
    customerCareReply: {
      subject: 'Respuesta a tu ticket: {{subject}}',
      greeting: 'Hola {{name}}:',
      intro: 'el equipo de soporte respondió tu ticket "{{subject}}":',
      outro: 'Abre el ticket en el back office para leerlo y responder.',
    },
    orderRejected: {
      title: 'Pedido cancelado',
      body: 'Tu pedido {{id}} fue cancelado porque contiene productos que no están disponibles en este momento ({{categories}}).',
    },
  },
  pdf: {
    menu: {
      menuOf: 'Menú de',
      allergens: 'Alérgenos',
      nutrientsPerPortion: 'Información nutricional por porción',
      energy: 'kcal',
      protein: 'proteínas',
      fat: 'grasas',
      carbs: 'carbohidratos',
      noMenu: 'No hay menú publicado para este mes.',
      dailyEnergy: 'Total del día',
    },
  },
};
