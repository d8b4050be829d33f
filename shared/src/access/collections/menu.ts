// Access row of menus (spec §6).
import { type CollectionAccess } from '../access-types';

export const MENU_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'menu',
    path: 'menu/{menuId}',
    covers: "a canteen's menu of a day (`{canteenId}_{YYYY-MM-DD}`)",
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list', 'create', 'update'],
        screens: ['Menu'],
        scope: 'canteen',
        fields: { except: ['canteen_id', 'date'] },
      },
      {
        to: 'staff',
        ops: ['get'],
        screens: ['DieteSpeciali'],
        scope: 'canteen',
        why: "the special diets' clash count reads one day's menu of the canteen (by its id)",
      },
    ],
    decisions: ['nobody deletes a menu day: the menu screen saves the items, an empty day has none'],
  },
];
