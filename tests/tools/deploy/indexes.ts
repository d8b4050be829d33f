// The deploy preflight's index check: firestore.indexes.json against the queries the code makes.
//
// Two directions, each as far as the code can be read without running it:
// - queries no index serves: every query whose shape the code fixes — the order list's, enumerated from the shared
//   orderListQuery over every filter the form allows (as order-indexes.test.ts does), and every query in web/src and
//   functions/src written with literal where/orderBy arguments only — must find a composite index when it needs one;
// - indexes no query needs: an index is dead when its collection group or one of its fields is named nowhere in the
//   code that queries (web/src, functions/src, shared/src): no query can then filter or sort on it (a renamed field,
//   a removed screen). Queries assembled at run time (spread constraint lists) are covered by this direction only.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ORDER_FILTER, ORDER_NARROWING_FILTERS, ORDER_TAGS, orderListQuery, type OrderFilters } from '@backoffice/shared';

export type Direction = 'ASCENDING' | 'DESCENDING';
export interface IndexField {
  fieldPath: string;
  order?: Direction;
  arrayConfig?: string;
}
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}
export interface QueryShape {
  collectionGroup: string;
  /** Fields compared with ==, in or array-contains (sorted). */
  equalities: string[];
  /** The order Firestore reads in: the explicit orderBy, then the other inequality fields by path. */
  order: Array<{ fieldPath: string; order: Direction }>;
  /** Where the query is (file:line) or what produced it. */
  source: string;
}
export interface Condition {
  field: string;
  op: string;
}
export interface Ordering {
  field: string;
  direction: 'asc' | 'desc';
}

const EQUALITY_OPS = ['==', 'in', 'array-contains', 'array-contains-any'];

/** A query's index needs, as Firestore states them (equalities, then orderBy, then the other inequality fields). */
export function shapeOf(collectionGroup: string, conditions: Condition[], orderBy: Ordering[], source: string): QueryShape {
  const equalities = [...new Set(conditions.filter((c) => EQUALITY_OPS.includes(c.op)).map((c) => c.field))].sort();
  const inequalities = [...new Set(conditions.filter((c) => !EQUALITY_OPS.includes(c.op)).map((c) => c.field))];
  const direction: Direction = orderBy.at(-1)?.direction === 'desc' ? 'DESCENDING' : 'ASCENDING';
  const order = orderBy.map((entry) => ({ fieldPath: entry.field, order: (entry.direction === 'desc' ? 'DESCENDING' : 'ASCENDING') as Direction }));
  for (const field of inequalities.filter((f) => !orderBy.some((entry) => entry.field === f)).sort()) order.push({ fieldPath: field, order: direction });
  return { collectionGroup, equalities, order, source };
}

/**
 * Single-field indexes (automatic) serve a query with equalities only (merged), or one ordered/inequality field
 * alone; anything else needs a composite index.
 */
export function needsComposite(shape: QueryShape): boolean {
  const ordered = shape.order.filter((entry) => entry.fieldPath !== '__name__');
  if (ordered.length === 0) return false;
  return shape.equalities.length + ordered.length > 1;
}

export function serves(index: CompositeIndex, shape: QueryShape): boolean {
  if (index.collectionGroup !== shape.collectionGroup || index.queryScope !== 'COLLECTION') return false;
  const fields = index.fields.filter((field) => field.fieldPath !== '__name__');
  const order = shape.order.filter((entry) => entry.fieldPath !== '__name__');
  if (fields.length !== shape.equalities.length + order.length) return false;
  const prefix = fields.slice(0, shape.equalities.length).map((field) => field.fieldPath);
  if ([...prefix].sort().join() !== shape.equalities.join()) return false;
  return order.every((want, n) => {
    const field = fields[shape.equalities.length + n]!;
    return field.fieldPath === want.fieldPath && field.order === want.order;
  });
}

