// Authorisations of a service's customers: exactly the customer's uid (= document id), name, surname and e-mail,
// given now by the writer; never edited; the customer reads their own, authorised or not, and nobody else's.
import { describe } from 'vitest';
import { Timestamp, serverTimestamp } from 'firebase/firestore';
import { DOCUMENT_LIMITS } from '@backoffice/shared';
import { caseOf, text } from '../support/cases';
import { FIXED_NOW } from '../support/fixtures';
import { CUSTOMER_UID, IN_CANTEEN, OUT_CANTEEN, STRANGER_UID, principal } from '../support/principals';
import type { FixtureStore } from '../support/store';

const IFM_USERS = `services/IFM_${IN_CANTEEN}/authorized_users`;
const NEW_UID = 'customer-authorised';

export function defineAuthorizedUsers(store: () => FixtureStore): void {
  const siteManager = principal('site_manager');
  const writer = siteManager.uid ?? '';
  const valid = {
    uid: NEW_UID,
    name: 'Luca',
    surname: 'Bianchi',
    email: 'luca.bianchi@demo.test',
    authorized_at: serverTimestamp(),
    authorized_by: writer,
  };
  const create = (data: Record<string, unknown>, uid = NEW_UID) => ({
    op: 'create' as const,
    path: `${IFM_USERS}/${uid}`,
    data,
  });

  describe('authorised users: what an authorisation stores', () => {
    caseOf('a complete authorisation', siteManager, create(valid), true, store);
    caseOf(
      'texts at their longest',
      siteManager,
      create({
        ...valid,
        name: text(DOCUMENT_LIMITS.shortText),
        surname: text(DOCUMENT_LIMITS.shortText),
        email: text(DOCUMENT_LIMITS.shortText),
      }),
      true,
      store,
    );
    const { surname: _surname, ...withoutSurname } = valid;
    const refused: Array<[string, Record<string, unknown>]> = [
      ['uid differs from the document id', { ...valid, uid: 'someone-else' }],
      ['authorised in the name of another staff member', { ...valid, authorized_by: 'staff-admin' }],
      ['authorised at a chosen time', { ...valid, authorized_at: Timestamp.fromDate(FIXED_NOW) }],
      ['authorised at a time as text', { ...valid, authorized_at: '2026-11-21T12:00:00Z' }],
      ['an extra field', { ...valid, role: 'admin' }],
      ['without surname', withoutSurname],
      ['an empty name', { ...valid, name: '' }],
      ['a name that is no text', { ...valid, name: 42 }],
      ['a name too long', { ...valid, name: text(DOCUMENT_LIMITS.shortText + 1) }],
      ['an e-mail too long', { ...valid, email: text(DOCUMENT_LIMITS.shortText + 1) }],
    ];
    for (const [name, data] of refused) caseOf(name, siteManager, create(data), false, store);
    caseOf(
      'a customer authorises themselves',
      principal('customer'),
      create({ ...valid, uid: CUSTOMER_UID, authorized_by: CUSTOMER_UID }, CUSTOMER_UID),
      false,
      store,
    );
  });

  describe('authorised users: never edited', () => {
    for (const who of ['admin', 'site_manager']) {
      caseOf(
        'the e-mail changed',
        principal(who),
        { op: 'update', path: `${IFM_USERS}/${CUSTOMER_UID}`, changes: { email: 'new@demo.test' } },
        false,
        store,
      );
    }
  });

  describe('authorised users: the customer reads only their own', () => {
    const customer = principal('customer');
    caseOf(
      'their own authorisation',
      customer,
      { op: 'get', path: `${IFM_USERS}/${CUSTOMER_UID}` },
      true,
      store,
    );
    caseOf(
      'their missing authorisation (not authorised there)',
      customer,
      { op: 'get', path: `services/IFM_${OUT_CANTEEN}/authorized_users/${CUSTOMER_UID}` },
      true,
      store,
    );
    caseOf(
      "another customer's authorisation",
      customer,
      { op: 'get', path: `services/IFM_${OUT_CANTEEN}/authorized_users/${STRANGER_UID}` },
      false,
      store,
    );
    caseOf(
      'a cook reads an IFM authorisation (Servizi only)',
      principal('cuoco'),
      { op: 'get', path: `${IFM_USERS}/${CUSTOMER_UID}` },
      false,
      store,
    );
  });
}
