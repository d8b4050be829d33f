// Access row of delivery attempts (written only by functions).
import { type CollectionAccess } from '../access-types';

export const DELIVERIES_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'deliveries',
    path: 'deliveries/{deliveryId}',
    covers: 'one attempt to deliver an e-mail, push, SMS or in-app message',
    canteen: null,
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list'],
        roles: ['admin'],
        scope: 'global',
        why: 'the delivery log names recipients of every canteen and no screen key covers it: admin only',
      },
    ],
    decisions: ['written only by functions (the delivery dispatcher)'],
  },
];