/** Every shape of the order list (one narrowing filter at a time), of the production sheet's day query and of the dashboard's counters. */
export function orderListShapes(): QueryShape[] {
  const tags = [undefined, ORDER_TAGS[0]];
  const statuses = [undefined, ORDER_FILTER.ALL, ORDER_FILTER.ALL_EXCEPT_CANCELLED, -1, 8, 3];
  const dates: OrderFilters[] = [{}, { day: '2026-11-02' }, { from: '2026-11-02' }, { to: '2026-11-06' }, { from: '2026-11-02', to: '2026-11-06' }];
  const narrowing: OrderFilters[] = [{}, { pickup: 'PP_1' }, { slot: '12:00-12:15' }, { payment: 'CREDIT_CARD' }, { costCenter: 'CC_1' }, { customer: 'ros' }];
  if (narrowing.length - 1 !== ORDER_NARROWING_FILTERS.length) throw new Error('orderListShapes: a narrowing filter of the order list is not enumerated here');
  const shapes: QueryShape[] = [];
  for (const tag of tags)
    for (const status of statuses)
      for (const date of dates)
        for (const narrow of narrowing) {
          const filters: OrderFilters = { ...date, ...narrow, ...(tag ? { tag } : {}), ...(status !== undefined ? { status } : {}) };
          const described = orderListQuery(filters);
          shapes.push(shapeOf('orders', [{ field: 'canteenid', op: '==' }, ...described.conditions], described.orderBy, 'orderListQuery'));
        }
  const sheet: Condition[] = [
    { field: 'canteenid', op: '==' },
    { field: 'tag', op: '!=' },
    { field: 'date_obj', op: '>=' },
    { field: 'date_obj', op: '<' },
  ];
  shapes.push(shapeOf('orders', sheet, [], 'useDayOrders (production sheet)'));
  // The dashboard's counters (web/src/features/dashboard/api/counters.ts ordersOf): each range of
  // NOT_CANCELLED_STATUS_RANGES with a day's or a month's date_obj range. An OR query, so the source-text reader
  // below leaves it out; its shape is stated here.
  const counters: Condition[] = [
    { field: 'canteenid', op: '==' },
    { field: 'tag', op: '!=' },
    { field: 'status', op: '>' },
    { field: 'date_obj', op: '>=' },
    { field: 'date_obj', op: '<' },
  ];
  shapes.push(shapeOf('orders', counters, [], 'web/src/features/dashboard/api/counters.ts ordersOf (dashboard counters)'));
  return shapes;
}

