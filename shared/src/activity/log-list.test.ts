// The activity-log list: URL filters round trip and refuse junk, the day range, both kinds of entry as rows.
import { describe, expect, it } from 'vitest';
import {
  activityLogFiltersSchema,
  activityLogQuery,
  activityRange,
  activityRow,
  changesText,
  parseActivityLogParams,
} from './log-list';

describe('activity-log URL params', () => {
  it.each([
    ['', {}],
    [
      'canteen=C_1001&operation=update&from=2026-11-01&to=2026-11-25',
      { canteen: 'C_1001', operation: 'update', from: '2026-11-01', to: '2026-11-25' },
    ],
    ['operation=drop&from=2026-13-45&user=demo-admin', { user: 'demo-admin' }],
    ['collection=services/categories&canteen=all', { collection: 'services/categories', canteen: 'all' }],
    ['user=%3Cscript%3E', {}],
  ])('%s', (query, expected) => {
    const parsed = parseActivityLogParams(new URLSearchParams(query));
    expect(parsed).toEqual({
      canteen: '',
      user: '',
      collection: '',
      operation: '',
      from: '',
      to: '',
      ...expected,
    });
    expect(parseActivityLogParams(activityLogQuery(parsed))).toEqual(parsed);
  });

  it('refuses a range that ends before it starts', () => {
    const base = { canteen: '', user: '', collection: '', operation: '' as const };
    expect(
      activityLogFiltersSchema.safeParse({ ...base, from: '2026-11-10', to: '2026-11-09' }).success,
    ).toBe(false);
    expect(
      activityLogFiltersSchema.safeParse({ ...base, from: '2026-11-10', to: '2026-11-10' }).success,
    ).toBe(true);
    expect(activityLogFiltersSchema.safeParse({ ...base, from: '', to: '2026-11-10' }).success).toBe(true);
  });

  it('covers whole local days, the end day included', () => {
    const { start, end } = activityRange({ from: '2026-02-28', to: '2026-02-28' });
    expect(start).toEqual(new Date(2026, 1, 28));
    expect(end).toEqual(new Date(2026, 2, 1));
    expect(activityRange({ from: '', to: '' })).toEqual({ start: null, end: null });
  });
});

describe('activityRow', () => {
  const at = new Date('2026-11-20T10:00:00Z');

  it('reads a back-office write', () => {
    const row = activityRow('e1', {
      kind: 'write',
      user: 'demo-site_manager',
      role: 'site_manager',
      canteen_id: 'C_1001',
      collection: 'cost_centers',
      doc_path: 'cost_centers/CC_1',
      operation: 'update',
      changes: [{ field: 'name', before: 'A', after: 'B' }],
      truncated: false,
      at: { toDate: () => at },
    });
    expect(row).toMatchObject({
      kind: 'write',
      user: 'demo-site_manager',
      subject: 'cost_centers',
      target: 'cost_centers/CC_1',
      operation: 'update',
      at,
    });
    expect(changesText(row.changes)).toBe('name: A → B');
  });

  it('reads an API call, and a delete names the last writer', () => {
    expect(
      activityRow('e2', {
        user: 'u1',
        action: 'getUserData',
        method: 'POST',
        path: '/api/getUserData',
        outcome: 'success',
        at,
      }),
    ).toMatchObject({
      kind: 'api',
      subject: 'getUserData',
      target: 'POST /api/getUserData',
      operation: 'success',
      changes: [],
    });
    expect(
      activityRow('e3', { kind: 'write', user: null, last_updated_by: 'u9', operation: 'delete' }).user,
    ).toBe('u9');
  });

  it('shows objects as JSON and missing values as ∅', () => {
    expect(
      changesText([
        { field: 'name', after: { it: 'Pane' } },
        { field: 'code', before: 'X' },
      ]),
    ).toBe('name: ∅ → {"it":"Pane"}; code: X → ∅');
  });
});
