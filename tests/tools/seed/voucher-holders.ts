// Which invitation code each seeded customer redeemed (issue 21): the first customer of a canteen its welcome code,
// the second a new-hire code. The user's `voucher` (the dashboard's affiliated-user search) and voucher_redemptions
// both read it, so they agree.
import { customersOf, type CustomerDef } from './people-data';

export const welcomeCodeOf = (canteenId: string) => `WELCOME-${canteenId.slice(2)}`;
export const newHireCodeOf = (canteenId: string, n: number) =>
  `NEWHIRE-${canteenId.slice(2)}-${String(n).padStart(3, '0')}`;

/** The code the customer redeemed, or null. */
export function redeemedCodeOf(customer: CustomerDef): string | null {
  const index = customersOf(customer.canteenId).findIndex((candidate) => candidate.uid === customer.uid);
  if (index === 0) return welcomeCodeOf(customer.canteenId);
  if (index === 1) return newHireCodeOf(customer.canteenId, 1);
  return null;
}
