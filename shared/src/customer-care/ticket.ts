// The customer-care ticket (spec §3 "Ticket (customer care)", §6 CustomerCare): its stored shape, states and who answers.
import type { Role } from '../access/roles';

/** Collection of the help-desk tickets; getStatusTickets, the DEFCON bar and the customer-care screens read it. */
export const CUSTOMER_CARE_TICKETS = 'customer_care_tickets';
/** Subcollection of a ticket's conversation. */
export const CUSTOMER_CARE_MESSAGES = 'messages';
/** The support settings document (business calendar and targets), in `static_data`. */
export const SUPPORT_SETTINGS_DOC = 'support_settings';

/**
 * A ticket's life: open (support's turn), waiting (on the requester: the SLA clock stops), solved (support
 * thinks it is done; the requester may reopen by replying), closed (final).
 */
export const SUPPORT_TICKET_STATES = ['open', 'waiting', 'solved', 'closed'] as const;
export type SupportTicketState = (typeof SUPPORT_TICKET_STATES)[number];

/** The provider's support roles: they answer tickets and change their state (§6: admin and the provider's admin). */
export const SUPPORT_ROLES: readonly Role[] = ['admin', 'admin_provider'];

/** One state change, as stored in `state_history` (the first entry is `open` at creation). */
export interface SupportStateChange {
  state: SupportTicketState;
  at: Date;
}

/**
 * Stored ticket document `customer_care_tickets/{id}` (Timestamps read as Dates here):
 * - canteen_id, country (the canteen's endpoint_prefix: it, es, cl, other), subject, tags (category tags and
 *   grade tags such as grade_2), grade (0–5 from the tags, written with them)
 * - state, state_history (SupportStateChange[]), created_at, created_by (uid), created_by_name, created_by_email
 * - first_response_at (the first support message, null before), solved_at (last move to solved/closed, or null)
 * - last_activity_at, last_message_from ('requester' | 'support'), requester_last_read, support_last_read
 * - updated_by, updated_at (the activity-log stamp every client write carries)
 * Messages `customer_care_tickets/{id}/messages/{messageId}`: created_at, html_body (sanitised), from
 * ('requester' | 'support'), author_uid, author_name, attachments ({ path, name, size, contentType }[]).
 */
export interface SupportTicketTimes {
  id: string;
  canteenId: string;
  country: string;
  grade: number;
  createdAt: Date;
  firstResponseAt: Date | null;
  history: SupportStateChange[];
}
