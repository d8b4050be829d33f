// Access rows of user documents, their claims mirror and their in-app inbox (spec §6).
import { type CollectionAccess } from '../access-types';

/** Fields a user may change on their own user document (visited list, language, fast commands, devices). */
export const SELF_EDITABLE_USER_FIELDS = [
  'active_language',
  'bo_visited_canteens',
  'bo_fast_commands',
  'fcm_tokens',
] as const;

/** Fields of a user that only an admin changes: the role and the canteens it grants. */
export const ADMIN_ONLY_USER_FIELDS = ['role', 'roles', 'bo_canteens', 'canteens'] as const;

/** Fields the customer managers (GestioneUtenti) leave alone: the admin's, and the user's own pinned fast commands. */
export const NOT_FOR_CUSTOMER_MANAGERS = [...ADMIN_ONLY_USER_FIELDS, 'bo_fast_commands'] as const;

export const USERS_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'users',
    path: 'users/{uid}',
    covers: 'user documents (the document id is the uid)',
    canteen: { kind: 'anyOf', field: 'canteens' },
    owner: 'documentId',
    grants: [
      {
        to: 'owner',
        ops: ['get'],
        why: 'everyone reads their own user document (role, language, visited canteens)',
      },
      {
        to: 'owner',
        ops: ['update'],
        fields: { only: SELF_EDITABLE_USER_FIELDS },
        why: 'on their own document a user changes only their language, visited canteens, fast commands and devices',
      },
      {
        to: 'staff',
        ops: ['get', 'list', 'create', 'update', 'delete'],
        screens: ['Utenti'],
        scope: 'global',
        notOnOwn: ['role', 'roles', 'bo_canteens'],
      },
      { to: 'staff', ops: ['get', 'list'], screens: ['GestioneUtenti', 'UtentiDashboard'], scope: 'canteen' },
      {
        to: 'staff',
        ops: ['update'],
        screens: ['GestioneUtenti'],
        scope: 'canteen',
        fields: { except: NOT_FOR_CUSTOMER_MANAGERS },
      },
    ],
    decisions: [
      'a user is in a canteen when that canteen is in their `canteens` (the customers of the canteen)',
      'only an admin (Utenti) changes `role`, `roles`, `bo_canteens` or `canteens`; nobody changes their own `role`, `roles` or `bo_canteens`',
      'nobody creates their own user document: accounts are made by an admin or by the import',
    ],
  },
  {
    id: 'user_claims',
    path: 'user_claims/{uid}',
    covers: 'the custom claims last written for a user (by the claims function)',
    canteen: null,
    owner: 'documentId',
    grants: [
      {
        to: 'owner',
        ops: ['get'],
        why: 'the SPA watches its own document to refresh the ID token when the role changes',
      },
    ],
    decisions: ['written only by the claims function'],
  },
  {
    id: 'users/inbox',
    path: 'users/{uid}/inbox/{messageId}',
    covers: "a user's in-app messages (written by functions)",
    canteen: null,
    owner: 'parentId',
    grants: [
      { to: 'owner', ops: ['get', 'list'], why: 'a user reads the in-app messages of their own inbox' },
      {
        to: 'owner',
        ops: ['update'],
        fields: { only: ['read_at'] },
        why: 'a user marks their own message read: `read_at`, a timestamp',
      },
    ],
    decisions: [
      'only functions create and delete inbox messages; nobody reads another user’s inbox, admin included',
    ],
  },
];
