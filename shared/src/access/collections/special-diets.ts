// Access row of special diets (spec §6 DieteSpeciali), and the menu and recipe reads their clash count needs.
import { type CollectionAccess } from '../access-types';

export const SPECIAL_DIETS_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'special_diets',
    path: 'special_diets/{dietId}',
    covers: "a canteen's special diets (excluded allergens, assigned customers)",
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list', 'create', 'update', 'delete'],
        screens: ['DieteSpeciali'],
        scope: 'canteen',
        fields: { except: ['canteen_id'] },
      },
    ],
    decisions: [
      'customers are assigned on the diet (`customer_ids`, at most 500), not on the user document: the rules bound it',
    ],
  },
];
