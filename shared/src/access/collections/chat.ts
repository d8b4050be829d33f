// Access row of chat threads (spec §4, §6).
import { type CollectionAccess } from '../access-types';

/** Fields of a chat thread only functions write (kept in step with its messages by the unread trigger). */
export const SERVER_ONLY_CHAT_FIELDS = ['unread', 'last_customer_message_at'] as const;

export const CHAT_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'chat',
    path: 'chat/{chatId}',
    covers: 'chat threads: tickets and the threads of IFM requests',
    canteen: { kind: 'field', field: 'canteen_id', alsoField: 'parent' },
    owner: 'userid',
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list'],
        screens: ['Tickets'],
        scope: 'canteen',
        why: 'the Tickets pages and the unread counters (by `canteen_id` or by `parent`) are open to every back-office role (spec §2)',
      },
      {
        to: 'staff',
        ops: ['update'],
        screens: ['RispostaTicket'],
        scope: 'canteen',
        fields: { only: ['messages', 'admin_last_read', 'status'] },
        why: 'reply (one BO message appended, never a statuschange), mark read, open or close',
      },
      { to: 'owner', ops: ['get', 'list'], why: 'a customer reads their own threads' },
      {
        to: 'owner',
        ops: ['create'],
        inOwnCanteen: true,
        why: 'a customer opens a thread in a canteen of their `canteens`, open, with at most their first message',
      },
      {
        to: 'owner',
        ops: ['update'],
        fields: { only: ['messages'] },
        why: 'a customer appends one message of their own (from U)',
      },
    ],
    decisions: [
      'a thread is in a canteen through `canteen_id` or `parent`',
      '`unread` and `last_customer_message_at` are written only by functions (never on create either); `admin_last_read` by the RispostaTicket roles, which hold every write-capable Chat role',
      'status messages (type statuschange) are written only by functions; nobody deletes a thread',
    ],
  },
];
