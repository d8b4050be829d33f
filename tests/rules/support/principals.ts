// Who the rules tests act as: the 14 roles, a customer and nobody signed in — with the claims the claims function gives them.
import { ROLES, userClaims, type Role, type UserClaims } from '@backoffice/shared';

/** Canteen every staff principal manages and the customer belongs to. */
export const IN_CANTEEN = 'C_1001';
/** A second managed canteen where canteens are created (it has no document). */
export const NEW_MANAGED_CANTEEN = 'C_1003';
/** A canteen nobody but admin and admin_provider manages. */
export const OUT_CANTEEN = 'C_2002';
/** A canteen id outside every principal's canteens where canteens are created. */
export const NEW_OUT_CANTEEN = 'C_2003';
/** The customer's uid: the owner of every "in" document. */
export const CUSTOMER_UID = 'customer';
/** The company of the customer (the seeded demo customer's): the company managers' own, so they see that customer. */
export const CUSTOMER_COMPANY = 'Bicocca Tech S.r.l.';
/** Another customer, of the out canteen: the owner of every "out" document. */
export const STRANGER_UID = 'stranger';

export interface Principal {
  /** Row label of the matrix: a role name, 'customer' or 'unauthenticated'. */
  id: string;
  /** null when not signed in. */
  uid: string | null;
  /** The claims of the ID token (null when not signed in). */
  claims: UserClaims | null;
  /** The user document the claims come from (null when not signed in). */
  userDocument: Record<string, unknown> | null;
  /** Staff act on canteens; customers, web users and nobody act on documents by owner. */
  kind: 'staff' | 'customer' | 'anonymous';
}

function userDocument(role: Role, canteens: string[], boCanteens: string[]): Record<string, unknown> {
  return {
    profile: {
      name: `Test ${role}`,
      surname: 'Rules',
      email: `${role}@rules.test`,
      ...(role === 'company_manager' || role === 'company_manager_plus' ? { company: CUSTOMER_COMPANY } : {}),
    },
    role,
    roles: { [role]: true },
    bo_canteens: boCanteens,
    canteens,
    bo_visited_canteens: [],
    active_language: 'it',
  };
}

function signedIn(id: string, uid: string, role: Role, canteens: string[], boCanteens: string[]): Principal {
  const document = userDocument(role, canteens, boCanteens);
  return {
    id,
    uid,
    claims: userClaims(document).claims,
    userDocument: document,
    kind: role === 'web_user' ? 'customer' : 'staff',
  };
}

/** The 14 roles (web_user without canteens), then the customer of IN_CANTEEN, then nobody signed in. */
export const PRINCIPALS: readonly Principal[] = [
  ...ROLES.map((role) =>
    role === 'web_user'
      ? signedIn(role, 'web-user', role, [], [])
      : signedIn(role, `staff-${role}`, role, [], [IN_CANTEEN, NEW_MANAGED_CANTEEN]),
  ),
  signedIn('customer', CUSTOMER_UID, 'web_user', [IN_CANTEEN], []),
  { id: 'unauthenticated', uid: null, claims: null, userDocument: null, kind: 'anonymous' },
];

export function principal(id: string): Principal {
  const found = PRINCIPALS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No principal ${id}`);
  return found;
}
