// Access row of programmed notifications (spec §6: admin only).
import { type CollectionAccess } from '../access-types';

export const NOTIFICATIONS_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'notifications',
    path: 'notifications/{notificationId}',
    covers: 'programmed notifications',
    canteen: null,
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list'],
        roles: ['admin'],
        scope: 'global',
        why: 'the Notifications screens are admin only (spec §6)',
      },
    ],
    decisions: [
      'created, changed and cancelled only through the notifications callables, which validate them',
    ],
  },
];
