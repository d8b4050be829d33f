// Customer-care tickets: the canteen's list (live, paged), one ticket and its conversation live, and the callable.
import { collection, doc, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import {
  ACTIVE_SUPPORT_STATES,
  CUSTOMER_CARE_MESSAGES,
  CUSTOMER_CARE_PAGE_SIZE,
  CUSTOMER_CARE_TICKETS,
  SUPPORT_ROLES,
  customerCareMessageRow,
  customerCareTicketRow,
  type CustomerCareListParams,
  type CustomerCareMessageRow,
  type CustomerCareRequest,
  type CustomerCareSide,
  type CustomerCareTicketRow,
  type Role,
} from '@backoffice/shared';
import type { ListSource } from '../../../lib/data/pages';
import { useLiveDoc, useLiveQuery } from '../../../lib/data/live';
import { db } from '../../../lib/firestore';
import { callable } from '../../../lib/functions';

/** Which side of the help desk a role is on: the provider's support answers, the canteen's staff ask. */
export function sideOfRole(role: Role | null | undefined): CustomerCareSide {
  return role && SUPPORT_ROLES.includes(role) ? 'support' : 'requester';
}

/** The canteen's tickets, most recent activity first, narrowed by state, category and a subject search. */
export function ticketsSource(
  canteenId: string | null,
  params: CustomerCareListParams,
  listKey: string,
): ListSource<CustomerCareTicketRow> {
  const search = params.search.trim().toLocaleLowerCase().slice(0, 30);
  const constraints: QueryConstraint[] = [
    where('canteen_id', '==', canteenId),
    ...(params.state === 'active'
      ? [where('state', 'in', [...ACTIVE_SUPPORT_STATES])]
      : params.state === 'all'
        ? []
        : [where('state', '==', params.state)]),
    ...(params.category === 'all' ? [] : [where('category', '==', params.category)]),
    // The server stores every prefix of the subject and of its words (customerCareSearchKeywords).
    ...(search ? [where('search_keywords', 'array-contains', search)] : []),
  ];
  return {
    key: canteenId ? [CUSTOMER_CARE_TICKETS, canteenId, listKey] : null,
    query: () => query(collection(db, CUSTOMER_CARE_TICKETS), ...constraints),
    order: [orderBy('last_activity_at', 'desc')],
    toRow: (snapshot) => customerCareTicketRow(snapshot.id, snapshot.data()),
    pageSize: CUSTOMER_CARE_PAGE_SIZE,
  };
}

/** One ticket, live; null when it does not exist. */
export function useTicket(id: string | null) {
  return useLiveDoc(
    id ? [CUSTOMER_CARE_TICKETS, 'one', id] : null,
    () => doc(db, CUSTOMER_CARE_TICKETS, id!),
    (snapshot) => (snapshot.exists() ? customerCareTicketRow(snapshot.id, snapshot.data()) : null),
  );
}

/** A ticket's messages, oldest first, live (the rules read each message's canteen_id, so the query names it). */
export function useTicketMessages(ticketId: string | null, canteenId: string | null) {
  return useLiveQuery<CustomerCareMessageRow[]>(
    ticketId && canteenId ? [CUSTOMER_CARE_TICKETS, ticketId, CUSTOMER_CARE_MESSAGES] : null,
    () =>
      query(
        collection(db, CUSTOMER_CARE_TICKETS, ticketId!, CUSTOMER_CARE_MESSAGES),
        where('canteen_id', '==', canteenId),
        orderBy('created_at'),
      ),
    (snapshot) => snapshot.docs.map((message) => customerCareMessageRow(message.id, message.data())),
  );
}

const callCustomerCare = callable<CustomerCareRequest, { ticketId: string }>('customerCare');

/** Every write of customer care goes through the server, which sets who, where and the state. */
export async function customerCareCall(request: CustomerCareRequest): Promise<{ ticketId: string }> {
  return (await callCustomerCare(request)).data;
}

/** An id for a new message, made once per send so a retried call is recognised by the server. */
export function newMessageId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
