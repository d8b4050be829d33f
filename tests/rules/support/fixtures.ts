// The documents, new documents, updates and queries the rules matrix uses for each row of the access table.
import { collection, limit, query, serverTimestamp, where } from 'firebase/firestore';
import {
  IN_CANTEEN,
  NEW_MANAGED_CANTEEN,
  NEW_OUT_CANTEEN,
  OUT_CANTEEN,
  PRINCIPALS,
  STRANGER_UID,
} from './principals';
import {
  MENU_DAY,
  NEW_MENU_DAY,
  canteenDocument,
  canteenPaymentMethodTemplate,
  costCentreTemplate,
  preRegistrationTemplate,
  customerCareMessageTemplate,
  customerCareTicketTemplate,
  staticPageTemplate,
  specialDietTemplate,
  printJobTemplate,
  ratingTemplate,
  printerTemplate,
  comboTemplate,
  seatAreaTemplate,
  signageScreenTemplate,
  surveyResponseTemplate,
  surveyTemplate,
  customerDocument,
  FIXED_NOW,
  ifmCategoryTemplate,
  ifmDocument,
  ifmProductTemplate,
  ifmServiceTemplate,
  ifmStatusWrite,
  menuDay,
  messageTemplate,
  newIfmDocument,
  newsAreaTemplate,
  newThreadDocument,
  orderDocument,
  paymentMethodTemplate,
  recipeTemplate,
  ingredientTemplate,
  seeded,
  peopleCounterTemplate,
  shopCategoryTemplate,
  shopProductTemplate,
  shopTemplate,
  threadDocument,
  userTemplate,
} from './documents';

import {
  OTHER_ROW,
  byField,
  canteenOf,
  global,
  ownedBy,
  ownerOf,
  scoped,
  type RowFixture,
} from './row-kinds';
import { SERVER_ROW_FIXTURES } from './server-rows';

/**
 * Authorised users of a service: the existing one names the row's owner (document id = uid); a create stores
 * the authorising principal as `authorized_by` and the request time, as the rules demand of every writer.
 */
function authorizedUsers(prefix: 'SHOP' | 'IFM', suffix: string): RowFixture {
  const path = (canteen: string, uid: string) => `services/${prefix}_${canteen}/authorized_users/${uid}`;
  const identity = (uid: string) => ({ uid, name: 'Anna', surname: 'Rossi', email: `${uid}@rules.test` });
  const base = scoped({
    rowId: `services/authorized_users${suffix}`,
    doc: (canteen, owner) => ({
      path: path(canteen, owner),
      data: { ...identity(owner), authorized_at: FIXED_NOW, authorized_by: 'staff-site_manager' },
    }),
    ownerField: 'uid',
    update: () => ({ email: 'anna.rossi@rules.test' }),
    byCanteen: (db, canteen) =>
      query(collection(db, `services/${prefix}_${canteen}/authorized_users`), limit(10)),
    byOwner: (db, field, owner) => {
      const canteen = owner === STRANGER_UID ? OUT_CANTEEN : IN_CANTEEN;
      return query(
        collection(db, `services/${prefix}_${canteen}/authorized_users`),
        where(field, '==', owner),
      );
    },
  });
  return {
    ...base,
    created: (variant, principal) => {
      const canteen = canteenOf(variant);
      const uid = `${ownerOf(variant)}-new`;
      return {
        path: path(canteen, uid),
        data: {
          ...identity(uid),
          authorized_at: serverTimestamp(),
          authorized_by: principal.uid ?? 'nobody',
        },
        canteens: [canteen],
        owner: uid,
      };
    },
  };
}

export * from './documents';
export * from './row-kinds';

