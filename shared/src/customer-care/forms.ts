// What a customer-care write may carry (the one `customerCare` callable validates it) and the list's URL params.
import { z } from 'zod';
import { richTextIsBlank } from '../static-pages/static-page';
import { SUPPORT_TICKET_STATES, type SupportTicketState } from './ticket';

/** Category tags a requester picks (the grade tags grade_0…grade_5 are support's, see `gradeTag`). */
export const CUSTOMER_CARE_CATEGORIES = [
  'orders',
  'payments',
  'menu',
  'app',
  'users',
  'devices',
  'other',
] as const;
export type CustomerCareCategory = (typeof CUSTOMER_CARE_CATEGORIES)[number];

export const CUSTOMER_CARE_SUBJECT_MAX = 200;
/** A message body, as sanitised HTML. */
export const CUSTOMER_CARE_BODY_MAX = 20_000;
export const CUSTOMER_CARE_ATTACHMENTS_MAX = 5;
/** Tickets per list page. */
export const CUSTOMER_CARE_PAGE_SIZE = 20;

/** The tag that carries a grade (spec §3: the grade comes from the tags; ticketGradeFromTags reads it back). */
export function gradeTag(grade: number): string {
  return `grade_${grade}`;
}

/** A file already uploaded to the canteen's customer-care folder. */
export const customerCareAttachmentSchema = z.object({
  path: z
    .string()
    .regex(/^canteens\/C_[A-Z0-9]+\/customer-care\/[^/]+$/, 'customerCare.errors.attachmentPath')
    .max(300),
  name: z.string().trim().min(1).max(200),
  size: z.number().int().positive(),
  contentType: z.string().max(100),
});
export type CustomerCareAttachment = z.infer<typeof customerCareAttachmentSchema>;

const body = z
  .string()
  .max(CUSTOMER_CARE_BODY_MAX, 'validation.tooBig')
  .refine((html) => !richTextIsBlank(html), 'validation.required');
const attachments = z
  .array(customerCareAttachmentSchema)
  .max(CUSTOMER_CARE_ATTACHMENTS_MAX, 'customerCare.errors.tooManyFiles');
/** A client-made id for the new message, so a retried call never posts it twice. */
const messageId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'customerCare.errors.messageId');
const ticketId = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'customerCare.errors.ticketId');

/** The new-ticket form (canteen, creator and country are set by the server from the session, not taken from here). */
export const customerCareTicketFormSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(CUSTOMER_CARE_SUBJECT_MAX, 'validation.tooBig'),
  category: z.enum(CUSTOMER_CARE_CATEGORIES, 'validation.required'),
  htmlBody: body,
});
export type CustomerCareTicketForm = z.infer<typeof customerCareTicketFormSchema>;

export const customerCareReplyFormSchema = z.object({ htmlBody: body });
export type CustomerCareReplyForm = z.infer<typeof customerCareReplyFormSchema>;

/** The one callable's input: open a ticket, reply, change state or grade (support), mark read. */
export const customerCareRequestSchema = z.discriminatedUnion('action', [
  customerCareTicketFormSchema.extend({
    action: z.literal('create'),
    canteenId: z.string().regex(/^C_[A-Za-z0-9]+$/, 'customerCare.errors.canteen'),
    messageId,
    attachments,
  }),
  customerCareReplyFormSchema.extend({ action: z.literal('reply'), ticketId, messageId, attachments }),
  z
    .object({
      action: z.literal('update'),
      ticketId,
      state: z.enum(SUPPORT_TICKET_STATES).optional(),
      grade: z.number().int().min(0).max(5).optional(),
    })
    .refine(
      (input) => input.state !== undefined || input.grade !== undefined,
      'customerCare.errors.nothingToChange',
    ),
  z.object({ action: z.literal('markRead'), ticketId }),
]);
export type CustomerCareRequest = z.infer<typeof customerCareRequestSchema>;

/** Moves support may make from a state (closed is final; a requester's reply reopens waiting and solved). */
export function supportStateOptions(from: SupportTicketState): SupportTicketState[] {
  if (from === 'closed') return [];
  return SUPPORT_TICKET_STATES.filter((state) => state !== from);
}

/** The state after a reply: a requester's reply puts the ball in support's court; support's keeps the state. */
export function stateAfterReply(from: SupportTicketState, by: 'requester' | 'support'): SupportTicketState {
  if (by === 'requester') return from === 'closed' ? 'closed' : 'open';
  return from === 'open' ? 'waiting' : from;
}

export type CustomerCareStateFilter = 'active' | 'all' | SupportTicketState;
export const CUSTOMER_CARE_STATE_FILTERS: readonly CustomerCareStateFilter[] = [
  'active',
  'all',
  ...SUPPORT_TICKET_STATES,
];
/** States "active" covers: not yet solved or closed. */
export const ACTIVE_SUPPORT_STATES: readonly SupportTicketState[] = ['open', 'waiting'];

export interface CustomerCareListParams {
  search: string;
  state: CustomerCareStateFilter;
  category: CustomerCareCategory | 'all';
}

export function parseCustomerCareListParams(query: URLSearchParams): CustomerCareListParams {
  const state = query.get('state') ?? '';
  const category = query.get('category') ?? '';
  return {
    search: (query.get('q') ?? '').trim(),
    state: (CUSTOMER_CARE_STATE_FILTERS as readonly string[]).includes(state)
      ? (state as CustomerCareStateFilter)
      : 'active',
    category: (CUSTOMER_CARE_CATEGORIES as readonly string[]).includes(category)
      ? (category as CustomerCareCategory)
      : 'all',
  };
}

export function customerCareListQuery(params: CustomerCareListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search) query.set('q', params.search);
  if (params.state !== 'active') query.set('state', params.state);
  if (params.category !== 'all') query.set('category', params.category);
  return query;
}

/**
 * The list's search field, stored by the server: the lower-case prefixes of the whole subject (up to the 30
 * characters the list searches on) and of each word from its second letter, so "pagam" and "non and" both find
 * "Pagamento non andato a buon fine".
 */
export function customerCareSearchKeywords(subject: string): string[] {
  const lower = subject.trim().toLocaleLowerCase();
  const keywords = new Set<string>();
  for (let end = 1; end <= Math.min(lower.length, 30); end++) keywords.add(lower.slice(0, end));
  // From each word on, up to 30 characters: a search may start at any word of the subject.
  const starts = [...lower.matchAll(/[\p{L}\p{N}]+/gu)]
    .map((match) => match.index ?? 0)
    .filter((index) => index > 0);
  for (const start of starts) {
    const rest = lower.slice(start);
    for (let end = 2; end <= Math.min(rest.length, 30); end++) keywords.add(rest.slice(0, end));
  }
  return [...keywords].slice(0, 400);
}
