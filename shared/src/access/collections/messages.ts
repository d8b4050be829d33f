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
      {
        to: 'member',
        ops: ['get', 'list'],
        why: "the companion app reads its canteen's messages, asking `languages` array-contains its language (spec §2: an untranslated item is hidden)",
      },
    ],
    decisions: [
      'every write keeps `languages` equal to the communication languages with a title, so the customer query by language is exact',
    ],
  },
];
