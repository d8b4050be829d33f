// Every query /ordini (and /issues/{day}) can send has a composite index in firestore.indexes.json: the emulator
// ignores indexes, so a missing one would only fail in production ("The query requires an index"). The shapes come
// from the shared orderListQuery over every filter the form allows (one narrowing filter at a time), plus the
// production sheet's day query (web/src/features/orders/api/orders.ts useDayOrders). The count() and the exports
// read the list's query with its order, so they use the same indexes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ORDER_FILTER,
  ORDER_NARROWING_FILTERS,
  ORDER_TAGS,
  orderFiltersSchema,
  orderListQuery,
  type OrderFilters,
} from '@backoffice/shared';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: string;
}
interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}
type Direction = 'ASCENDING' | 'DESCENDING';
interface QueryShape {
  /** Fields compared with == or in (canteenid always). */
  equalities: string[];
  /** The order Firestore reads in: the explicit orderBy, then the other inequality fields by path. */
  order: Array<{ fieldPath: string; order: Direction }>;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const indexes = (JSON.parse(readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8')) as { indexes: CompositeIndex[] })
  .indexes;
/** Firestore's limit of composite indexes per database (without a quota increase). */
const FIRESTORE_INDEX_LIMIT = 200;

/**
 * A query's index needs, as Firestore states them: the equality fields first (any order), then the explicit orderBy
 * and after it the inequality fields it does not name, ordered by field path in the last orderBy's direction.
 */
function shapeOf(
  conditions: Array<{ field: string; op: string }>,
  orderBy: Array<{ field: string; direction: 'asc' | 'desc' }>,
): QueryShape {
  const equalities = ['canteenid', ...conditions.filter((c) => c.op === '==' || c.op === 'in').map((c) => c.field)];
  const inequalities = [...new Set(conditions.filter((c) => !['==', 'in'].includes(c.op)).map((c) => c.field))];
  const direction: Direction = orderBy.at(-1)?.direction === 'desc' ? 'DESCENDING' : 'ASCENDING';
  const order = orderBy.map((entry) => ({
    fieldPath: entry.field,
    order: (entry.direction === 'desc' ? 'DESCENDING' : 'ASCENDING') as Direction,
  }));
  for (const field of inequalities.filter((f) => !orderBy.some((entry) => entry.field === f)).sort())
    order.push({ fieldPath: field, order: direction });
  return { equalities: [...new Set(equalities)].sort(), order };
}

function serves(index: CompositeIndex, shape: QueryShape): boolean {
  if (index.collectionGroup !== 'orders' || index.queryScope !== 'COLLECTION') return false;
  const fields = index.fields.filter((field) => field.fieldPath !== '__name__');
  if (fields.length !== shape.equalities.length + shape.order.length) return false;
  const prefix = fields.slice(0, shape.equalities.length).map((field) => field.fieldPath);
  if ([...prefix].sort().join() !== shape.equalities.join()) return false;
  return shape.order.every((want, n) => {
    const field = fields[shape.equalities.length + n]!;
    return field.fieldPath === want.fieldPath && field.order === want.order;
  });
}

const key = (shape: QueryShape) => JSON.stringify(shape);

/** Every filter combination the form can apply (one value stands for all values of a kind). */
function everyFilterCombination(): OrderFilters[] {
  const tags = [undefined, ORDER_TAGS[0]];
  const statuses = [undefined, ORDER_FILTER.ALL, ORDER_FILTER.ALL_EXCEPT_CANCELLED, -1, 8, 3];
  const dates: OrderFilters[] = [{}, { day: '2026-11-02' }, { from: '2026-11-02' }, { to: '2026-11-06' }, { from: '2026-11-02', to: '2026-11-06' }];
  const narrowing: OrderFilters[] = [
    {},
    { pickup: 'PP_1' },
    { slot: '12:00-12:15' },
    { payment: 'CREDIT_CARD' },
    { costCenter: 'CC_1' },
    { customer: 'ros' },
  ];
  expect(narrowing.length - 1).toBe(ORDER_NARROWING_FILTERS.length);
  const all: OrderFilters[] = [];
  for (const tag of tags)
    for (const status of statuses)
      for (const date of dates)
        for (const narrow of narrowing) {
          const filters: OrderFilters = { ...date, ...narrow };
          if (tag) filters.tag = tag;
          if (status !== undefined) filters.status = status;
          all.push(filters);
        }
  return all;
}

/** The shapes of every list query, and of the production sheet's (tag != 'ifm', a day's date_obj range, no order). */
function requiredShapes(): Map<string, QueryShape> {
  const shapes = new Map<string, QueryShape>();
  for (const filters of everyFilterCombination()) {
    const described = orderListQuery(filters);
    const shape = shapeOf(described.conditions, described.orderBy);
    shapes.set(key(shape), shape);
  }
  const sheet = shapeOf(
    [
      { field: 'tag', op: '!=' },
      { field: 'date_obj', op: '>=' },
      { field: 'date_obj', op: '<' },
    ],
    [],
  );
  shapes.set(key(sheet), sheet);
  return shapes;
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
    expect(shapes.length).toBe(37);
  });

  it('stays within Firestore’s limit of composite indexes', () => {
    expect(indexes.length).toBeLessThanOrEqual(FIRESTORE_INDEX_LIMIT);
  });

  it('models Firestore’s index needs: equalities first, then the order and the other inequality fields', () => {
    expect(
      shapeOf(
        [
          { field: 'tag', op: '!=' },
          { field: 'status', op: 'in' },
        ],
        [{ field: 'execution_datetime', direction: 'desc' }],
      ),
    ).toEqual({
      equalities: ['canteenid', 'status'],
      order: [
        { fieldPath: 'execution_datetime', order: 'DESCENDING' },
        { fieldPath: 'tag', order: 'DESCENDING' },
      ],
    });
  });
});
