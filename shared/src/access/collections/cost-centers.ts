// Access row of cost centres (spec §4, §6).
import { type CollectionAccess } from '../access-types';
import { ROLE_PRIORITY } from '../roles';

export const COST_CENTERS_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'cost_centers',
    path: 'cost_centers/{costCenterId}',
    covers: 'cost centres of a canteen (some used as custom price lists)',
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list'],
        roles: ROLE_PRIORITY,
        scope: 'canteen',
        why: 'every back-office role: choosing a canteen loads the cost centres used as custom price lists (spec §4)',
      },
      {
        to: 'staff',
        ops: ['create', 'update', 'delete'],
        screens: ['CentriCosto'],
        scope: 'canteen',
        fields: { except: ['canteen_id'] },
      },
    ],
  },
];
