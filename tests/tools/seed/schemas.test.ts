// Every seeded document parses with the shared entity schema of its collection: seed and domain cannot drift.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CANTEEN_RULE_SCHEMAS,
  authorizedUserSchema,
  canteenSchema,
  chatThreadSchema,
  communicationSchema,
  deliveryRecordSchema,
  inboxMessageSchema,
  notificationDocumentSchema,
  costCenterSchema,
  preRegistrationSchema,
  ifmOrderSchema,
  menuRecipeSchema,
  newsAreaSchema,
  orderSchema,
  paymentMethodSchema,
  productSchema,
  recipeSchema,
  ingredientDocumentSchema,
  serviceCategorySchema,
  specialDietDocumentSchema,
  staticPageSchema,
  printJobSchema,
  printerDocumentSchema,
  comboDocumentSchema,
  seatAreaDocumentSchema,
  peopleCounterSchema,
  signageScheduleDocumentSchema,
  signageScreenDocumentSchema,
  surveyDocumentSchema,
  surveyResponseDocumentSchema,
  ratingSchema,
  userSchema,
  writeEntrySchema,
} from '@backoffice/shared';
import { buildSeed } from './build';

const seed = buildSeed({ today: new Date('2026-11-21T12:00:00Z') });

/** The schema for a document path, by its collection (and subcollection) names. */
function schemaFor(path: string, data: Record<string, unknown>): z.ZodType | undefined {
  const segments = path.split('/');
  // A ticket's conversation is `messages` too, but not the communications collection of that name.
  if (segments[0] === 'customer_care_tickets') return undefined;
  const collection = segments.length === 4 ? segments[2] : segments[0];
  switch (collection) {
    case 'canteens':
      return canteenSchema;
    case 'users':
      return userSchema;
    case 'recipes':
      return recipeSchema;
    case 'ingredients':
      return ingredientDocumentSchema;
    case 'orders':
      return data.tag === 'ifm' ? ifmOrderSchema : orderSchema;
    case 'chat':
      return chatThreadSchema;
    case 'notifications':
      return notificationDocumentSchema;
    case 'deliveries':
      return deliveryRecordSchema;
    case 'inbox':
      return inboxMessageSchema;
    case 'messages':
      return communicationSchema;
    case 'categories':
      return serviceCategorySchema;
    case 'products':
      return productSchema;
    case 'payment_methods':
      return paymentMethodSchema;
    case 'cost_centers':
      return costCenterSchema;
    case 'pre_registrations':
      return preRegistrationSchema;
    case 'static_pages':
      return staticPageSchema;
    case 'aree_news':
      return newsAreaSchema;
    case 'combos':
      return comboDocumentSchema;
    case 'seats':
      return seatAreaDocumentSchema;
    case 'printers':
      return printerDocumentSchema;
    case 'print_jobs':
      return printJobSchema;
    case 'people_counters':
      return peopleCounterSchema;
    case 'digital_signage':
      return data.kind === 'screen' ? signageScreenDocumentSchema : signageScheduleDocumentSchema;
    case 'surveys':
      return surveyDocumentSchema;
    case 'survey_responses':
      return surveyResponseDocumentSchema;
    case 'ratings':
      return ratingSchema;
    case 'special_diets':
      return specialDietDocumentSchema;
    case 'authorized_users':
      return authorizedUserSchema;
    case 'activity_log':
      return data.kind === 'write' ? writeEntrySchema : undefined;
    case 'rules':
      return CANTEEN_RULE_SCHEMAS[segments[3] as keyof typeof CANTEEN_RULE_SCHEMAS];
    default:
      return undefined;
  }
}

describe('seeded documents match the shared entity schemas', () => {
  const checked = seed.documents
    .map((doc) => ({ doc, schema: schemaFor(doc.path, doc.data) }))
    .filter(
      (entry): entry is { doc: (typeof seed.documents)[number]; schema: z.ZodType } =>
        entry.schema !== undefined,
    );

  it('covers the main collections', () => {
    const collections = new Set(checked.map(({ doc }) => doc.path.split('/').at(-2)));
    for (const name of [
      'canteens',
      'users',
      'recipes',
      'ingredients',
      'orders',
      'chat',
      'messages',
      'categories',
      'products',
      'cost_centers',
      'pre_registrations',
      'static_pages',
      'special_diets',
      'aree_news',
      'authorized_users',
      'rules',
      'ratings',
    ]) {
      expect(collections).toContain(name);
    }
  });

  it('every document parses', () => {
    const failures = checked
      .map(({ doc, schema }) => ({ path: doc.path, result: schema.safeParse(doc.data) }))
      .filter(({ result }) => !result.success)
      .map(
        ({ path, result }) =>
          `${path}: ${result.error?.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
      );
    expect(failures.slice(0, 10)).toEqual([]);
  });

  // A misnamed field hides from safeParse: loose objects keep it as an unknown field, the schema's
  // default fills the intended one, and strict sub-objects (variant options) drop it silently. Parsing
  // a seeded document must therefore give it back unchanged.
  it('every document is already in its parsed form (nothing dropped, no default filled in)', () => {
    const changed = checked
      .map(({ doc, schema }) => ({ path: doc.path, data: doc.data, result: schema.safeParse(doc.data) }))
      .filter(({ data, result }) => result.success && !isDeepStrictEqual(result.data, data))
      .map(({ path }) => path);
    expect(changed.slice(0, 10)).toEqual([]);
  });

  it('every menu item is a menu recipe in its parsed form', () => {
    const items = seed.documents
      .filter((doc) => doc.path.startsWith('menu/'))
      .flatMap((doc) =>
        (doc.data.items as unknown[]).map((item, index) => ({ path: `${doc.path}#${index}`, item })),
      );
    expect(items.length).toBeGreaterThan(0);
    const changed = items
      .filter(({ item }) => {
        const result = menuRecipeSchema.safeParse(item);
        return !result.success || !isDeepStrictEqual(result.data, item);
      })
      .map(({ path }) => path);
    expect(changed.slice(0, 10)).toEqual([]);
  });
});
