// Rows of the access table for collections written only by functions or the API: least privilege, reads at most.
import type { CollectionAccess } from './access-types';

/** A collection no client reads or writes: functions and the API serve it. */
function serverOnly(id: string, covers: string, decision: string): CollectionAccess {
  return {
    id,
    path: `${id}/{documentId}`,
    covers,
    canteen: null,
    owner: null,
    grants: [],
    decisions: [decision],
  };
}

/** The server-written collections, appended to COLLECTION_ACCESS. */
export const SERVER_COLLECTION_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'deliveries',
    path: 'deliveries/{deliveryId}',
    covers: 'one attempt to deliver an e-mail, push, SMS or in-app message',
    canteen: null,
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list'],
        roles: ['admin'],
        scope: 'global',
        why: 'the delivery log names recipients of every canteen and no screen key covers it: admin only',
      },
    ],
    decisions: ['written only by functions (the delivery dispatcher)'],
  },
  {
    id: 'notifications',
    path: 'notifications/{notificationId}',
    covers: 'programmed notifications',
    canteen: null,
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list'],
        roles: ['admin'],
        scope: 'global',
        why: 'the Notifications screens are admin only (spec §6)',
      },
    ],
    decisions: [
      'created, changed and cancelled only through the notifications callables, which validate them',
    ],
  },
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
  serverOnly('processed_events', 'trigger dedupe markers', 'functions only (idempotency of triggers)'),
  serverOnly(
    'notification_occurrences',
    'one run of a programmed notification',
    'functions only (the notifications dispatcher)',
  ),
  serverOnly(
    'push_recordings',
    'pushes the recording transport would have sent (emulator)',
    'functions only; tests read them with the Admin SDK',
  ),
  serverOnly(
    'sms_recordings',
    'SMS the recording transport would have sent (emulator)',
    'functions only; tests read them with the Admin SDK',
  ),
  serverOnly('help_guides', 'help guides', 'served by the API, which reads it with the Admin SDK'),
  serverOnly('help_components', 'help components', 'served by the API, which reads it with the Admin SDK'),
  serverOnly('help_news', 'help news', 'served by the API, which reads it with the Admin SDK'),
  serverOnly(
    'help_status_texts',
    'help texts of order statuses',
    'served by the API, which reads it with the Admin SDK',
  ),
  serverOnly('invitation_codes', 'invitation codes of canteens', 'imported and redeemed only by functions'),
  serverOnly('statistics', 'precomputed statistics', 'computed by functions and served by the API'),
];
