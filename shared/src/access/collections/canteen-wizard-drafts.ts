// Access row of the canteen-creation wizard's drafts (spec §2 /wizard/{id}, §6 CreazioneMense; issue 20).
import { type CollectionAccess } from '../access-types';

export const CANTEEN_WIZARD_DRAFTS_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'canteen_wizard_drafts',
    path: 'canteen_wizard_drafts/{draftId}',
    covers: 'unfinished canteen-creation wizards (the step reached and the values typed so far)',
    canteen: null,
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list', 'create', 'update', 'delete'],
        screens: ['CreazioneMense'],
        scope: 'global',
        why: 'the wizard (admin only) keeps an unfinished creation as a draft and resumes it at /wizard/{id}',
      },
    ],
    decisions: [
      'the shape (step 0–4, values map, label ≤ 220 characters, saved_at) is checked by the rules; the values are checked only when the createCanteen callable receives them (zod from shared), which also deletes the draft with the creation',
    ],
  },
];
