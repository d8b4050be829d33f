// The matrix: every principal × every row of the access table (and one collection outside it) × every operation,
// each cell an explicit allow or deny computed from the shared table — never more permissive, never less.
import { describe, expect, it } from 'vitest';
import { ACCESS_OPERATIONS, accessAllowed, accessRow } from '@backoffice/shared';
import { clientFor } from './support/environment';
import { countCase, expectRules, requestFacts, verdict, type Operation } from './support/cases';
import { OTHER_ROW, ROW_FIXTURES, type RowFixture, type Variant } from './support/fixtures';
import { PRINCIPALS, type Principal } from './support/principals';
import type { FixtureStore } from './support/store';

/** The operation and the table's answer for one cell. */
export function matrixCell(
  fixture: RowFixture,
  principal: Principal,
  op: (typeof ACCESS_OPERATIONS)[number],
  variant: Variant,
): { operation: Operation; allowed: boolean; target: string } {
  const answer = (target: { canteens: string[]; owner: string | null }, changed?: string[]) =>
    fixture.rowId !== OTHER_ROW && accessAllowed(fixture.rowId, op, requestFacts(principal, target, changed));
  switch (op) {
    case 'get':
    case 'delete': {
      const target = fixture.existing(variant);
      return { operation: { op, path: target.path }, allowed: answer(target), target: target.path };
    }
    case 'list': {
      const target = fixture.list(variant, principal);
      return { operation: { op, query: target.build }, allowed: answer(target), target: target.label };
    }
    case 'create': {
      const target = fixture.created(variant, principal);
      return {
        operation: { op, path: target.path, data: target.data },
        allowed: answer(target),
        target: target.path,
      };
    }
    case 'update': {
      const target = fixture.existing(variant);
      const changes = fixture.update(variant, principal);
      return {
        operation: { op, path: target.path, changes },
        allowed: answer(target, Object.keys(changes)),
        target: `${target.path} {${Object.keys(changes).join(', ')}}`,
      };
    }
  }
}

export function defineMatrix(store: () => FixtureStore): void {
  it('has an explicit verdict for every cell, an allow wherever the table grants the operation', () => {
    countCase('matrix');
    const verdicts = { allow: 0, deny: 0 };
    for (const fixture of ROW_FIXTURES) {
      for (const op of ACCESS_OPERATIONS) {
        const cells = PRINCIPALS.flatMap((principal) =>
          fixture.variants.map((variant) => matrixCell(fixture, principal, op, variant).allowed),
        );
        expect(cells).toHaveLength(PRINCIPALS.length * fixture.variants.length);
        for (const allowed of cells) verdicts[allowed ? 'allow' : 'deny'] += 1;
        const granted =
          fixture.rowId !== OTHER_ROW &&
          accessRow(fixture.rowId).grants.some((grant) => grant.ops.includes(op));
        // A granted operation no cell allows would mean the fixtures miss the grant, not that the rules keep it.
        expect(cells.some(Boolean), `${fixture.rowId} ${op}`).toBe(granted);
      }
    }
    console.log(`[rules] matrix: ${verdicts.allow} allow cells, ${verdicts.deny} deny cells`);
  });

  for (const fixture of ROW_FIXTURES) {
    describe(fixture.rowId, () => {
      for (const principal of PRINCIPALS) {
        for (const op of ACCESS_OPERATIONS) {
          for (const variant of fixture.variants) {
            const cell = matrixCell(fixture, principal, op, variant);
            it(`${principal.id} ${op} ${variant} (${cell.target}) → ${verdict(cell.allowed)}`, async () => {
              countCase('matrix');
              await expectRules(clientFor(principal), store(), cell.operation, cell.allowed, principal.uid);
            });
          }
        }
      }
    });
  }
}
