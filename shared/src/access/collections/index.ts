// The collection access table assembled from one file per collection (or small family), in a fixed order: the
// README table, firestore.rules comments and the rules matrix read it in this order. Add a collection = add a file here.
import type { CollectionAccess } from '../access-types';
import { CANTEENS_ACCESS } from './canteens';
import { USERS_ACCESS } from './users';
import { RECIPES_ACCESS } from './recipes';
import { MENU_ACCESS } from './menu';
import { ORDERS_ACCESS } from './orders';
import { CHAT_ACCESS } from './chat';
import { SERVICES_ACCESS } from './services';
import { MESSAGES_ACCESS } from './messages';
import { AREE_NEWS_ACCESS } from './aree-news';
import { COST_CENTERS_ACCESS } from './cost-centers';
import { SPECIAL_DIETS_ACCESS } from './special-diets';
import { STATIC_PAGES_ACCESS } from './static-pages';
import { PAYMENT_METHODS_ACCESS } from './payment-methods';
import { STATIC_DATA_ACCESS } from './static-data';
import { DELIVERIES_ACCESS } from './deliveries';
import { NOTIFICATIONS_ACCESS } from './notifications';
import { SCHEDULED_JOBS_ACCESS } from './scheduled-jobs';
import { ACTIVITY_LOG_ACCESS } from './activity-log';
import { CUSTOMER_CARE_ACCESS } from './customer-care';
import { SURVEYS_ACCESS } from './surveys';
import { PRINTERS_ACCESS } from './printers';
import { COMBOS_ACCESS } from './combos';
import { SEATS_ACCESS } from './seats';
import { RATINGS_ACCESS } from './ratings';
import { SIGNAGE_ACCESS } from './signage';
import { CONTRIBUTION_RULES_ACCESS } from './contribution-rules';
import { PRE_REGISTRATIONS_ACCESS } from './pre-registrations';
import { SERVER_ONLY_ACCESS } from './server-only';
import { ANALYTICS_ACCESS } from './analytics';
import { CANTEEN_WIZARD_DRAFTS_ACCESS } from './canteen-wizard-drafts';

export * from './users';
export * from './orders';
export * from './chat';
export * from './services';

/** The access table, one row per collection (or kind of document) of the data model. */
export const COLLECTION_ACCESS: readonly CollectionAccess[] = [
  ...CANTEENS_ACCESS,
  ...CANTEEN_WIZARD_DRAFTS_ACCESS,
  ...USERS_ACCESS,
  ...RECIPES_ACCESS,
  ...MENU_ACCESS,
  ...ORDERS_ACCESS,
  ...CHAT_ACCESS,
  ...SERVICES_ACCESS,
  ...MESSAGES_ACCESS,
  ...AREE_NEWS_ACCESS,
  ...COST_CENTERS_ACCESS,
  ...SPECIAL_DIETS_ACCESS,
  ...STATIC_PAGES_ACCESS,
  ...PAYMENT_METHODS_ACCESS,
  ...STATIC_DATA_ACCESS,
  ...DELIVERIES_ACCESS,
  ...NOTIFICATIONS_ACCESS,
  ...SCHEDULED_JOBS_ACCESS,
  ...ACTIVITY_LOG_ACCESS,
  ...CUSTOMER_CARE_ACCESS,
  ...SURVEYS_ACCESS,
  ...PRINTERS_ACCESS,
  ...COMBOS_ACCESS,
  ...SEATS_ACCESS,
  ...RATINGS_ACCESS,
  ...SIGNAGE_ACCESS,
  ...CONTRIBUTION_RULES_ACCESS,
  ...PRE_REGISTRATIONS_ACCESS,
  ...SERVER_ONLY_ACCESS,
  ...ANALYTICS_ACCESS,
];

/** Every other collection, and collection-group queries, are closed to every client. */
export const UNLISTED_COLLECTIONS_RULE =
  'Every other collection, and every collection-group query: nobody (deny by default).';
