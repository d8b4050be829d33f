// Company managers and the customers of a canteen (issue 20, spec §6 GestioneUtenti): they read, list and edit only
// the customers of their own company (their `company` claim), never move one to another company, and nobody writes
// `disabled` directly (the customerStatus callable does, with the account and the activity log).
import { describe, expect, it } from 'vitest';
import { collection, query, where, type Firestore } from 'firebase/firestore';
import { customerDocument, preRegistrationTemplate, userTemplate } from '../support/documents';
import { caseOf } from '../support/cases';
import { CUSTOMER_COMPANY, CUSTOMER_UID, IN_CANTEEN, principal } from '../support/principals';
import type { FixtureStore } from '../support/store';

const OTHER_COMPANY_UID = 'customer-other-company';
const otherCompanyPath = `users/${OTHER_COMPANY_UID}`;
const otherCompany = () => {
  const data = customerDocument([IN_CANTEEN]);
  return { ...data, profile: { ...(data.profile as object), company: 'Milano Insurance S.p.A.' } };
};
const putOther = (store: FixtureStore) => store.put(otherCompanyPath, otherCompany());
const customersOf = (company?: string) => (db: Firestore) =>
  company
    ? query(
        collection(db, 'users'),
        where('canteens', 'array-contains', IN_CANTEEN),
        where('profile.company', '==', company),
      )
    : query(collection(db, 'users'), where('canteens', 'array-contains', IN_CANTEEN));

export function defineCompanyCustomers(store: () => FixtureStore): void {
  describe('customers of a company: company managers see and edit only their company', () => {
    it('the customer of the fixtures is of the company managers’ company', () => {
      expect((userTemplate.profile as { company?: string }).company).toBe(CUSTOMER_COMPANY);
      expect(principal('company_manager').claims?.company).toBe(CUSTOMER_COMPANY);
      expect(principal('company_manager_plus').claims?.company).toBe(CUSTOMER_COMPANY);
      expect(principal('site_manager').claims?.company).toBeUndefined();
    });
    for (const id of ['company_manager', 'company_manager_plus']) {
      const who = principal(id);
      caseOf('get a customer of its company', who, { op: 'get', path: `users/${CUSTOMER_UID}` }, true, store);
      caseOf('get a customer of another company', who, { op: 'get', path: otherCompanyPath }, false, store, putOther);
      caseOf('list its company’s customers', who, { op: 'list', query: customersOf(CUSTOMER_COMPANY) }, true, store, putOther);
      caseOf('list the canteen’s customers of every company', who, { op: 'list', query: customersOf() }, false, store, putOther);
      caseOf(
        'list another company’s customers',
        who,
        { op: 'list', query: customersOf('Milano Insurance S.p.A.') },
        false,
        store,
        putOther,
      );
      caseOf(
        'edit a customer of its company',
        who,
        { op: 'update', path: `users/${CUSTOMER_UID}`, changes: { card: '0000123456' } },
        true,
        store,
      );
      caseOf(
        'edit a customer of another company',
        who,
        { op: 'update', path: otherCompanyPath, changes: { card: '0000123456' } },
        false,
        store,
        putOther,
      );
      caseOf(
        'move a customer of its company to another company',
        who,
        {
          op: 'update',
          path: `users/${CUSTOMER_UID}`,
          changes: { profile: { ...(userTemplate.profile as object), company: 'Altra Azienda S.r.l.' } },
        },
        false,
        store,
      );
    }
    for (const id of ['site_manager', 'admin']) {
      const who = principal(id);
      caseOf('get a customer of any company', who, { op: 'get', path: otherCompanyPath }, true, store, putOther);
      caseOf('list the canteen’s customers of every company', who, { op: 'list', query: customersOf() }, true, store, putOther);
    }
    // A company manager without a company of its own sees nobody.
    const companyless = { ...principal('company_manager'), id: 'company_manager without company' };
    companyless.claims = { role: 'company_manager', bo_canteens: [IN_CANTEEN] };
    caseOf('get a customer of the canteen', companyless, { op: 'get', path: `users/${CUSTOMER_UID}` }, false, store);
  });

  describe('pre-registrations: company managers keep to their company; the e-mail checked', () => {
    const own = { ...structuredClone(preRegistrationTemplate), canteen_id: IN_CANTEEN };
    const other = { ...own, company: 'Milano Insurance S.p.A.', email: 'altra.persona@milanoinsurance.example' };
    const putOtherRow = (store: FixtureStore) => store.put('pre_registrations/PR_OTHER_COMPANY', other);
    for (const id of ['company_manager', 'company_manager_plus']) {
      const who = principal(id);
      caseOf('create one of its company', who, { op: 'create', path: 'pre_registrations/PR_NEW', data: own }, true, store);
      caseOf('create one of another company', who, { op: 'create', path: 'pre_registrations/PR_NEW', data: other }, false, store);
      caseOf('get one of another company', who, { op: 'get', path: 'pre_registrations/PR_OTHER_COMPANY' }, false, store, putOtherRow);
      caseOf(
        'list the canteen’s of every company',
        who,
        { op: 'list', query: (db) => query(collection(db, 'pre_registrations'), where('canteen_id', '==', IN_CANTEEN)) },
        false,
        store,
        putOtherRow,
      );
    }
    const site = principal('site_manager');
    caseOf('get one of any company', site, { op: 'get', path: 'pre_registrations/PR_OTHER_COMPANY' }, true, store, putOtherRow);
    const invalid: Array<[string, Record<string, unknown>]> = [
      ['an e-mail in upper case', { email: 'Giulia.Neri@Example.it' }],
      ['not an e-mail', { email: 'giulia.neri' }],
      ['a company too long', { company: 'x'.repeat(201) }],
      ['no cost centre field', { cost_center_id: null }],
      ['an unknown field', { note: 'ciao' }],
    ];
    for (const [name, change] of invalid)
      caseOf(name, site, { op: 'create', path: 'pre_registrations/PR_NEW', data: { ...own, ...change } }, false, store);
  });

  describe('disabled: written by the customerStatus callable only', () => {
    for (const id of ['admin', 'site_manager', 'company_manager', 'customer']) {
      const who = principal(id);
      caseOf(
        'deactivate a customer directly',
        who,
        { op: 'update', path: `users/${CUSTOMER_UID}`, changes: { disabled: true } },
        false,
        store,
      );
    }
    caseOf(
      'create a user already deactivated',
      principal('admin'),
      { op: 'create', path: 'users/new-disabled', data: { ...customerDocument([IN_CANTEEN]), disabled: true } },
      false,
      store,
    );
    caseOf(
      'create a user',
      principal('admin'),
      { op: 'create', path: 'users/new-enabled', data: customerDocument([IN_CANTEEN]) },
      true,
      store,
    );
  });

  describe('bo_fast_commands: the own document only', () => {
    const site = principal('site_manager');
    caseOf(
      'pin fast commands on its own document',
      site,
      { op: 'update', path: `users/${site.uid}`, changes: { bo_fast_commands: { [IN_CANTEEN]: ['menu', 'orders'] } } },
      true,
      store,
    );
    caseOf(
      'pin fast commands that are not a map per canteen',
      site,
      { op: 'update', path: `users/${site.uid}`, changes: { bo_fast_commands: ['menu'] } },
      false,
      store,
    );
    caseOf(
      'pin fast commands on a customer’s document',
      site,
      { op: 'update', path: `users/${CUSTOMER_UID}`, changes: { bo_fast_commands: { [IN_CANTEEN]: ['menu'] } } },
      false,
      store,
    );
  });
}
