// Documents the rules suites write: seeded documents as templates, and the shapes a client writes (orders, IFM
// requests and their status writes, threads and messages), so that every allowed write is a realistic, valid one.
import { buildSeed } from '../../tools/seed';

export const FIXED_NOW = new Date('2026-11-21T12:00:00Z');
const seed = buildSeed({ today: FIXED_NOW });

/** A seeded document's data (deep-copied), found by path or by path prefix. */
export function seeded(pathOrPrefix: string): Record<string, unknown> {
  const document =
    seed.documents.find((doc) => doc.path === pathOrPrefix) ??
    seed.documents.find((doc) => doc.path.startsWith(pathOrPrefix));
  if (!document) throw new Error(`No seeded document at ${pathOrPrefix}`);
  return structuredClone(document.data);
}

// ---- Templates from the seed --------------------------------------------------------------------------------------
export const canteenTemplate = seeded('canteens/C_1001');
export const userTemplate = seeded('users/demo-customer');
export const recipeTemplate = seeded('recipes/R_001');
export const ingredientTemplate = seeded('ingredients/pasta');
export const menuTemplate = seeded('menu/C_1001_');
export const orderTemplate = seeded('orders/ORD_C_1001_0001');
export const ifmTemplate = seeded('orders/IFM_C_1001_001');
export const ticketTemplate = seeded('chat/TICKET_C_1001_1');
export const shopTemplate = seeded('services/SHOP_C_1001');
export const ifmServiceTemplate = seeded('services/IFM_C_1001');
export const shopCategoryTemplate = seeded('services/SHOP_C_1001/categories/');
export const ifmCategoryTemplate = seeded('services/IFM_C_1001/categories/');
export const shopProductTemplate = seeded('services/SHOP_C_1001/products/');
export const ifmProductTemplate = seeded('services/IFM_C_1001/products/');
export const messageTemplate = seeded('messages/MSG_C_1001_1');
export const newsAreaTemplate = seeded('aree_news/AN_C_1001_1');
export const costCentreTemplate = seeded('cost_centers/CC_C_1001_1');
export const preRegistrationTemplate = seeded('pre_registrations/PR_C_1001_1');
export const staticPageTemplate = seeded('static_pages/C_1001_chi-siamo');
export const specialDietTemplate = seeded('special_diets/SD_C_1001_1');
export const paymentMethodTemplate = seeded('payment_methods/PM_CREDIT_CARD');
export const canteenPaymentMethodTemplate = seeded('canteen_payment_methods/CPM_C_1001_CREDIT_CARD');
/** An open survey for every audience; it closes far from any day the suite runs on (the rules compare request.time). */
export const surveyTemplate = { ...seeded('surveys/SV_C_1001_1'), status: 'open', closes_at: new Date('2100-01-01T00:00:00Z') };
export const surveyResponseTemplate = seeded('survey_responses/SV_C_1001_1_');
export const printerTemplate = seeded('printers/PR_C_1001_KITCHEN');
export const comboTemplate = seeded('combos/CB_C_1001_MENU_01');
export const seatAreaTemplate = seeded('seats/ST_C_1001_MAIN');
export const printJobTemplate = seeded('print_jobs/ORD_C_1001_');
export const ratingTemplate = seeded('ratings/RT_C_1001_');
export const signageScreenTemplate = seeded('digital_signage/SG_C_1001_ENTRANCE');
export const peopleCounterTemplate = seeded('people_counters/PC_C_1001_MAIN');

/** A customer-care ticket and a message as the callable writes them (the seed's own are built relative to today). */
export const customerCareTicketTemplate: Record<string, unknown> = {
  canteen_id: 'C_1001',
  country: 'it',
  subject: 'Stampante della cucina non risponde',
  search_keywords: ['st', 'sta'],
  category: 'devices',
  tags: ['devices', 'grade_3'],
  grade: 3,
  state: 'open',
  state_history: [{ state: 'open', at: FIXED_NOW, by: 'uid-site' }],
  created_at: FIXED_NOW,
  created_by: 'uid-site',
  first_response_at: null,
  solved_at: null,
  last_activity_at: FIXED_NOW,
  last_message_from: 'requester',
};
export const customerCareMessageTemplate: Record<string, unknown> = {
  canteen_id: 'C_1001',
  created_at: FIXED_NOW,
  html_body: '<p>La stampante non stampa le comande.</p>',
  from: 'requester',
  author_uid: 'uid-site',
  author_name: 'Giulia Rossi',
  attachments: [],
};

/** A user document of a customer of `canteens` (the customer, the stranger, a new account). */
export function customerDocument(canteens: string[]): Record<string, unknown> {
  return { ...structuredClone(userTemplate), canteens };
}

/** An order of a customer, pending (status 1), with its lines. */
export function orderDocument(canteen: string, owner: string): Record<string, unknown> {
  return {
    ...structuredClone(orderTemplate),
    canteenid: canteen,
    userid: owner,
    status: 1,
    service_id: `SHOP_${canteen}`,
  };
}

/** An IFM request of a customer in status `status`, as the seed stores it (with its first history entry). */
export function ifmDocument(canteen: string, owner: string, status = 100): Record<string, unknown> {
  return {
    ...structuredClone(ifmTemplate),
    canteenid: canteen,
    userid: owner,
    status,
    service_id: `IFM_${canteen}`,
  };
}

/** A new IFM request as a customer files it: status 100, no history. */
export function newIfmDocument(canteen: string, owner: string): Record<string, unknown> {
  const { history: _history, ...request } = ifmDocument(canteen, owner);
  return request;
}

/** A ticket thread of a customer with the seeded messages (one from U, one from BO). */
export function threadDocument(canteen: string, owner: string): Record<string, unknown> {
  return { ...structuredClone(ticketTemplate), canteen_id: canteen, parent: canteen, userid: owner };
}

/** A new ticket thread as a customer opens it: open, with their first message, none of the fields functions keep. */
export function newThreadDocument(canteen: string, owner: string): Record<string, unknown> {
  const {
    admin_last_read: _read,
    unread: _unread,
    last_customer_message_at: _last,
    ...thread
  } = threadDocument(canteen, owner);
  return {
    ...thread,
    status: 1,
    date: FIXED_NOW,
    messages: [{ date: FIXED_NOW, from: 'U', message: 'Buongiorno!' }],
  };
}

/** A chat message as a client writes it: date, author (U or BO), text. */
export function chatMessage(from: string, body = 'Grazie, ricevuto.'): Record<string, unknown> {
  return { date: FIXED_NOW, from, message: body };
}

/** The status write of the IFM popup as the SPA sends it (previous_status: the status the popup started from). */
export function ifmStatusWrite(
  status: number,
  writer: string | null,
  note?: string,
  previous?: number,
): Record<string, unknown> {
  return {
    status,
    status_change: {
      status,
      ...(previous === undefined ? {} : { previous_status: previous }),
      date_set: FIXED_NOW,
      richiedente: writer ?? 'nobody',
      ...(note ? { note } : {}),
    },
  };
}

export const canteenDocument = (canteen: string) => ({
  ...structuredClone(canteenTemplate),
  canteen_id: canteen,
});
export const menuDay = (canteen: string, date: string) => ({
  ...structuredClone(menuTemplate),
  canteen_id: canteen,
  date,
});
export const MENU_DAY = '2026-11-21';
export const NEW_MENU_DAY = '2026-12-01';
