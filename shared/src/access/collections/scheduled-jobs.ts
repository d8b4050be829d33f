// Access row of the scheduler jobs behind programmed notifications.
import { type CollectionAccess } from '../access-types';

export const SCHEDULED_JOBS_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'scheduled_jobs',
    path: 'scheduled_jobs/{jobId}',
    covers: 'the scheduler jobs behind programmed notifications',
    canteen: null,
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list'],
        roles: ['admin'],
        scope: 'global',
        why: 'shown with the programmed notifications, an admin-only screen (spec §6)',
      },
    ],
    decisions: ['written only by functions, through the notifications callables'],
  },
];
