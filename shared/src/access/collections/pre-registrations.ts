// Access row of pre-registrations (issue 20; spec §6 GestioneUtenti).
import { type CollectionAccess } from '../access-types';

export const PRE_REGISTRATIONS_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'pre_registrations',
    path: 'pre_registrations/{preRegistrationId}',
    covers: 'e-mails allowed to sign up in a canteen, with their company and cost centre',
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list', 'create', 'update', 'delete'],
        screens: ['GestioneUtenti'],
        scope: 'canteen',
        fields: { except: ['canteen_id'] },
      },
    ],
    decisions: [
      'company managers read and write only the pre-registrations of their own company (`company` equal to their `company` claim)',
    ],
  },
];
