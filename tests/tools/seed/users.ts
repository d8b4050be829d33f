// Auth accounts and users/{uid} documents: one demo account per role, plus the customers of each canteen.
import { ROLES, USER_SEARCH_FIELD, userSearchKeywords, type Role } from '@backoffice/shared';
import { CANTEENS, canteenById } from './canteen-data';
import { addDays } from './dates';
import { CUSTOMERS, STAFF, customerCard, emailLocalPart, type CustomerDef } from './people-data';
import type { SeedAuthUser, SeedDocument } from './types';
import { redeemedCodeOf } from './voucher-holders';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_CUSTOMER_EMAIL = 'customer@demo.test';

export function staffUid(role: Role): string {
  return `demo-${role}`;
}

export function staffEmail(role: Role): string {
  return `${role}@demo.test`;
}

export function customerEmail(customer: CustomerDef): string {
  return customer.uid === 'demo-customer'
    ? DEMO_CUSTOMER_EMAIL
    : `${emailLocalPart(customer.name, customer.surname)}@demo.test`;
}

export function staffCanteens(role: Role): string[] {
  const canteens = STAFF[role].canteens;
  return canteens === '*' ? CANTEENS.map((canteen) => canteen.id) : [...canteens];
}

/** The demo accounts with their canteens, for the launcher and the README. */
export function demoAccounts(): Array<{ email: string; role: Role; canteens: string[] }> {
  return [
    ...ROLES.map((role) => ({ email: staffEmail(role), role, canteens: staffCanteens(role) })),
    { email: DEMO_CUSTOMER_EMAIL, role: 'web_user' as const, canteens: ['C_1001'] },
  ];
}

/** The document with its search keywords, as the users trigger would write them (seed writes skip triggers). */
function withSearchKeywords(document: SeedDocument): SeedDocument {
  return { ...document, data: { ...document.data, [USER_SEARCH_FIELD]: userSearchKeywords(document.data) } };
}

function staffDocument(role: Role, index: number, today: Date): SeedDocument {
  const staff = STAFF[role];
  return {
    path: `users/${staffUid(role)}`,
    data: {
      profile: {
        name: staff.name,
        surname: staff.surname,
        email: staffEmail(role),
        matricola: `BO${String(index + 1).padStart(4, '0')}`,
        company: staff.company ?? '',
      },
      card: '',
      roles: { [role]: true },
      role,
      active_language: staff.language,
      bo_canteens: staffCanteens(role),
      bo_visited_canteens: [],
      canteens: [],
      created_at: addDays(today, -(600 - index * 20)),
    },
  };
}

function customerDocument(customer: CustomerDef, index: number, today: Date): SeedDocument {
  const canteen = canteenById(customer.canteenId);
  const isDemo = customer.uid === 'demo-customer';
  const tokenCount = isDemo ? 3 : 1;
  return {
    path: `users/${customer.uid}`,
    data: {
      profile: {
        name: customer.name,
        surname: customer.surname,
        email: customerEmail(customer),
        ...(customer.cf ? { cf: customer.cf } : {}),
        matricola: `${canteen.smartPrefix}${String(4521 + index * 37).padStart(6, '0')}`,
        company: customer.company,
      },
      card: customerCard(index),
      // The invitation code they redeemed (issue 21): the dashboard's affiliated-user search finds them by it.
      ...(redeemedCodeOf(customer) ? { voucher: redeemedCodeOf(customer) } : {}),
      roles: { web_user: true },
      role: 'web_user',
      active_language: canteen.uiLanguage,
      bo_canteens: [],
      bo_visited_canteens: [],
      canteens: [customer.canteenId],
      // Fake FCM registration tokens: the recording push transport accepts any string.
      fcm_tokens: Array.from(
        { length: tokenCount },
        (_, n) => `demo-token-${customer.uid}-${['android', 'ios', 'web'][n]}`,
      ),
      created_at: addDays(today, -(380 - index * 9)),
    },
  };
}

export function userSeed(today: Date): { authUsers: SeedAuthUser[]; documents: SeedDocument[] } {
  const authUsers: SeedAuthUser[] = [
    ...ROLES.map((role) => ({
      uid: staffUid(role),
      email: staffEmail(role),
      password: DEMO_PASSWORD,
      displayName: `${STAFF[role].name} ${STAFF[role].surname}`,
    })),
    ...CUSTOMERS.map((customer) => ({
      uid: customer.uid,
      email: customerEmail(customer),
      password: DEMO_PASSWORD,
      displayName: `${customer.name} ${customer.surname}`,
    })),
  ];
  const documents = [
    ...ROLES.map((role, index) => staffDocument(role, index, today)),
    ...CUSTOMERS.map((customer, index) => customerDocument(customer, index, today)),
  ].map(withSearchKeywords);
  return { authUsers, documents };
}
