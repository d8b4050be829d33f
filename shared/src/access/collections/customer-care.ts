// Access rows of customer-care tickets and their messages (spec §3 Ticket, §6 CustomerCare, CustomerCareSLA).
import { type CollectionAccess, type StaffGrant } from '../access-types';

const READ_ONLY_DECISION =
  'clients only read: opening, answering, changing state or grade and marking read go through the `customerCare` callable, which sets creator, canteen, sender and state itself (issue 19)';

/** Both rows are read alike: the canteen's CustomerCare (and CustomerCareSLA) roles; nobody writes from a client. */
const READERS = {
  to: 'staff',
  ops: ['get', 'list'],
  screens: ['CustomerCare', 'CustomerCareSLA'],
  scope: 'canteen',
} as const satisfies Omit<StaffGrant, 'why'>;

export const CUSTOMER_CARE_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'customer_care_tickets',
    path: 'customer_care_tickets/{ticketId}',
    covers: "help-desk tickets a canteen's staff open with the provider's support",
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      {
        ...READERS,
        why: "the canteen's CustomerCare roles read its tickets; support (admin, admin_provider) reads every canteen's",
      },
    ],
    decisions: [
      READ_ONLY_DECISION,
      "the rules do not check the canteen's customer_care.active (claims only, no get()): the screen and the callable do",
    ],
  },
  {
    id: 'customer_care_tickets/messages',
    path: 'customer_care_tickets/{ticketId}/messages/{messageId}',
    covers: "a ticket's conversation (each message repeats the ticket's canteen_id)",
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [{ ...READERS, why: 'whoever reads the ticket reads its messages' }],
    decisions: [READ_ONLY_DECISION],
  },
];
