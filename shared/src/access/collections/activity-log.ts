// Access row of the API and operations log (spec §6 AdminLogs).
import { type CollectionAccess } from '../access-types';

export const ACTIVITY_LOG_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'activity_log',
    path: 'activity_log/{entryId}',
    covers: 'the API and operations log (user, canteen, environment, action, outcome)',
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [{ to: 'staff', ops: ['get', 'list'], screens: ['AdminLogs'], scope: 'canteen' }],
    decisions: [
      'written only by the API and functions',
      'scoped by `canteen_id` like every canteen document: an entry without one (a call outside any canteen) is read only by admin and admin_provider',
    ],
  },
];
