// Access row of communications (spec §6).
import { ACCESS_OPERATIONS, type CollectionAccess } from '../access-types';

export const MESSAGES_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'messages',
    path: 'messages/{messageId}',
    covers: 'communications',
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ACCESS_OPERATIONS,
        screens: ['Comunicazioni'],
        scope: 'canteen',
        fields: { except: ['canteen_id'] },
      },
    ],
  },
];
