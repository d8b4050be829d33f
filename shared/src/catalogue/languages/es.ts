// The text catalogue in Spanish: status names, field names, allergens, mail and PDF texts.
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
      '100': 'Insertada',
      '200': 'Tomada a cargo',
      '300': 'En curso',
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
    soy: 'soja',
    celery: 'apio',
    peanuts: 'cacahuetes',
    nuts: 'frutos de cáscara',
    crustaceans: 'crustáceos',
    molluscs: 'moluscos',
    sulphites: 'sulfitos',
    mustard: 'mostaza',
    lupins: 'altramuces',
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
      intro: 'el equipo de soporte ha respondido a tu ticket "{{subject}}":',
      outro: 'Abre el ticket en el back office para leerlo y responder.',
    },
    orderRejected: {
      title: 'Pedido cancelado',
      body: 'Tu pedido {{id}} se ha cancelado porque contiene productos que no están disponibles en este momento ({{categories}}).',
    },
  },
  pdf: {
    menu: {
      menuOf: 'Menú de',
      allergens: 'Alérgenos',
      nutrientsPerPortion: 'Valores nutricionales por ración',
      energy: 'kcal',
      protein: 'proteínas',
      fat: 'grasas',
      carbs: 'hidratos de carbono',
      noMenu: 'No hay menú publicado para este mes.',
      dailyEnergy: 'Total del día',
    },
  },
};
