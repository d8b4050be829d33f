// Access rows of canteens and their rule documents (spec §2 dashboard areas, §4, §6).
import { type CollectionAccess } from '../access-types';
import { ROLE_PRIORITY } from '../roles';

// Field groups of a canteen document and the screen key that edits each (spec §2 dashboard areas, §6).
const CANTEEN_CUSTOMISATION_FIELDS = ['bo_logo', 'customisation', 'home_background', 'home_buttons'] as const;

export const CANTEENS_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'canteens',
    path: 'canteens/{canteenId}',
    covers: 'canteens (the document id is the canteen id)',
    canteen: { kind: 'documentId' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list'],
        roles: ROLE_PRIORITY,
        scope: 'canteen',
        why: 'every back-office role: the chooser, header and dashboard read the canteens it may open (spec §2, §6)',
      },
      {
        to: 'member',
        ops: ['get'],
        why: 'a customer reads the canteens of their `canteens` list (the canteens they order in)',
      },
      { to: 'staff', ops: ['create'], screens: ['CreazioneMense'], scope: 'canteen' },
      {
        to: 'staff',
        ops: ['update'],
        screens: ['ModificaMense'],
        scope: 'canteen',
        fields: { except: ['canteen_id', 'menu_structure'] },
      },
      {
        to: 'staff',
        ops: ['update'],
        screens: ['Pickups'],
        scope: 'canteen',
        fields: { only: ['pickup_points'] },
      },
      { to: 'staff', ops: ['update'], screens: ['Slots'], scope: 'canteen', fields: { only: ['slots'] } },
      {
        to: 'staff',
        ops: ['update'],
        screens: ['PersonalizzaMense'],
        scope: 'canteen',
        fields: { only: CANTEEN_CUSTOMISATION_FIELDS },
      },
      { to: 'staff', ops: ['delete'], screens: ['ModificaMense'], scope: 'canteen' },
    ],
    decisions: [
      '`canteen_id` always equals the document id: nobody changes it',
      '`menu_structure` is written only by the `saveMenuStructure` callable (MenuStructure, zod from shared), the canteen wizard and the seed: the rules cannot check its lists entry by entry (issue 15)',
    ],
  },
  {
    id: 'canteens/rules',
    path: 'canteens/{canteenId}/rules/{ruleId}',
    covers: "a canteen's wallet and import rules (`wallet`, `import`)",
    canteen: { kind: 'parentCanteenId' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list'],
        roles: ROLE_PRIORITY,
        scope: 'canteen',
        why: 'every back-office role: choosing a canteen loads its wallet and import rules (spec §4)',
      },
      { to: 'staff', ops: ['create', 'update', 'delete'], screens: ['ModificaMense'], scope: 'canteen' },
    ],
  },
];
