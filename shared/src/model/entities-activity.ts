// Zod schemas of the spec §3 documents about activity: orders, IFM requests, chats, communications, services.
import { z } from 'zod';
import {
  CATEGORY_NAME_LANGUAGE_KEYS,
  COMMUNICATION_ACTION_TYPES,
  COMMUNICATION_AREAS,
  SERVICE_TAGS,
} from '../core/catalogs';
import { CHAT_FROM } from '../chat/chat';
import { canteenIdValueSchema, dateLikeSchema, localizedTextSchema, pickupPointSchema } from './entities';
import { IFM_STATUSES } from '../core/statuses';
import { communicationTextSchema } from '../core/validation';

/** Order document (collection orders); status is one of ORDER_STATUS or any pending-payment value. */
export const orderSchema = z.looseObject({
  id: z.string().optional(),
  canteenid: canteenIdValueSchema,
  userid: z.string(),
  date_obj: dateLikeSchema.optional(),
  execution_datetime: dateLikeSchema.optional(),
  tag: z.enum(SERVICE_TAGS),
  status: z.number().int(),
});
export type Order = z.infer<typeof orderSchema>;

/** One entry of an IFM request's history; the status is kept as a string (spec §3). */
export const ifmHistoryEntrySchema = z.looseObject({
  status: z.string(),
  change_date: dateLikeSchema,
  date_set: dateLikeSchema,
  richiedente: z.string(),
  note: z.string().optional(),
});
export type IfmHistoryEntry = z.infer<typeof ifmHistoryEntrySchema>;

/** A line of an IFM request: quantity, name, amount in euros, chosen variants. */
export const ifmOrderLineSchema = z.looseObject({
  name: z.string(),
  qt: z.number(),
  euro: z.number(),
  variants: z.array(z.looseObject({ name: z.string() })).default([]),
});

/**
 * The status change the SPA asks for (thin write); the trigger turns it into history, close dates
 * and the chat message. Named here so SPA, trigger and rules agree on one field.
 */
export const ifmStatusChangeRequestSchema = z.looseObject({
  status: z.literal(IFM_STATUSES),
  date_set: dateLikeSchema,
  richiedente: z.string(),
  note: z.string().optional(),
});

/** IFM request: an order with tag ifm (collection orders). */
export const ifmOrderSchema = z.looseObject({
  id: z.string().optional(),
  human_id: z.union([z.string(), z.number()]).optional(),
  canteenid: canteenIdValueSchema,
  tag: z.literal('ifm'),
  status: z.literal(IFM_STATUSES),
  history: z.array(ifmHistoryEntrySchema).default([]),
  notes: z.string().optional(),
  recipes: z.array(ifmOrderLineSchema).default([]),
  total: z.number().optional(),
  user: z.looseObject({ name: z.string(), surname: z.string() }).optional(),
  userid: z.string(),
  date_obj: dateLikeSchema.optional(),
  execution_datetime: dateLikeSchema.optional(),
  real_date: dateLikeSchema.optional(),
  pickup_point: z.union([z.string(), pickupPointSchema]).optional(),
  delivery: z.looseObject({ place_name: z.string().optional() }).nullable().optional(),
  payment_method_name: z.string().optional(),
  cost_center_name: z.string().optional(),
  close_datetime: dateLikeSchema.nullable().optional(),
  report_datetime: dateLikeSchema.nullable().optional(),
  status_change: ifmStatusChangeRequestSchema.optional(),
});
export type IfmOrder = z.infer<typeof ifmOrderSchema>;

/** A chat message: U from the customer, BO from the back office; type statuschange marks status messages. */
export const chatMessageSchema = z.looseObject({
  date: dateLikeSchema,
  from: z.enum([CHAT_FROM.customer, CHAT_FROM.backOffice]),
  message: z.string(),
  type: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Chat thread (collection chat); status 1 = open; ifm links an IFM request. */
export const chatThreadSchema = z.looseObject({
  id: z.string().optional(),
  canteen_id: canteenIdValueSchema,
  parent: z.string().nullable().optional(),
  ifm: z.string().nullable().optional(),
  date: dateLikeSchema,
  name: z.string().optional(),
  status: z.number().int(),
  subject: z.string().optional(),
  userid: z.string(),
  admin_last_read: dateLikeSchema.nullable().optional(),
  messages: z.array(chatMessageSchema).default([]),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

/** Communication (collection messages): texts optional per language, validity and area required. */
export const communicationSchema = z.looseObject({
  id: z.string().optional(),
  canteen_id: canteenIdValueSchema,
  title: communicationTextSchema.optional(),
  text: communicationTextSchema.optional(),
  link: communicationTextSchema.optional(),
  start: dateLikeSchema,
  end: dateLikeSchema,
  area: z.enum(COMMUNICATION_AREAS),
  action: z.enum(COMMUNICATION_ACTION_TYPES).optional(),
  pos: z.number().optional(),
});
export type Communication = z.infer<typeof communicationSchema>;

/** Service category: names per language (upper-case keys), points, price, maximum, enabled or stopped. */
export const serviceCategorySchema = z.looseObject({
  id: z.string().optional(),
  name: z.partialRecord(z.enum(CATEGORY_NAME_LANGUAGE_KEYS), z.string()),
  points: z.number().default(0),
  price: z.number().default(0),
  max_quantity: z.number().int().optional(),
  available: z.boolean().default(true),
  stopped: z.boolean().default(false),
  pos: z.number().optional(),
});
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;

/** An optional add-on of a product (e.g. a projector); its price may be a percentage, as a variant option's. */
export const productOptionSchema = z.looseObject({
  name: z.union([z.string(), localizedTextSchema]),
  price: z.number().default(0),
  is_percentage: z.boolean().default(false),
});

/**
 * A variant as stored on a product: its name and its options' names are per language since issue 16 (a plain
 * string in older documents), min ≤ max choices.
 */
export const storedVariantSchema = z
  .looseObject({
    name: z.union([z.string(), localizedTextSchema]),
    min: z.number().int().min(0).default(1),
    max: z.number().int().min(1).default(1),
    options: z.array(productOptionSchema).default([]),
  })
  .refine((variant) => variant.min <= variant.max, { path: ['min'] });

/** Product of a service. */
export const productSchema = z.looseObject({
  id: z.string().optional(),
  category_id: z.string().optional(),
  name: localizedTextSchema,
  description: localizedTextSchema.optional(),
  image: z.string().optional(),
  points: z.number().default(0),
  price: z.number().default(0),
  available: z.boolean().default(true),
  max_quantity: z.number().int().optional(),
  services: z.array(z.string()).default([]),
  timing_hours: z.number().optional(),
  options: z.array(productOptionSchema).default([]),
  variants: z.array(storedVariantSchema).default([]),
  pos: z.number().optional(),
});
export type Product = z.infer<typeof productSchema>;
