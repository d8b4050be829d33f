// Tests of the write entries: the field diff (table cases), plain values, cutting, ids and the audited list.
import { describe, expect, it } from 'vitest';
import {
  AUDITED_COLLECTIONS,
  LOGGED_WRITE_COLLECTIONS,
  USER_ACCESS_LOG_COLLECTION,
  auditedCanteenOf,
  auditedCollection,
  auditedCollectionOfPath,
  auditTriggerName,
  canteenOfServiceId,
} from './audited-collections';
import {
  CUT_MARK,
  MAX_CHANGED_FIELDS,
  MAX_VALUE_CHARS,
  diffFields,
  plainValue,
  writeEntryId,
  writeEntrySchema,
} from './write-entries';

const ts = (iso: string) => ({ toDate: () => new Date(iso) });

describe('diffFields', () => {
  const cases: Array<{
    name: string;
    before: Record<string, unknown> | undefined;
    after: Record<string, unknown> | undefined;
    changes: unknown[];
  }> = [
    {
      name: 'create lists every field as added',
      before: undefined,
      after: { name: 'Bar', pos: 1 },
      changes: [
        { field: 'name', after: 'Bar' },
        { field: 'pos', after: 1 },
      ],
    },
    {
      name: 'delete lists every field as removed',
      before: { name: 'Bar' },
      after: undefined,
      changes: [{ field: 'name', before: 'Bar' }],
    },
    {
      name: 'an unchanged document has no changes',
      before: { a: 1, m: { x: [1, 2] } },
      after: { a: 1, m: { x: [1, 2] } },
      changes: [],
    },
    {
      name: 'a changed value',
      before: { pos: 1 },
      after: { pos: 2 },
      changes: [{ field: 'pos', before: 1, after: 2 }],
    },
    {
      name: 'a removed field',
      before: { code: 'X', pos: 1 },
      after: { pos: 1 },
      changes: [{ field: 'code', before: 'X' }],
    },
    {
      name: 'null is a value, unlike absence',
      before: { note: null },
      after: {},
      changes: [{ field: 'note', before: null }],
    },
    {
      name: 'map key order does not count',
      before: { m: { a: 1, b: 2 } },
      after: { m: { b: 2, a: 1 } },
      changes: [],
    },
    {
      name: 'array order counts',
      before: { l: [1, 2] },
      after: { l: [2, 1] },
      changes: [{ field: 'l', before: [1, 2], after: [2, 1] }],
    },
    {
      name: 'timestamps compare by instant and read as ISO text',
      before: { start: ts('2025-01-01T08:00:00.000Z') },
      after: { start: ts('2025-01-02T08:00:00.000Z') },
      changes: [{ field: 'start', before: '2025-01-01T08:00:00.000Z', after: '2025-01-02T08:00:00.000Z' }],
    },
    {
      name: 'the stamp fields are left out',
      before: { updated_by: 'a', updated_at: ts('2025-01-01T00:00:00Z'), pos: 1 },
      after: { updated_by: 'b', updated_at: ts('2025-01-02T00:00:00Z'), pos: 1 },
      changes: [],
    },
    {
      name: 'fields come sorted by name',
      before: {},
      after: { z: 1, a: 2 },
      changes: [
        { field: 'a', after: 2 },
        { field: 'z', after: 1 },
      ],
    },
  ];
  it.each(cases)('$name', ({ before, after, changes }) => {
    expect(diffFields(before, after)).toEqual({ changes, truncated: false });
  });

  it('cuts a long text and a big map to MAX_VALUE_CHARS plus a mark', () => {
    const image = 'x'.repeat(MAX_VALUE_CHARS * 10);
    const big = { list: Array.from({ length: 200 }, (_, i) => i) };
    const { changes } = diffFields({ image: 'old' }, { image, big });
    expect(changes[1]).toEqual({
      field: 'image',
      before: 'old',
      after: 'x'.repeat(MAX_VALUE_CHARS) + CUT_MARK,
    });
    const cut = changes[0]?.after as string;
    expect(cut.endsWith(CUT_MARK)).toBe(true);
    expect(cut).toHaveLength(MAX_VALUE_CHARS + 1);
    expect(cut.startsWith('{"list":[0,1,2')).toBe(true);
  });

  it('keeps MAX_CHANGED_FIELDS changes and says it truncated', () => {
    const after = Object.fromEntries(
      Array.from({ length: MAX_CHANGED_FIELDS + 5 }, (_, i) => [`f${String(i).padStart(3, '0')}`, i]),
    );
    const result = diffFields({}, after);
    expect(result.changes).toHaveLength(MAX_CHANGED_FIELDS);
    expect(result.truncated).toBe(true);
  });
});

