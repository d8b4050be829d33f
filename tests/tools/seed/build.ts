// buildSeed: the whole demo data set as plain values — pure and deterministic for a given `today`.
import { activityDocuments } from './activity';
import { analyticsDocuments } from './analytics';
import { authorizedUserDocuments } from './authorized-users';
import { canteenRuleDocuments } from './canteen-rules';
import { canteenDocuments } from './canteens';
import { contributionRuleDocuments } from './contribution-rules';
import { accessRuleDocuments } from './access-rules';
import { customerCareDocuments } from './customer-care';
import { messageDocuments } from './communications';
import { notificationDocuments } from './notifications';
import { utcDay } from './dates';
import { financeDocuments } from './finance';
import { staticPageDocuments } from './static-pages';
import { helpDocuments } from './help';
import { ifmDocuments } from './ifm';
import { menuDocuments } from './menus';
import { orderDocuments } from './orders';
import { recipeDocuments } from './recipes';
import { ingredientDocuments } from './ingredients';
import { supplierDocuments } from './suppliers';
import { buildServices } from './services';
import { serviceSetupDocuments } from './service-setup';
import { specialDietDocuments } from './special-diets';
import { surveyDocuments } from './surveys';
import { preRegistrationDocuments } from './pre-registrations';
import { printerDocuments } from './printers';
import { comboDocuments } from './combos';
import { seatDocuments } from './seats';
import { ratingDocuments } from './ratings';
import { signageDocuments } from './signage';
import { ticketDocuments } from './tickets';
import type { Seed, SeedDocument } from './types';
import { chatDerivedState, CHAT_LAST_CUSTOMER_MESSAGE_FIELD, CHAT_UNREAD_FIELD, type ChatThreadLike } from '@backoffice/shared';
import { userSeed } from './users';

export interface SeedOptions {
  /** The moment the data should look current at; calendar days are taken in UTC. */
  today: Date;
}

export function buildSeed(options: SeedOptions): Seed {
  const now = new Date(options.today.getTime());
  if (Number.isNaN(now.getTime())) throw new Error('buildSeed: today is not a valid date');
  const day = utcDay(now);
  const users = userSeed(day);
  const services = buildServices(day);
  const documents: SeedDocument[] = [
    ...canteenDocuments(day),
    ...canteenRuleDocuments(),
    ...users.documents,
    ...ingredientDocuments(),
    ...supplierDocuments(),
    ...recipeDocuments(),
    ...menuDocuments(day),
    ...services.flatMap((service) => service.documents),
    ...serviceSetupDocuments(day),
    ...comboDocuments(day),
    ...seatDocuments(),
    ...authorizedUserDocuments(day),
    ...financeDocuments(),
    ...preRegistrationDocuments(),
    ...staticPageDocuments(day),
    ...specialDietDocuments(),
    ...contributionRuleDocuments(day),
    ...accessRuleDocuments(),
    ...orderDocuments(now, services),
    ...ifmDocuments(now, services),
    ...ticketDocuments(now),
    ...customerCareDocuments(now),
    ...surveyDocuments(now),
    ...ratingDocuments(now),
    ...signageDocuments(),
    ...messageDocuments(day),
    ...notificationDocuments(now, users.documents),
    ...helpDocuments(day),
    ...activityDocuments(day),
  ];
  // Print jobs are the seeded orders' kitchen tickets.
  documents.push(...printerDocuments(documents));
  // Web analytics count the seeded orders of the days they cover.
  documents.push(...analyticsDocuments(now, documents));
  const seen = new Set<string>();
  for (const document of documents) {
    if (seen.has(document.path)) throw new Error(`buildSeed: duplicate document ${document.path}`);
    seen.add(document.path);
  }
  return { authUsers: users.authUsers, documents: documents.map(withChatState) };
}

/**
 * Chat threads carry the fields the chat trigger derives (unread, last_customer_message_at, admin_last_read
 * moved to the newest reply), computed by the same shared function, since the seed runs with triggers paused.
 */
function withChatState(document: SeedDocument): SeedDocument {
  if (!document.path.startsWith('chat/')) return document;
  const derived = chatDerivedState(document.data as ChatThreadLike);
  return {
    ...document,
    data: {
      ...document.data,
      admin_last_read: derived.adminLastReadMillis === null ? null : new Date(derived.adminLastReadMillis),
      [CHAT_UNREAD_FIELD]: derived.unread,
      [CHAT_LAST_CUSTOMER_MESSAGE_FIELD]: derived.lastCustomerMessageMillis === null ? null : new Date(derived.lastCustomerMessageMillis),
    },
  };
}