const STRING = String.raw`(['"\`])([\w.$-]+)\1`;
const COLLECTION = new RegExp(String.raw`(?:collection|collectionGroup)\(\s*(?:db\s*,\s*)?${STRING}\s*\)`, 'g');
const WHERE = /where\(\s*([^,()]+(?:\(\))?)\s*,\s*(['"])([^'"]+)\2/g;
const ORDER_BY = /orderBy\(\s*([^,()]+(?:\(\))?)\s*(?:,\s*(['"])(asc|desc)\2)?\s*\)/g;
const LITERAL = /^(['"])([\w.$-]+)\1$/;

/** The statement a collection reference starts: up to the next `;` (or 800 characters). */
function statementFrom(text: string, start: number): string {
  const end = text.indexOf(';', start);
  return text.slice(start, end === -1 ? start + 800 : Math.min(end, start + 800));
}

/**
 * Queries with literal arguments only, found in source text: `collection('x').where('a', '==', v).orderBy('b')`
 * (Admin SDK) and `query(collection(db, 'x'), where('a', '==', v), orderBy('b', 'desc'))` (web SDK). A statement
 * with a spread (`...`), a computed field or documentId() is left to the other direction of the check.
 */
export function literalQueries(text: string, file: string): QueryShape[] {
  const shapes: QueryShape[] = [];
  for (const match of text.matchAll(COLLECTION)) {
    const statement = statementFrom(text, match.index + match[0].length);
    const next = statement.search(/(?:collection|collectionGroup)\(/);
    const body = next === -1 ? statement : statement.slice(0, next);
    const wheres = [...body.matchAll(WHERE)];
    const orders = [...body.matchAll(ORDER_BY)];
    if (wheres.length + orders.length === 0 || body.includes('...') || /\band\(|\bor\(/.test(body)) continue;
    const fields = [...wheres.map((w) => w[1]!.trim()), ...orders.map((o) => o[1]!.trim())];
    if (!fields.every((field) => LITERAL.test(field))) continue;
    const name = (field: string) => LITERAL.exec(field)![2]!;
    const line = text.slice(0, match.index).split('\n').length;
    shapes.push(
      shapeOf(
        match[2]!,
        wheres.map((w) => ({ field: name(w[1]!.trim()), op: w[3]! })),
        orders.map((o) => ({ field: name(o[1]!.trim()), direction: o[3] === 'desc' ? 'desc' : 'asc' })),
        `${file}:${line}`,
      ),
    );
  }
  return shapes;
}

/** Every string literal in the text, and the heads of template literals (`free_of.${x}` → free_of.). */
export function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/(['"])([\w.$/{}-]+)\1/g)) names.add(match[2]!);
  for (const match of text.matchAll(/`([\w.-]+)\$\{/g)) names.add(`${match[1]}*`);
  for (const match of text.matchAll(/`([\w.-]+)`/g)) names.add(match[1]!);
  return names;
}

function named(names: Set<string>, fieldPath: string): boolean {
  if (names.has(fieldPath)) return true;
  // A nested path named by a template head (free_of.${allergen}) or by its parts ('profile', 'surname').
  for (const name of names) if (name.endsWith('*') && fieldPath.startsWith(name.slice(0, -1))) return true;
  return fieldPath.includes('.') && fieldPath.split('.').every((part) => names.has(part));
}

export interface IndexProblem {
  kind: 'query-without-index' | 'index-without-query';
  message: string;
}

const describeIndex = (index: CompositeIndex) =>
  `${index.collectionGroup}(${index.fields.map((f) => `${f.fieldPath}${f.order === 'DESCENDING' ? ' desc' : f.arrayConfig ? ' array' : ''}`).join(', ')})`;
const describeShape = (shape: QueryShape) =>
  `${shape.collectionGroup}: ${[...shape.equalities.map((f) => `${f} ==`), ...shape.order.map((o) => `${o.fieldPath} ${o.order === 'DESCENDING' ? 'desc' : 'asc'}`)].join(', ')} (${shape.source})`;

/** Compares the indexes with the queries: what no index serves, and what no query can need. */
export function checkIndexes(indexes: readonly CompositeIndex[], shapes: readonly QueryShape[], names: Set<string>): IndexProblem[] {
  const problems: IndexProblem[] = [];
  const seen = new Set<string>();
  for (const shape of shapes.filter(needsComposite)) {
    const key = describeShape({ ...shape, source: '' });
    if (seen.has(key) || indexes.some((index) => serves(index, shape))) continue;
    seen.add(key);
    problems.push({ kind: 'query-without-index', message: `no composite index serves the query ${describeShape(shape)}` });
  }
  for (const index of indexes) {
    const missing = [index.collectionGroup, ...index.fields.map((f) => f.fieldPath).filter((f) => f !== '__name__')].filter((name) => !named(names, name));
    if (missing.length > 0) {
      problems.push({ kind: 'index-without-query', message: `no query needs the index ${describeIndex(index)}: the code never names ${missing.join(', ')}` });
    }
  }
  return problems;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The repository's queries and names, read from web/src, functions/src and shared/src. */
export function repositoryQueries(root: string): { shapes: QueryShape[]; names: Set<string> } {
  const shapes: QueryShape[] = [...orderListShapes()];
  const names = new Set<string>();
  for (const dir of ['web/src', 'functions/src', 'shared/src']) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const text = readFileSync(file, 'utf8');
      shapes.push(...literalQueries(text, path.relative(root, file)));
      for (const name of namesIn(text)) names.add(name);
    }
  }
  return { shapes, names };
}
