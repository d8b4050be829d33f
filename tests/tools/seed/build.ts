// buildSeed: the whole demo data set as plain values — pure and deterministic for a given `today`.
import { canteenDocuments } from './canteens';
import { messageDocuments } from './communications';
import { utcDay } from './dates';
import { financeDocuments } from './finance';
import { ifmDocuments } from './ifm';
import { menuDocuments } from './menus';
import { orderDocuments } from './orders';
import { recipeDocuments } from './recipes';
import { buildServices } from './services';
import { ticketDocuments } from './tickets';
import type { Seed } from './types';
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
  const documents = [
    ...canteenDocuments(day),
    ...users.documents,
    ...recipeDocuments(),
    ...menuDocuments(day),
    ...services.flatMap((service) => service.documents),
    ...financeDocuments(),
    ...orderDocuments(now, services),
    ...ifmDocuments(now, services),
    ...ticketDocuments(now),
    ...messageDocuments(day),
  ];
  const seen = new Set<string>();
  for (const document of documents) {
    if (seen.has(document.path)) throw new Error(`buildSeed: duplicate document ${document.path}`);
    seen.add(document.path);
  }
  return { authUsers: users.authUsers, documents };
}
