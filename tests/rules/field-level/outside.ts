// What lies outside the table: collection-group queries, malformed service ids, and each user's own claims.
import { describe, it } from 'vitest';
import { collectionGroup, getDocs, query } from 'firebase/firestore';
import { assertFails } from '@firebase/rules-unit-testing';
import { clientFor } from '../support/environment';
import { caseOf, countCase } from '../support/cases';
import { FIXED_NOW, seeded } from '../support/fixtures';
import { IN_CANTEEN, OUT_CANTEEN, PRINCIPALS, principal } from '../support/principals';
import type { FixtureStore } from '../support/store';

export function defineElsewhere(store: () => FixtureStore): void {
  describe('outside the table', () => {
    const admin = principal('admin');
    for (const group of ['categories', 'products', 'orders']) {
      it(`collection-group query on ${group} · admin → deny`, async () => {
        countCase('field-level');
        await assertFails(getDocs(query(collectionGroup(clientFor(admin), group))));
      });
    }
    caseOf(
      'a category under a service id that names no service',
      admin,
      {
        op: 'create',
        path: `services/X_${IN_CANTEEN}/categories/NEW`,
        data: seeded('services/SHOP_C_1001/categories/'),
      },
      false,
      store,
    );
    // A menu day that does not exist yet (issue 15): its canteen is read from the id, so the menu screen can follow
    // an empty day and the first dish's transaction can read it; another canteen's stays closed.
    caseOf('a day of its canteen without a menu yet', principal('cuoco'), { op: 'get', path: `menu/${IN_CANTEEN}_2031-01-06` }, true, store);
    caseOf('a day of another canteen without a menu yet', principal('cuoco'), { op: 'get', path: `menu/${OUT_CANTEEN}_2031-01-06` }, false, store);
    caseOf('a day without a menu yet', principal('customer'), { op: 'get', path: `menu/${IN_CANTEEN}_2031-01-06` }, false, store);
    for (const who of PRINCIPALS.filter((candidate) => candidate.uid !== null)) {
      const claimsPath = `user_claims/${who.uid}`;
      caseOf(
        'their own published claims',
        who,
        { op: 'get', path: claimsPath },
        true,
        store,
        async (fixtures) => fixtures.put(claimsPath, { ...who.claims, updated_at: FIXED_NOW }),
      );
    }
  });
}