describe('plainValue', () => {
  it('makes Firestore values plain JSON', () => {
    const ref = { id: 'C_1001', path: 'canteens/C_1001', firestore: {} };
    expect(
      plainValue({ b: ts('2025-03-01T10:00:00Z'), a: ref, n: undefined, bytes: new Uint8Array(3) }),
    ).toEqual({
      a: 'canteens/C_1001',
      b: '2025-03-01T10:00:00.000Z',
      bytes: '<3 bytes>',
      n: null,
    });
    expect(plainValue(Number.NaN)).toBe('NaN');
  });
});

describe('write entries', () => {
  it('derive their id from the event id (a replay finds the same document)', () => {
    expect(writeEntryId('4f1c-9a/x')).toBe('write_4f1c-9a_x');
    expect(writeEntryId('e1')).toBe(writeEntryId('e1'));
  });

  it('parse as the schema says and refuse an entry without kind', () => {
    const entry = {
      kind: 'write',
      user: 'u1',
      role: 'admin',
      canteen_id: 'C_1001',
      collection: 'cost_centers',
      doc_id: 'CC_1',
      doc_path: 'cost_centers/CC_1',
      operation: 'update',
      changes: [{ field: 'name', before: 'A', after: 'B' }],
      truncated: false,
      at: new Date('2025-01-01T00:00:00Z'),
      event_id: 'e1',
    };
    expect(writeEntrySchema.safeParse(entry).success).toBe(true);
    const { kind: _kind, ...apiLike } = entry;
    expect(writeEntrySchema.safeParse(apiLike).success).toBe(false);
  });
});

describe('audited collections', () => {
  it('leave out the operational and server-only collections and the log itself', () => {
    const keys = AUDITED_COLLECTIONS.map((collection) => collection.key);
    for (const key of ['orders', 'chat', 'activity_log', 'processed_events', 'deliveries', 'users'])
      expect(keys).not.toContain(key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(AUDITED_COLLECTIONS.map(auditTriggerName)).size).toBe(keys.length);
    for (const collection of AUDITED_COLLECTIONS) expect(collection.path.endsWith('/{docId}')).toBe(true);
  });

  it('the log filter offers every audited collection and users, whose access changes log themselves', () => {
    expect(LOGGED_WRITE_COLLECTIONS).toEqual([...AUDITED_COLLECTIONS.map((collection) => collection.key), 'users']);
    expect(USER_ACCESS_LOG_COLLECTION).toBe('users');
  });

  it('map access-table row ids to their collection', () => {
    expect(auditedCollection('services/categories:ifm')?.key).toBe('services/categories');
    expect(auditedCollection('orders:ifm')).toBeUndefined();
    expect(auditTriggerName(auditedCollection('canteen_payment_methods')!)).toBe('canteenPaymentMethods');
  });

  it('find the canteen from the path or the scoped field', () => {
    const of = (key: string) => auditedCollection(key)!;
    expect(auditedCanteenOf(of('canteens'), { docId: 'C_1001' }, {})).toBe('C_1001');
    expect(auditedCanteenOf(of('canteens/rules'), { docId: 'wallet', parentId: 'C_1001' }, {})).toBe(
      'C_1001',
    );
    expect(
      auditedCanteenOf(of('services/products'), { docId: 'P1', parentId: 'COFFEEBREAK_C_4001' }, {}),
    ).toBe('C_4001');
    expect(auditedCanteenOf(of('cost_centers'), { docId: 'X' }, { canteen_id: 'C_6001' })).toBe('C_6001');
    expect(auditedCanteenOf(of('cost_centers'), { docId: 'X' }, {})).toBeNull();
    expect(auditedCanteenOf(of('recipes'), { docId: 'R1' }, { canteen_id: 'C_1' })).toBeNull();
    expect(canteenOfServiceId('SHOP')).toBeNull();
  });

  it.each([
    ['canteens/C_1001', 'canteens'],
    ['canteens/C_1001/rules/import', 'canteens/rules'],
    ['services/SHOP_C_1001/products/P1', 'services/products'],
    ['services/SHOP_C_1001/authorized_users/u1', undefined],
    ['orders/O1', undefined],
    ['activity_log/write_e1', undefined],
  ])('place the document %s in %s', (path, key) => {
    expect(auditedCollectionOfPath(path)?.key).toBe(key);
  });
});
