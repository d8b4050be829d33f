// Access row of digital signage (spec §3 digital_signage; §6 DigitalSignage, DigitalSignageAll; issue 22).
import { type CollectionAccess } from '../access-types';

export const SIGNAGE_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'digital_signage',
    path: 'digital_signage/{docId}',
    covers: "a canteen's signage screens and their dayparted playlists (`kind` screen or schedule)",
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      { to: 'staff', ops: ['get', 'list'], screens: ['DigitalSignage', 'DigitalSignageAll'], scope: 'canteen' },
      {
        to: 'staff',
        ops: ['create', 'update', 'delete'],
        screens: ['DigitalSignage'],
        scope: 'canteen',
        fields: { except: ['canteen_id', 'kind'] },
      },
    ],
    decisions: [
      'a document stays what it was created as (screen or schedule) and in its canteen',
      'a paired signage player (an anonymous device sign-in named by the screen’s `player_uid` and by its own `signage_players` request) reads its screen and that screen’s schedules, and writes only the screen’s `last_seen` (the request time); it also reads its canteen, its menu days, the recipes, its shop’s categories and its people counters (the boards) — proven by the field-level rules cases, outside this table',
    ],
  },
  {
    id: 'signage_players',
    path: 'signage_players/{playerId}',
    covers: 'pairing requests of signage players (id = the player’s anonymous uid): a code, then the screen it was paired to',
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [{ to: 'staff', ops: ['get', 'list'], screens: ['DigitalSignage'], scope: 'canteen' }],
    decisions: [
      'the player creates its own request (anonymous sign-in, a 6-character code, nothing paired) and reads or deletes it; DigitalSignage roles also read the unpaired requests of any canteen (a code names no canteen yet) and pair one, once, to a screen of their canteen (`screen_id`, `canteen_id`, `paired_by` = themselves, `paired_at` = the request time) — field-level rules cases',
    ],
  },
  {
    id: 'people_counters',
    path: 'people_counters/{counterId}',
    covers: 'live occupancy of a canteen per entrance counter (count, capacity)',
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [{ to: 'staff', ops: ['get', 'list'], screens: ['DigitalSignage'], scope: 'canteen' }],
    decisions: ['written only by the counting devices’ backend (server); the canteen’s paired players read them for the occupancy board'],
  },
];
