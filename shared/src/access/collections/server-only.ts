// Access rows of collections no client reads or writes: functions and the API serve them.
import { type CollectionAccess } from '../access-types';

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

export const SERVER_ONLY_ACCESS: readonly CollectionAccess[] = [
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
  serverOnly(
    'people_counter_keys',
    "the counting devices' keys (SHA-256), one per people counter (issue 22)",
    'POST /api/peopleCounterOccupancy compares a device key with it (Admin SDK); provisioned by the operators with `npm run counter-key -- --project <id> --counter <people_counters id>` (a fresh key printed once, only its SHA-256 stored; it replaces the earlier key)',
  ),
  serverOnly('help_guides', 'help guides', 'served by the API, which reads it with the Admin SDK'),
  serverOnly('help_components', 'help components', 'served by the API, which reads it with the Admin SDK'),
  serverOnly('help_news', 'help news', 'served by the API, which reads it with the Admin SDK'),
  serverOnly(
    'help_status_texts',
    'help texts of order statuses',
    'served by the API, which reads it with the Admin SDK',
  ),
  serverOnly('statistics', 'precomputed statistics', 'computed by functions and served by the API'),
  serverOnly(
    'product_imports',
    "one mass import of products: its state (running, done, cancelled, rolled back), service, importer (issue 16)",
    'written by the importServiceProducts and cancelProductImport callables; a cancel reaches the writer through it',
  ),
];
