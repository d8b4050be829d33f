// The IFM status write: only what the popup offers from the current status, never from 800, in the SPA's shape.
import { describe } from 'vitest';
import { DOCUMENT_LIMITS, IFM_STATUSES, ifmStatusChangeAllowed } from '@backoffice/shared';
import { caseOf, text } from '../support/cases';
import { FIXED_NOW, ifmDocument, ifmStatusWrite } from '../support/fixtures';
import { CUSTOMER_UID, IN_CANTEEN, OUT_CANTEEN, principal } from '../support/principals';
import type { FixtureStore } from '../support/store';

export function defineIfmStatus(store: () => FixtureStore): void {
  const path = `orders/IFM_${IN_CANTEEN}`;
  const atStatus = (status: number) => async (fixtures: FixtureStore) =>
    fixtures.put(path, ifmDocument(IN_CANTEEN, CUSTOMER_UID, status));

  describe('IFM status: only what the popup offers, never from 800', () => {
    for (const who of [principal('operatore_ifm'), principal('site_manager'), principal('admin')]) {
      for (const from of IFM_STATUSES) {
        for (const to of IFM_STATUSES) {
          const allowed = ifmStatusChangeAllowed(from, to);
          const changes = ifmStatusWrite(to, who.uid, undefined, from);
          caseOf(`${from} → ${to}`, who, { op: 'update', path, changes }, allowed, store, atStatus(from));
        }
      }
    }
  });

  describe('IFM status: the write itself', () => {
    const operator = principal('operatore_ifm');
    const valid = ifmStatusWrite(200, operator.uid, 'Presa in carico', 100);
    const change = valid.status_change as Record<string, unknown>;
    const cases: Array<[string, Record<string, unknown>, boolean]> = [
      ['valid, with a note', valid, true],
      [
        'note of the longest length',
        { ...valid, status_change: { ...change, note: text(DOCUMENT_LIMITS.longText) } },
        true,
      ],
      [
        'note too long',
        { ...valid, status_change: { ...change, note: text(DOCUMENT_LIMITS.longText + 1) } },
        false,
      ],
      ['without previous_status', ifmStatusWrite(200, operator.uid, 'Presa in carico'), true],
      [
        'previous_status is not the current status',
        { ...valid, status_change: { ...change, previous_status: 999 } },
        false,
      ],
      ['previous_status as text', { ...valid, status_change: { ...change, previous_status: '100' } }, false],
      ['status_change names another status', { ...valid, status_change: { ...change, status: 300 } }, false],
      [
        'richiedente is somebody else',
        { ...valid, status_change: { ...change, richiedente: CUSTOMER_UID } },
        false,
      ],
      ['date_set is text', { ...valid, status_change: { ...change, date_set: '21/11/2026 12:00' } }, false],
      ['status_change has an unknown key', { ...valid, status_change: { ...change, by: 'x' } }, false],
      ['status_change missing', { status: 200 }, false],
      ['status as text', { ...valid, status: '200', status_change: { ...change, status: '200' } }, false],
      ['a history entry written by the client', { ...valid, history: [{ status: '200' }] }, false],
      ['close datetime written by the client', { ...valid, close_datetime: FIXED_NOW }, false],
      [
        'a rejection marker written by the client',
        { ...valid, status_change_rejected: { reason: 'frozen', status: 200, at: FIXED_NOW } },
        false,
      ],
      ['moved to another canteen', { ...valid, canteenid: OUT_CANTEEN }, false],
    ];
    for (const [name, changes, allowed] of cases) {
      caseOf(name, operator, { op: 'update', path, changes }, allowed, store, atStatus(100));
    }
    const customer = principal('customer');
    caseOf(
      'the requester',
      customer,
      { op: 'update', path, changes: ifmStatusWrite(999, CUSTOMER_UID) },
      false,
      store,
    );
  });
}
