// Access row of the configuration data functions read.
import { type CollectionAccess } from '../access-types';

export const STATIC_DATA_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'static_data',
    path: 'static_data/{documentId}',
    covers: 'configuration data read by functions (news-area bases, seed info, support settings)',
    canteen: null,
    owner: null,
    grants: [],
    decisions: ['functions only: no screen reads or writes it'],
  },
];
