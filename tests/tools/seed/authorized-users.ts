// services/IFM_{canteen}/authorized_users/{uid}: the customers each IFM service authorises. Every canteen's
// customers but the last are authorised (C_1001: 3 of 4, leaving one to authorise in a demo); C_1002 authorises
// nobody, so its screen shows the "no user authorised yet" message.
import { CANTEENS } from './canteen-data';
import { addDays, atLocalTime } from './dates';
import { customersOf } from './people-data';
import { serviceId } from './services';
import type { SeedDocument } from './types';
import { customerEmail, staffCanteens, staffUid } from './users';

/** The canteen whose IFM service has no authorised user. */
export const CANTEEN_WITHOUT_AUTHORIZED_USERS = 'C_1002';

/** Who authorises: the closest manager of the canteen (Servizi roles), the admin where none is assigned. */
const AUTHORIZERS = ['site_manager', 'super_site_manager', 'country_manager'] as const;

function authorizerOf(canteenId: string): string {
  const role = AUTHORIZERS.find((candidate) => staffCanteens(candidate).includes(canteenId));
  return staffUid(role ?? 'admin');
}

export function authorizedUserDocuments(today: Date): SeedDocument[] {
  return CANTEENS.filter((canteen) => canteen.id !== CANTEEN_WITHOUT_AUTHORIZED_USERS).flatMap((canteen) =>
    customersOf(canteen.id)
      .slice(0, -1)
      .map((customer, index) => ({
        path: `services/${serviceId('ifm', canteen.id)}/authorized_users/${customer.uid}`,
        data: {
          uid: customer.uid,
          name: customer.name,
          surname: customer.surname,
          email: customerEmail(customer),
          authorized_at: atLocalTime(
            addDays(today, -(40 - index * 9)),
            9 + index,
            15,
            canteen.utcOffsetHours,
          ),
          authorized_by: authorizerOf(canteen.id),
        },
      })),
  );
}
