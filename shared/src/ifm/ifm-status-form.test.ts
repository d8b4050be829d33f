// Tests of the status popup's rules (spec §4, §5) and the detail's history rows, written from the spec's text.
import { describe, expect, it } from 'vitest';
import {
  ifmCurrentStatusDate,
  ifmHistoryRows,
  ifmStatusChangeWrite,
  ifmStatusFormDefaults,
  ifmStatusSaveEnabled,
} from './ifm-status-form';

const NOW = new Date(2026, 10, 21, 9, 5); // 21/11/2026 09:05 local time

// Spec §4, literally: the options are 500, 200, 300, 400, 999 (100 and 800 never offered) minus the hidden ones
// ("waiting hidden when current is 999, 500 or 400; pending hidden when current is 200, 500 or 400; working hidden
// when current is 300; canceled hidden when current is 999 or 400; completed hidden when current is 999"), and the
// default "200 from 100; 300 from 200; 400 from 300 or 400; 300 from 999".
const SPEC_TABLE: ReadonlyArray<[current: number, options: number[], suggested: number | null]> = [
  [100, [500, 200, 300, 400, 999], 200],
  [500, [300, 400, 999], null],
  [200, [500, 300, 400, 999], 300],
  [300, [500, 200, 400, 999], 400],
  [400, [300, 400], 400],
  [999, [200, 300], 300],
  [800, [], null],
];

describe('ifmStatusFormDefaults', () => {
  it.each(SPEC_TABLE)('from %i offers %j and preselects %s', (current, options, suggested) => {
    expect(ifmStatusFormDefaults(current, NOW)).toEqual({
      options,
      status: suggested,
      date: '21/11/2026 09:05',
      note: '',
    });
  });
});

describe('ifmStatusSaveEnabled', () => {
  it.each([
    [100, 200, true],
    [100, 100, false], // the same status: nothing to save
    [400, 400, false], // the default from 400 is 400 itself
    [400, 300, true],
    [500, null, false], // no default for 500: nothing chosen yet
    [500, 300, true],
    [200, 200, false],
    [200, 100, false], // 100 is never offered
    [999, 400, false], // completed hidden from canceled
    [800, 300, false], // 800 cannot change
    [300, 800, false], // 800 is never offered
  ])('from %i to %s: %s', (current, chosen, enabled) => {
    expect(ifmStatusSaveEnabled(current, chosen)).toBe(enabled);
  });
});

describe('ifmStatusChangeWrite', () => {
  it('writes status and status_change with the current status, the writer and the trimmed note', () => {
    expect(
      ifmStatusChangeWrite({ current: 100, status: 200, dateSet: 'T', uid: 'u-1', note: '  on my way ' }),
    ).toEqual({
      status: 200,
      status_change: {
        status: 200,
        previous_status: 100,
        date_set: 'T',
        richiedente: 'u-1',
        note: 'on my way',
      },
    });
  });
  it.each([[''], ['   '], [null], [undefined]])('leaves a blank note (%j) out', (note) => {
    expect(
      ifmStatusChangeWrite({ current: 300, status: 400, dateSet: 'T', uid: 'u-1', note }).status_change,
    ).toEqual({
      status: 400,
      previous_status: 300,
      date_set: 'T',
      richiedente: 'u-1',
    });
  });
});

describe('ifmHistoryRows', () => {
  const history = [
    { status: '100', change_date: new Date(1000), date_set: new Date(1000), richiedente: 'customer-1' },
    {
      status: '200',
      change_date: new Date(3000),
      date_set: new Date(2000),
      richiedente: 'operator-1',
      note: 'taken',
    },
    {
      status: '300',
      change_date: { seconds: 5, nanoseconds: 0 },
      date_set: { toDate: () => new Date(4000) },
      richiedente: 'me',
    },
    { status: 'x', richiedente: '' },
  ];
  const rows = ifmHistoryRows(history, { requesterUid: 'customer-1', currentUid: 'me' });

  it('keeps the stored order and reads statuses kept as strings', () => {
    expect(rows.map((row) => [row.status, row.rawStatus])).toEqual([
      [100, '100'],
      [200, '200'],
      [300, '300'],
      [null, 'x'],
    ]);
  });
  it('names the author: requester, another uid, you, unknown', () => {
    expect(rows.map((row) => row.author)).toEqual([
      { kind: 'requester', uid: 'customer-1' },
      { kind: 'other', uid: 'operator-1' },
      { kind: 'you', uid: 'me' },
      { kind: 'unknown' },
    ]);
  });
  it('reads dates of either SDK and notes', () => {
    expect(rows[2]?.dateSet).toEqual(new Date(4000));
    expect(rows[2]?.changeDate).toEqual(new Date(5000));
    expect(rows[1]?.note).toBe('taken');
    expect(rows[3]?.dateSet).toBeNull();
  });
  it('is empty for a missing history', () => {
    expect(ifmHistoryRows(undefined, { requesterUid: 'a', currentUid: 'b' })).toEqual([]);
  });
  it('dates the current status with the last entry’s date_set', () => {
    expect(ifmCurrentStatusDate(history.slice(0, 2))).toEqual(new Date(2000));
    expect(ifmCurrentStatusDate([])).toBeNull();
    expect(ifmCurrentStatusDate(history.slice(0, 2), 200)).toEqual(new Date(2000));
    expect(ifmCurrentStatusDate(history.slice(0, 2), 300)).toBeNull(); // status written, history entry not yet
  });
});
