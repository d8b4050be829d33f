// Kitchen and receipt printers (spec §6 Printers, Printers dashboard; issue 22): a printer's settings and routing,
// which printers an order goes to, and the receipt a print job carries.
import { z } from 'zod';
import { SERVICE_TYPES, type ServiceType } from '../core/catalogs';

export const PRINTERS = 'printers';
export const PRINT_JOBS = 'print_jobs';
export const PRINTERS_PAGE_SIZE = 20;
export const PRINT_JOBS_PAGE_SIZE = 20;

export const PRINTER_KINDS = ['kitchen', 'receipt'] as const;
export type PrinterKind = (typeof PRINTER_KINDS)[number];
/** Paper widths in mm and the characters a line holds in the printer's standard font (ESC/POS font A). */
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];
export const LINE_CHARACTERS: Record<PaperWidth, number> = { 58: 32, 80: 48 };

/** host:port of a network printer (raw TCP, usually 9100): an IPv4 address or a host name. */
export const PRINTER_ADDRESS_PATTERN = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*):(?:[1-9]\d{0,3}|[1-5]\d{4}|6[0-4]\d{3}|65[0-4]\d{2}|655[0-2]\d|6553[0-5])$/;

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$/;

/** What prints where: empty lists mean "every" (every service, category, pickup point). */
export const printerRoutingSchema = z.object({
  services: z.array(z.enum(SERVICE_TYPES)).max(SERVICE_TYPES.length),
  category_ids: z.array(z.string().min(1).max(128)).max(100, 'validation.tooBig'),
  pickup_points: z.array(z.string().min(1).max(128)).max(50, 'validation.tooBig'),
});
export type PrinterRouting = z.infer<typeof printerRoutingSchema>;

export const printerFormSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooBig'),
  address: z
    .string()
    .trim()
    .toLowerCase()
    .regex(PRINTER_ADDRESS_PATTERN, 'validation.invalidFormat')
    // Digits and dots only is an IPv4 address, never a host name (192.168.1.400 is a typo, not a host).
    .refine((value) => /[a-z]/.test(value.split(':')[0]!) || IPV4.test(value.split(':')[0]!), 'validation.invalidFormat'),
  kind: z.enum(PRINTER_KINDS),
  paper_width: z.union([z.literal(58), z.literal(80)]),
  /** The printer speaks ESC/POS (the only command set the jobs are built in). */
  escpos: z.literal(true),
  active: z.boolean(),
  routing: printerRoutingSchema,
});
export type PrinterForm = z.infer<typeof printerFormSchema>;

/** The order facts routing reads. */
export interface RoutableOrder {
  tag: string;
  categoryIds: readonly string[];
  pickupPoint: string | null;
}

/** Whether an order prints on this printer: active, and each routing list empty or matching. */
export function printerRoutes(printer: Pick<PrinterForm, 'active' | 'routing'>, order: RoutableOrder): boolean {
  const { services, category_ids: categories, pickup_points: points } = printer.routing;
  return (
    printer.active &&
    (services.length === 0 || services.includes(order.tag as ServiceType)) &&
    (categories.length === 0 || order.categoryIds.some((id) => categories.includes(id))) &&
    (points.length === 0 || (order.pickupPoint !== null && points.includes(order.pickupPoint)))
  );
}

/** Print-job states (the project's delivery-record pattern): pending → printed, or failed (retried until given up). */
export const PRINT_JOB_STATES = ['pending', 'printed', 'failed'] as const;
export type PrintJobState = (typeof PRINT_JOB_STATES)[number];

/** Order statuses that print: a new order (pending or paid), and the moves the kitchen acts on. */
export const PRINTED_ORDER_STATUSES: readonly number[] = [1, 3, 4, 7];

/** The ticket's headline per printed status, in the canteen's language (kitchen tickets are read in the kitchen). */
export const PRINT_EVENT_TEXTS: Record<'en' | 'it' | 'es' | 'fr', Record<number | 'test', string>> = {
  en: { 1: 'NEW ORDER', 3: 'IN PREPARATION', 4: 'CANCELLED', 7: 'BOOKED', test: 'TEST PRINT' },
  it: { 1: 'NUOVO ORDINE', 3: 'IN PREPARAZIONE', 4: 'ANNULLATO', 7: 'PRENOTATO', test: 'STAMPA DI PROVA' },
  es: { 1: 'PEDIDO NUEVO', 3: 'EN PREPARACIÓN', 4: 'CANCELADO', 7: 'RESERVADO', test: 'IMPRESIÓN DE PRUEBA' },
  fr: { 1: 'NOUVELLE COMMANDE', 3: 'EN PRÉPARATION', 4: 'ANNULÉE', 7: 'RÉSERVÉE', test: 'IMPRESSION DE TEST' },
};

/** The language of a canteen's tickets from its country (spec §3 endpoint_prefix): Chile prints in Spanish. */
export function ticketLanguage(endpointPrefix: unknown): 'en' | 'it' | 'es' | 'fr' {
  return endpointPrefix === 'it' ? 'it' : endpointPrefix === 'es' || endpointPrefix === 'cl' ? 'es' : 'en';
}

/** The `printers` callable: a test page for a printer, or another attempt of a failed job. */
export const printerRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('test'), printer_id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'validation.invalid') }),
  z.object({ action: z.literal('retry'), job_id: z.string().regex(/^[A-Za-z0-9_.-]{1,300}$/, 'validation.invalid') }),
]);
export type PrinterRequest = z.infer<typeof printerRequestSchema>;

/** A stored print job as the queue shows it (unknown fields kept). */
export const printJobSchema = z.looseObject({
  canteen_id: z.string(),
  printer_id: z.string(),
  printer_name: z.string().default(''),
  paper_width: z.union([z.literal(58), z.literal(80)]),
  bytes: z.string(),
  status: z.enum(PRINT_JOB_STATES),
  error: z.string().nullable().default(null),
  attempts: z.number().default(0),
  kind: z.enum(['order', 'test']).default('order'),
  order_id: z.string().optional(),
  created_at: z.unknown().optional(),
  next_attempt_at: z.unknown().optional(),
});
export type PrintJob = z.infer<typeof printJobSchema>;

export interface PrintQueueParams {
  /** A state, or 'all'. */
  jobs: PrintJobState | 'all';
}

export function parsePrintQueueParams(query: URLSearchParams): PrintQueueParams {
  const jobs = query.get('jobs') ?? '';
  return { jobs: (PRINT_JOB_STATES as readonly string[]).includes(jobs) ? (jobs as PrintJobState) : 'all' };
}

export function printQueueQuery(params: PrintQueueParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.jobs !== 'all') query.set('jobs', params.jobs);
  return query;
}

/** A stored printer: the form's fields and its canteen (unknown fields kept: the stamp, later additions). */
export const printerDocumentSchema = printerFormSchema.extend({ canteen_id: z.string() }).loose();
