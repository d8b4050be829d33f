// Access row of the table-service seats (spec §2 /seats, whose route key is Admin: admin and admin_provider).
import { type CollectionAccess } from '../access-types';

export const SEATS_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'seats',
    path: 'seats/{areaId}',
    covers: "a canteen's dining areas for table service (posto): the seats each offers per time slot",
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list', 'create', 'update', 'delete'],
        screens: ['Admin'],
        scope: 'canteen',
        fields: { except: ['canteen_id'] },
      },
    ],
  },
];