export const ROW_FIXTURES: readonly RowFixture[] = [
  {
    rowId: 'canteens',
    variants: ['in', 'out'],
    existing: (variant) => {
      const canteen = canteenOf(variant);
      return {
        path: `canteens/${canteen}`,
        data: canteenDocument(canteen),
        canteens: [canteen],
        owner: null,
      };
    },
    created: (variant) => {
      const canteen = variant === 'out' ? NEW_OUT_CANTEEN : NEW_MANAGED_CANTEEN;
      return {
        path: `canteens/${canteen}`,
        data: { canteen_id: canteen, name: `Mensa ${canteen}`, endpoint_prefix: 'it' },
        canteens: [canteen],
        owner: null,
      };
    },
    // menu_structure is the saveMenuStructure callable's (no client writes it): the pickup points probe the grants.
    update: () => ({ pickup_points: [{ id: 'PP_9', name: 'Nuovo punto di ritiro', pos: 9 }] }),
    list: (variant) => {
      const canteen = canteenOf(variant);
      return {
        label: `canteen_id == ${canteen}`,
        build: (db) => query(collection(db, 'canteens'), where('canteen_id', '==', canteen)),
        canteens: [canteen],
        owner: null,
      };
    },
  },
  scoped({
    rowId: 'canteens/rules',
    doc: (canteen, _owner, fresh) => ({
      path: `canteens/${canteen}/rules/${fresh ? 'import' : 'wallet'}`,
      data: { active: true, provider: 'TCPOS' },
    }),
    update: () => ({ active: false }),
    byCanteen: (db, canteen) => query(collection(db, `canteens/${canteen}/rules`), limit(10)),
  }),
  {
    rowId: 'users',
    variants: ['in', 'out'],
    existing: (variant) => {
      const [canteen, owner] = [canteenOf(variant), ownerOf(variant)];
      return { path: `users/${owner}`, data: customerDocument([canteen]), canteens: [canteen], owner };
    },
    created: (variant, principal) => {
      const canteen = canteenOf(variant);
      const owner = variant === 'out' ? `${STRANGER_UID}-new` : (principal.uid ?? 'nobody');
      return { path: `users/${owner}`, data: customerDocument([canteen]), canteens: [canteen], owner };
    },
    // The company stays: a company manager may not move a customer to another company (field-level/companies).
    update: () => ({ profile: { ...(userTemplate.profile as object), matricola: 'M-NEW-0001' } }),
    list: (variant, principal) => {
      const canteen = canteenOf(variant);
      // A company manager lists only its company's customers: its query says so, as the rules require.
      const company = principal.claims?.company;
      return {
        label: `canteens array-contains ${canteen}${company ? ` and profile.company == ${company}` : ''}`,
        build: (db) =>
          company
            ? query(
                collection(db, 'users'),
                where('canteens', 'array-contains', canteen),
                where('profile.company', '==', company),
              )
            : query(collection(db, 'users'), where('canteens', 'array-contains', canteen)),
        canteens: [canteen],
        owner: null,
      };
    },
  },
  {
    // Of the customer's company (the company managers' own): a company manager lists with its company, as the rules
    // require (field-level/companies.ts covers the other companies).
    rowId: 'pre_registrations',
    variants: ['in', 'out'],
    existing: (variant) => {
      const canteen = canteenOf(variant);
      return {
        path: `pre_registrations/PR_${canteen}`,
        data: { ...structuredClone(preRegistrationTemplate), canteen_id: canteen },
        canteens: [canteen],
        owner: null,
      };
    },
    created: (variant) => {
      const canteen = canteenOf(variant);
      return {
        path: 'pre_registrations/PR_NEW',
        data: { ...structuredClone(preRegistrationTemplate), canteen_id: canteen },
        canteens: [canteen],
        owner: null,
      };
    },
    update: () => ({ email: 'nuova.persona@bicoccatech.example' }),
    list: (variant, principal) => {
      const canteen = canteenOf(variant);
      const company = principal.claims?.company;
      return {
        label: `canteen_id == ${canteen}${company ? ` and company == ${company}` : ''}`,
        build: (db) =>
          company
            ? query(
                collection(db, 'pre_registrations'),
                where('canteen_id', '==', canteen),
                where('company', '==', company),
              )
            : query(collection(db, 'pre_registrations'), where('canteen_id', '==', canteen)),
        canteens: [canteen],
        owner: null,
      };
    },
  },
  {
    rowId: 'user_claims',
    variants: ['in', 'out'],
    existing: (variant) => {
      const [canteen, owner] = [canteenOf(variant), ownerOf(variant)];
      return {
        path: `user_claims/${owner}`,
        data: { role: 'web_user', canteens: [canteen], updated_at: FIXED_NOW },
        canteens: [],
        owner,
      };
    },
    created: (variant, principal) => {
      const owner = variant === 'out' ? `${STRANGER_UID}-new` : (principal.uid ?? 'nobody');
      return {
        path: `user_claims/${owner}`,
        data: { role: 'admin', updated_at: FIXED_NOW },
        canteens: [],
        owner,
      };
    },
    update: () => ({ role: 'admin' }),
    list: () => ({
      label: 'user_claims (first 10)',
      build: (db) => query(collection(db, 'user_claims'), limit(10)),
      canteens: [],
      owner: null,
    }),
  },
  global({
    rowId: 'recipes',
    existing: { path: 'recipes/R_001', data: recipeTemplate },
    created: { path: 'recipes/R_NEW', data: { ...recipeTemplate, pos: 99 } },
    update: { euro: 5.5 },
    collection: 'recipes',
  }),
  global({
    rowId: 'canteen_wizard_drafts',
    existing: {
      path: 'canteen_wizard_drafts/WD_1',
      data: { step: 1, values: { group: 'italy', number: '1003', name: 'Mensa Bergamo' }, label: 'C_1003 · Mensa Bergamo', saved_at: FIXED_NOW },
    },
    created: { path: 'canteen_wizard_drafts/WD_NEW', data: { step: 0, values: { group: 'spain' }, label: '', saved_at: FIXED_NOW } },
    update: { step: 2 },
    collection: 'canteen_wizard_drafts',
  }),
  global({
    rowId: 'suppliers',
    existing: { path: 'suppliers/S_001', data: { name: 'Ortofrutta Lombarda' } },
    created: { path: 'suppliers/S_NEW', data: { name: 'Nuovo fornitore' } },
    update: { name: 'Ortofrutta Lombarda S.r.l.' },
    collection: 'suppliers',
  }),
  global({
    rowId: 'ingredients',
    existing: { path: 'ingredients/pasta', data: ingredientTemplate },
    created: { path: 'ingredients/NEW', data: { ...ingredientTemplate, unit: 'g' } },
    update: { allergens: [6, 9] },
    collection: 'ingredients',
  }),
  scoped({
    rowId: 'menu',
    doc: (canteen, _owner, fresh) => {
      const date = fresh ? NEW_MENU_DAY : MENU_DAY;
      return { path: `menu/${canteen}_${date}`, data: menuDay(canteen, date) };
    },
    update: () => ({ items: [] }),
    byCanteen: byField('menu', 'canteen_id'),
  }),
  scoped({
    rowId: 'orders',
    doc: (canteen, owner, fresh) => ({
      path: `orders/ORD_${fresh ? 'NEW' : canteen}`,
      data: orderDocument(canteen, owner),
    }),
    ownerField: 'userid',
    // The status goes through the changeOrderStatus callable; staff edit fields such as the notes.
    update: () => ({ notes: 'Consegnare al piano terra' }),
    byCanteen: byField('orders', 'canteenid', ['tag', 'shop']),
    byOwner: ownedBy('orders', ['tag', 'shop']),
  }),
  scoped({
    rowId: 'orders:ifm',
    doc: (canteen, owner, fresh) =>
      fresh
        ? { path: 'orders/IFM_NEW', data: newIfmDocument(canteen, owner) }
        : { path: `orders/IFM_${canteen}`, data: ifmDocument(canteen, owner) },
    ownerField: 'userid',
    update: (principal) => ifmStatusWrite(200, principal.uid, 'Presa in carico', 100),
    byCanteen: byField('orders', 'canteenid', ['tag', 'ifm']),
    byOwner: ownedBy('orders', ['tag', 'ifm']),
  }),
  scoped({
    rowId: 'chat',
    doc: (canteen, owner, fresh) =>
      fresh
        ? { path: 'chat/TICKET_NEW', data: newThreadDocument(canteen, owner) }
        : { path: `chat/TICKET_${canteen}`, data: threadDocument(canteen, owner) },
    ownerField: 'userid',
    update: () => ({ admin_last_read: FIXED_NOW }),
    byCanteen: byField('chat', 'canteen_id'),
    byOwner: ownedBy('chat'),
  }),
  scoped({
    rowId: 'services',
    doc: (canteen, _owner, fresh) =>
      fresh
        ? {
            path: `services/COFFEEBREAK_${canteen}`,
            data: { ...structuredClone(shopTemplate), tag: 'coffeebreak', canteen_id: canteen },
          }
        : {
            path: `services/SHOP_${canteen}`,
            data: { ...structuredClone(shopTemplate), canteen_id: canteen },
          },
    update: () => ({ hours: { from: '08:00', to: '15:00' } }),
    byCanteen: byField('services', 'canteen_id', ['tag', 'shop']),
  }),
  scoped({
    rowId: 'services:ifm',
    doc: (canteen) => ({
      path: `services/IFM_${canteen}`,
      data: { ...structuredClone(ifmServiceTemplate), canteen_id: canteen },
    }),
    createCanteens: { in: NEW_MANAGED_CANTEEN, out: NEW_OUT_CANTEEN },
    update: () => ({ hours: { from: '08:00', to: '15:00' } }),
    byCanteen: byField('services', 'canteen_id', ['tag', 'ifm']),
  }),
  ...(['SHOP', 'IFM'] as const).flatMap((prefix) => {
    const suffix = prefix === 'IFM' ? ':ifm' : '';
    return [
      scoped({
        rowId: `services/categories${suffix}`,
        doc: (canteen, _owner, fresh) => ({
          path: `services/${prefix}_${canteen}/categories/${prefix}_${canteen}_${fresh ? 'NEW' : 'CATEGORY'}`,
          data: structuredClone(prefix === 'IFM' ? ifmCategoryTemplate : shopCategoryTemplate),
        }),
        update: () => ({ pos: 7 }),
        byCanteen: (db, canteen) =>
          query(collection(db, `services/${prefix}_${canteen}/categories`), limit(10)),
      }),
      scoped({
        rowId: `services/products${suffix}`,
        doc: (canteen, _owner, fresh) => ({
          path: `services/${prefix}_${canteen}/products/${prefix}_${canteen}_${fresh ? 'NEW' : 'PRODUCT'}`,
          data: structuredClone(prefix === 'IFM' ? ifmProductTemplate : shopProductTemplate),
        }),
        update: () => ({ available: false }),
        byCanteen: (db, canteen) =>
          query(collection(db, `services/${prefix}_${canteen}/products`), limit(10)),
      }),
      authorizedUsers(prefix, suffix),
    ];
  }),
  scoped({
    rowId: 'messages',
    doc: (canteen, _owner, fresh) => ({
      path: `messages/MSG_${fresh ? 'NEW' : canteen}`,
      data: { ...structuredClone(messageTemplate), canteen_id: canteen },
    }),
    update: () => ({ title: { en: 'Updated', it: 'Aggiornato', es: 'Actualizado', fr: 'Mis à jour' } }),
    byCanteen: byField('messages', 'canteen_id'),
  }),
  scoped({
    rowId: 'aree_news',
    doc: (canteen, _owner, fresh) => ({
      path: `aree_news/AN_${fresh ? 'NEW' : canteen}`,
      data: { ...structuredClone(newsAreaTemplate), canteen_id: canteen },
    }),
    update: () => ({ icon: 'star' }),
    byCanteen: byField('aree_news', 'canteen_id'),
  }),
  scoped({
    rowId: 'cost_centers',
    doc: (canteen, _owner, fresh) => ({
      path: `cost_centers/CC_${fresh ? 'NEW' : canteen}`,
      data: { ...structuredClone(costCentreTemplate), canteen_id: canteen },
    }),
    update: () => ({ name: 'Ufficio acquisti' }),
    byCanteen: byField('cost_centers', 'canteen_id'),
  }),
  // The id is canteen + slug; a create stamps created_at with the request time, which updates keep.
  scoped({
    rowId: 'static_pages',
    doc: (canteen, _owner, fresh) => {
      const slug = fresh ? 'nuova-pagina' : 'chi-siamo';
      return {
        path: `static_pages/${canteen}_${slug}`,
        data: { ...structuredClone(staticPageTemplate), canteen_id: canteen, slug, created_at: fresh ? serverTimestamp() : FIXED_NOW },
      };
    },
    update: () => ({ published: false }),
    byCanteen: byField('static_pages', 'canteen_id'),
  }),
  scoped({
    rowId: 'special_diets',
    doc: (canteen, _owner, fresh) => ({
      path: `special_diets/SD_${fresh ? 'NEW' : canteen}`,
      data: { ...structuredClone(specialDietTemplate), canteen_id: canteen },
    }),
    update: () => ({ excluded_allergens: [3, 6] }),
    byCanteen: byField('special_diets', 'canteen_id'),
  }),
  global({
    rowId: 'payment_methods',
    existing: { path: 'payment_methods/PM_CREDIT_CARD', data: paymentMethodTemplate },
    created: { path: 'payment_methods/PM_NEW', data: { ...paymentMethodTemplate, code: 'NEW' } },
    update: { name: { en: 'Card', it: 'Carta', es: 'Tarjeta', fr: 'Carte' } },
    collection: 'payment_methods',
  }),
  scoped({
    rowId: 'canteen_payment_methods',
    doc: (canteen, _owner, fresh) => ({
      path: `canteen_payment_methods/CPM_${fresh ? 'NEW' : canteen}`,
      data: { ...structuredClone(canteenPaymentMethodTemplate), canteen_id: canteen },
    }),
    update: () => ({ kind: 'FOOD_24' }),
    byCanteen: byField('canteen_payment_methods', 'canteen_id'),
  }),
  global({
    rowId: 'static_data',
    existing: { path: 'static_data/news_area_bases', data: seeded('static_data/news_area_bases') },
    created: { path: 'static_data/new_settings', data: { bases: {} } },
    update: { bases: { '1': 'C_2002' } },
    collection: 'static_data',
  }),
  // Customer care: clients only read (the callable writes), so every create, update and delete cell is a deny.
  scoped({
    rowId: 'customer_care_tickets',
    doc: (canteen, _owner, fresh) => ({
      path: `customer_care_tickets/CCT_${fresh ? 'NEW' : canteen}`,
      data: { ...structuredClone(customerCareTicketTemplate), canteen_id: canteen },
    }),
    update: () => ({ state: 'closed' }),
    byCanteen: byField('customer_care_tickets', 'canteen_id'),
  }),
  scoped({
    rowId: 'customer_care_tickets/messages',
    doc: (canteen, _owner, fresh) => ({
      path: `customer_care_tickets/CCT_${canteen}/messages/M_${fresh ? 'NEW' : 'FIRST'}`,
      data: { ...structuredClone(customerCareMessageTemplate), canteen_id: canteen },
    }),
    update: () => ({ html_body: '<p>Edited</p>' }),
    byCanteen: (db, canteen) =>
      query(collection(db, `customer_care_tickets/CCT_${canteen}/messages`), where('canteen_id', '==', canteen)),
  }),
  // Surveys: clients only read them (the callable writes); customers read the open ones, hence the status filter.
  scoped({
    rowId: 'surveys',
    doc: (canteen, _owner, fresh) => ({
      path: `surveys/SV_${fresh ? 'NEW' : canteen}`,
      data: { ...structuredClone(surveyTemplate), canteen_id: canteen },
    }),
    update: () => ({ status: 'closed' }),
    byCanteen: byField('surveys', 'canteen_id', ['status', 'open']),
  }),
  // A response's id is the survey's plus the customer's uid: the existing one answers another survey (SVP_), the
  // created one answers the open survey of the row above.
  scoped({
    rowId: 'survey_responses',
    doc: (canteen, owner, fresh) => {
      const surveyId = fresh ? `SV_${canteen}` : `SVP_${canteen}`;
      return {
        path: `survey_responses/${surveyId}_${owner}`,
        data: {
          ...structuredClone(surveyResponseTemplate),
          survey_id: surveyId,
          canteen_id: canteen,
          userid: owner,
          submitted_at: fresh ? serverTimestamp() : FIXED_NOW,
        },
      };
    },
    ownerField: 'userid',
    update: () => ({ answers: { taste: 1 } }),
    byCanteen: byField('survey_responses', 'canteen_id'),
    byOwner: ownedBy('survey_responses'),
  }),
  // The id names canteen, service and position; a create stamps created_at with the request time, which updates keep.
  scoped({
    rowId: 'combos',
    doc: (canteen, _owner, fresh) => {
      const position = fresh ? 98 : 1;
      return {
        path: `combos/CB_${canteen}_MENU_${position < 10 ? '0' : ''}${position}`,
        data: {
          ...structuredClone(comboTemplate),
          canteen_id: canteen,
          service: 'menu',
          position,
          created_at: fresh ? serverTimestamp() : FIXED_NOW,
        },
      };
    },
    update: () => ({ price: 10 }),
    byCanteen: byField('combos', 'canteen_id'),
  }),
  scoped({
    rowId: 'seats',
    doc: (canteen, _owner, fresh) => ({
      path: `seats/ST_${fresh ? 'NEW' : canteen}`,
      data: { ...structuredClone(seatAreaTemplate), canteen_id: canteen },
    }),
    update: () => ({ active: false }),
    byCanteen: byField('seats', 'canteen_id'),
  }),
  scoped({
    rowId: 'printers',
    doc: (canteen, _owner, fresh) => ({
      path: `printers/PR_${fresh ? 'NEW' : canteen}`,
      data: { ...structuredClone(printerTemplate), canteen_id: canteen },
    }),
    update: () => ({ active: false }),
    byCanteen: byField('printers', 'canteen_id'),
  }),
  // Print jobs: functions write them; the Printers roles read them.
  scoped({
    rowId: 'print_jobs',
    doc: (canteen, _owner, fresh) => ({
      path: `print_jobs/PJ_${fresh ? 'NEW' : canteen}`,
      data: { ...structuredClone(printJobTemplate), canteen_id: canteen },
    }),
    update: () => ({ status: 'printed' }),
    byCanteen: byField('print_jobs', 'canteen_id'),
  }),
  // Ratings: the customer apps write them through the server; the RatesDashboardElements roles read them.
  scoped({
    rowId: 'ratings',
    doc: (canteen, _owner, fresh) => ({
      path: `ratings/RT_${fresh ? 'NEW' : canteen}`,
      data: { ...structuredClone(ratingTemplate), canteen_id: canteen },
    }),
    update: () => ({ rating: 1 }),
    byCanteen: byField('ratings', 'canteen_id'),
  }),
  scoped({
    rowId: 'digital_signage',
    doc: (canteen, _owner, fresh) => ({
      path: `digital_signage/SG_${fresh ? 'NEW' : canteen}`,
      data: { ...structuredClone(signageScreenTemplate), canteen_id: canteen },
    }),
    update: () => ({ place: 'Mensa piano 2' }),
    byCanteen: byField('digital_signage', 'canteen_id'),
  }),
  // A pairing request already paired to a screen of its canteen (the unpaired ones: field-level signage cases).
  scoped({
    rowId: 'signage_players',
    doc: (canteen, _owner, fresh) => ({
      path: `signage_players/SP_${fresh ? 'NEW' : canteen}`,
      data: { code: 'ABC234', created_at: FIXED_NOW, screen_id: `SG_${canteen}`, canteen_id: canteen, paired_by: 'staff-admin', paired_at: FIXED_NOW },
    }),
    update: () => ({ code: 'XYZ789' }),
    byCanteen: byField('signage_players', 'canteen_id'),
  }),
  scoped({
    rowId: 'people_counters',
    doc: (canteen, _owner, fresh) => ({
      path: `people_counters/PC_${fresh ? 'NEW' : canteen}`,
      data: { ...structuredClone(peopleCounterTemplate), canteen_id: canteen },
    }),
    update: () => ({ count: 12 }),
    byCanteen: byField('people_counters', 'canteen_id'),
  }),
  ...SERVER_ROW_FIXTURES,
  global({
    rowId: OTHER_ROW,
    // A collection outside the access table (suppliers joined it in issue 15): everything denied.
    existing: { path: 'warehouses/WH_1', data: { name: 'Magazzino', canteens: [IN_CANTEEN] } },
    created: { path: 'warehouses/WH_NEW', data: { name: 'Nuovo magazzino' } },
    update: { name: 'Magazzino 2' },
    collection: 'warehouses',
  }),
];

/** Every document the suites start from: the rows' existing documents and each principal's own user document. */
export function baselineDocuments(): Map<string, Record<string, unknown>> {
  const documents = new Map<string, Record<string, unknown>>();
  const add = (path: string, data: Record<string, unknown>) => documents.set(path, data);
  for (const fixture of ROW_FIXTURES) {
    for (const variant of fixture.variants) {
      const target = fixture.existing(variant);
      add(target.path, target.data);
    }
  }
  for (const principal of PRINCIPALS) {
    if (principal.uid && principal.userDocument && !documents.has(`users/${principal.uid}`)) {
      add(`users/${principal.uid}`, principal.userDocument);
    }
  }
  return documents;
}

/** The fixture of a row. */
export function fixtureFor(rowId: string): RowFixture {
  const fixture = ROW_FIXTURES.find((candidate) => candidate.rowId === rowId);
  if (!fixture) throw new Error(`No fixture for row ${rowId}`);
  return fixture;
}
