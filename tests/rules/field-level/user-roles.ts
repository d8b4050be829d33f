// Who changes a user's role, roles and managed canteens (issue 20): an admin, for somebody else only; nobody else.
import { describe } from 'vitest';
import { caseOf } from '../support/cases';
import { CUSTOMER_UID, IN_CANTEEN, principal } from '../support/principals';
import type { FixtureStore } from '../support/store';

export function defineUserRoles(store: () => FixtureStore): void {
  describe('user roles: an admin changes another user’s, nobody their own', () => {
    const admin = principal('admin');
    const adminPath = `users/${admin.uid}`;
    const promote = { role: 'cuoco', roles: { cuoco: true }, bo_canteens: [IN_CANTEEN] };
    caseOf('role of another user', admin, { op: 'update', path: `users/${CUSTOMER_UID}`, changes: promote }, true, store);
    caseOf('their own role', admin, { op: 'update', path: adminPath, changes: { role: 'site_manager' } }, false, store);
    caseOf(
      'their own roles map',
      admin,
      { op: 'update', path: adminPath, changes: { roles: { admin: true, cuoco: true } } },
      false,
      store,
    );
    caseOf('their own managed canteens', admin, { op: 'update', path: adminPath, changes: { bo_canteens: [] } }, false, store);
    caseOf('their own language', admin, { op: 'update', path: adminPath, changes: { active_language: 'en' } }, true, store);
    for (const id of ['admin_provider', 'site_manager', 'company_manager']) {
      const who = principal(id);
      caseOf(
        'role of a customer of a managed canteen',
        who,
        { op: 'update', path: `users/${CUSTOMER_UID}`, changes: promote },
        false,
        store,
      );
      caseOf('their own role', who, { op: 'update', path: `users/${who.uid}`, changes: { role: 'admin' } }, false, store);
    }
    const customer = principal('customer');
    caseOf(
      'their own role',
      customer,
      { op: 'update', path: `users/${CUSTOMER_UID}`, changes: { role: 'admin', roles: { admin: true } } },
      false,
      store,
    );
  });
}
