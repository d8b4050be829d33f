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
    decisions: ['a document stays what it was created as (screen or schedule) and in its canteen'],
  },
];
