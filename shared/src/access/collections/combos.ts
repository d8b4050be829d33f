// Access row of combos (spec §2 /combo…, §6 Combo: management roles).
import { type CollectionAccess } from '../access-types';

export const COMBOS_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'combos',
    path: 'combos/{comboId}',
    covers:
      "a canteen's combos: per service and position, the dishes or categories that form it and its price",
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list', 'create', 'update', 'delete'],
        screens: ['Combo'],
        scope: 'canteen',
        fields: { except: ['canteen_id', 'service', 'position', 'created_at'] },
      },
    ],
  },
];
