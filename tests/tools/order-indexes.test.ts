// Every query /ordini (and /issues/{day}) can send has a composite index in firestore.indexes.json: the emulator
// ignores indexes, so a missing one would only fail in production ("The query requires an index"). The shapes come
// from the shared orderListQuery over every filter the form allows (one narrowing filter at a time), plus the
// production sheet's day query (web/src/features/orders/api/orders.ts useDayOrders). The count() and the exports
// read the list's query with its order, so they use the same indexes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ORDER_TAGS, orderFiltersSchema } from '@backoffice/shared';
import { orderListShapes, serves, shapeOf, type CompositeIndex, type QueryShape } from './deploy/indexes';

// The shapes and the index model are the deploy preflight's (tests/tools/deploy/indexes.ts), which checks every
// collection; this file keeps the order list's own assertions.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const indexes = (JSON.parse(readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8')) as { indexes: CompositeIndex[] })
  .indexes;
/** Firestore's limit of composite indexes per database (without a quota increase). */
const FIRESTORE_INDEX_LIMIT = 200;

const key = (shape: QueryShape) => JSON.stringify({ ...shape, source: '' });

/** The shapes of every list query, and of the production sheet's (tag != 'ifm', a day's date_obj range, no order). */
function requiredShapes(): Map<string, QueryShape> {
  return new Map(orderListShapes().map((shape) => [key(shape), shape]));
}

describe('composite indexes of the order list (/ordini)', () => {
  it('the form allows one narrowing filter at a time', () => {
    expect(orderFiltersSchema.safeParse({ pickup: 'PP_1', payment: 'CREDIT_CARD' }).success).toBe(false);
    expect(orderFiltersSchema.safeParse({ pickup: 'PP_1', status: 3, tag: ORDER_TAGS[0], day: '2026-11-02' }).success).toBe(true);
  });

  it('has an index for every query shape the screen can send', async () => {
    const shapes = [...requiredShapes().values()];
    const missing = shapes.filter((shape) => !indexes.some((index) => serves(index, shape)));
    // The index entries to add, ready to paste into firestore.indexes.json.
    const toAdd = missing.map((shape) => ({
      collectionGroup: 'orders',
      queryScope: 'COLLECTION',
      fields: [...shape.equalities.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })), ...shape.order],
    }));
    if (process.env.ORDER_INDEXES_OUT) (await import('node:fs')).writeFileSync(process.env.ORDER_INDEXES_OUT, JSON.stringify(toAdd));
    expect(JSON.stringify(toAdd, null, 2)).toBe('[]');
    expect(shapes.length).toBe(38);
  });

  it('stays within Firestore’s limit of composite indexes', () => {
    expect(indexes.length).toBeLessThanOrEqual(FIRESTORE_INDEX_LIMIT);
  });

  it('models Firestore’s index needs: equalities first, then the order and the other inequality fields', () => {
    expect(
      shapeOf(
        'orders',
        [
          { field: 'canteenid', op: '==' },
          { field: 'tag', op: '!=' },
          { field: 'status', op: 'in' },
        ],
        [{ field: 'execution_datetime', direction: 'desc' }],
        'example',
      ),
    ).toEqual({
      collectionGroup: 'orders',
      source: 'example',
      equalities: ['canteenid', 'status'],
      order: [
        { fieldPath: 'execution_datetime', order: 'DESCENDING' },
        { fieldPath: 'tag', order: 'DESCENDING' },
      ],
    });
  });
});
