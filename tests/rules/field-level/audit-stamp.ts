// The activity-log stamp: every client create and update of an audited collection names its writer and the request
// time (else denied), and no client writes the log itself, not even an entry of the trigger's kind.
import { describe } from 'vitest';
import { serverTimestamp } from 'firebase/firestore';
import { auditedCollection } from '@backoffice/shared';
import { caseOf } from '../support/cases';
import { FIXED_NOW, ROW_FIXTURES } from '../support/fixtures';
import { PRINCIPALS, principal } from '../support/principals';
import type { FixtureStore } from '../support/store';
import { matrixCell } from '../matrix';

/** A stamp that lies about the writer, and one that gives a time of its own instead of the request time. */
const BAD_STAMPS: Array<[string, (uid: string) => Record<string, unknown>]> = [
  ['no stamp', () => ({})],
  ['stamped with another uid', () => ({ updated_by: 'someone-else', updated_at: serverTimestamp() })],
  ['stamped with a time of its own', (uid) => ({ updated_by: uid, updated_at: FIXED_NOW })],
];

/** A write entry as the trigger writes it. */
function writeEntry(canteen: string): Record<string, unknown> {
  return {
    kind: 'write',
    user: 'demo-admin',
    role: 'admin',
    canteen_id: canteen,
    collection: 'cost_centers',
    doc_id: 'CC_1',
    doc_path: 'cost_centers/CC_1',
    operation: 'update',
    changes: [{ field: 'name', before: 'A', after: 'B' }],
    truncated: false,
    at: FIXED_NOW,
    event_id: 'e1',
  };
}

export function defineAuditStamp(store: () => FixtureStore): void {
  describe('audited collections: a client write without its own stamp is denied', () => {
    for (const fixture of ROW_FIXTURES) {
      if (!auditedCollection(fixture.rowId)?.clientWritten) continue;
      for (const op of ['create', 'update'] as const) {
        // The first principal the table lets write proves the stamp is what decides (the matrix proves the allow).
        const writer = PRINCIPALS.find((who) => who.uid && matrixCell(fixture, who, op, 'in').allowed);
        if (!writer?.uid) continue;
        const uid = writer.uid;
        const cell = matrixCell(fixture, writer, op, 'in').operation;
        for (const [name, stamp] of BAD_STAMPS) {
          const operation =
            cell.op === 'create'
              ? { ...cell, data: { ...cell.data, ...stamp(uid) }, unstamped: true }
              : cell.op === 'update'
                ? { ...cell, changes: { ...cell.changes, ...stamp(uid) }, unstamped: true }
                : cell;
          caseOf(`${fixture.rowId} ${op} ${name}`, writer, operation, false, store);
        }
      }
    }
  });

  describe('activity_log: no client writes an entry of the trigger either', () => {
    for (const who of ['admin', 'admin_provider', 'site_manager']) {
      caseOf(
        'create a write entry',
        principal(who),
        { op: 'create', path: 'activity_log/write_forged', data: writeEntry('C_1001') },
        false,
        store,
      );
    }
  });
}
