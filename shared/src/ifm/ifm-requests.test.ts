// Tests of the IFM request lists: filter parsing and URL, "beyond the limit", the query each filter makes, row mapping.
import { describe, expect, it } from 'vitest';
import {
  EMPTY_IFM_FILTERS,
  IFM_OPEN_STATUSES,
  hasIfmFilters,
  ifmRequestFiltersSchema,
  ifmRequestListQuery,
  ifmRequestQuery,
  ifmRequestRow,
  isIfmRequestBeyondLimit,
  localDayStart,
  parseIfmRequestListParams,
  type IfmRequestFilters,
} from './ifm-requests';
import { IFM_STATUSES } from '../core/statuses';

const NOW = new Date(2026, 10, 21, 12, 0);
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
const filters = (values: Partial<IfmRequestFilters>): IfmRequestFilters => ({
  ...EMPTY_IFM_FILTERS,
  ...values,
});

describe('isIfmRequestBeyondLimit', () => {
  it.each([
    [100, -1, true],
    [500, -1, true],
    [200, -1, true],
    [300, -1, true],
    [800, -1, true],
    [400, -1, false],
    [999, -1, false],
    [100, 1, false],
    [300, 0.01, false],
  ])('status %i, deadline %f h from now → %s', (status, hours, expected) => {
    expect(isIfmRequestBeyondLimit({ status, deadline: hoursFromNow(hours) }, NOW)).toBe(expected);
  });

  it('reads Timestamp-like deadlines and statuses stored as text; without a deadline nothing is late', () => {
    const deadline = { toDate: () => hoursFromNow(-2) };
    expect(isIfmRequestBeyondLimit({ status: '200', deadline }, NOW)).toBe(true);
    expect(isIfmRequestBeyondLimit({ status: 200, deadline: null }, NOW)).toBe(false);
    expect(isIfmRequestBeyondLimit({ status: 42, deadline }, NOW)).toBe(false);
  });

  it('open statuses are every status but completed and canceled', () => {
    expect([...IFM_OPEN_STATUSES].sort()).toEqual(
      IFM_STATUSES.filter((status) => status !== 400 && status !== 999).sort(),
    );
  });
});

describe('the filters form', () => {
  it.each([
    [{ requestFrom: '2026-11-01', requestTo: '2026-11-30' }, true],
    [{ requestFrom: '2026-11-30', requestTo: '2026-11-30' }, true],
    [{ requestFrom: '2026-11-30', requestTo: '2026-11-01' }, false],
    [{ deadlineFrom: '2026-11-02', deadlineTo: '2026-11-01' }, false],
    [{ closedFrom: '2026-11-02', closedTo: '2026-11-01' }, false],
    [{ requestFrom: '2026-02-30' }, false],
    [{ requestFrom: '21/11/2026' }, false],
    [{ status: 300 }, true],
    [{ status: 301 }, false],
    [{ serviceType: 'ASAP' }, true],
    [{ serviceType: 'LATER' }, false],
  ])('%j valid: %s', (values, valid) => {
    expect(ifmRequestFiltersSchema.safeParse({ beyondLimit: false, ...values }).success).toBe(valid);
  });

  it('puts the range-order error on the end field', () => {
    const result = ifmRequestFiltersSchema.safeParse({
      beyondLimit: false,
      closedFrom: '2026-11-02',
      closedTo: '2026-11-01',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['closedTo', 'filters.errors.rangeOrder'],
    ]);
  });
});

describe('list params in the URL', () => {
  it.each<[string, Partial<IfmRequestFilters>, string | null]>([
    ['', {}, null],
    [
      'requestFrom=2026-11-01&requestTo=2026-11-30',
      { requestFrom: '2026-11-01', requestTo: '2026-11-30' },
      null,
    ],
    [
      'status=300&serviceType=ASAP&beyondLimit=1',
      { status: 300, serviceType: 'ASAP', beyondLimit: true },
      null,
    ],
    ['status=12&serviceType=x&beyondLimit=yes&deadlineTo=2026-13-01', {}, null],
    ['closedFrom=2026-10-01&other=1', { closedFrom: '2026-10-01' }, null],
    ['q=%20ifm-1001-003%20&status=300', {}, 'ifm-1001-003'],
    ['q=&status=300', { status: 300 }, null],
  ])('%s', (query, expected, search) => {
    expect(parseIfmRequestListParams(query)).toEqual({ filters: filters(expected), search });
  });

  it.each<[Partial<IfmRequestFilters>, string | null]>([
    [{}, null],
    [
      {
        status: 300,
        beyondLimit: true,
        requestTo: '2026-11-30',
        requestFrom: '2026-11-01',
        serviceType: 'TIME_DEFINED',
      },
      null,
    ],
    [{ closedFrom: '2026-10-01', closedTo: '2026-10-31', deadlineFrom: '2026-09-01' }, null],
    [{}, 'IFM_C_1001_003'],
  ])('writes %j / search %s and reads the same back', (values, search) => {
    const params = { filters: filters(values), search };
    const query = ifmRequestListQuery(params);
    expect(parseIfmRequestListParams(query)).toEqual(params);
  });

  it('keeps a fixed key order, leaves out what is not applied, and lets a search replace the filters', () => {
    expect(
      ifmRequestListQuery({
        filters: filters({ status: 100, requestFrom: '2026-11-01', beyondLimit: true }),
        search: null,
      }),
    ).toBe('requestFrom=2026-11-01&beyondLimit=1&status=100');
    expect(ifmRequestListQuery({ filters: filters({ status: 100 }), search: ' IFM-1 ' })).toBe('q=IFM-1');
    expect(ifmRequestListQuery({ filters: EMPTY_IFM_FILTERS, search: null })).toBe('');
    expect(hasIfmFilters(EMPTY_IFM_FILTERS)).toBe(false);
    expect(hasIfmFilters(filters({ beyondLimit: true }))).toBe(true);
  });
});

describe('ifmRequestQuery', () => {
  const query = (values: Partial<IfmRequestFilters>, search: string | null = null) =>
    ifmRequestQuery({ filters: filters(values), search }, NOW);

  it('without filters: every request, newest request date first', () => {
    expect(query({})).toEqual({
      conditions: [],
      orderBy: { field: 'real_date', direction: 'desc' },
      matchesNothing: false,
    });
  });

  it('date ranges take whole local days: from its midnight, up to the midnight after the end day', () => {
    expect(
      query({ requestFrom: '2026-11-01', requestTo: '2026-11-30', closedFrom: '2026-11-10' }).conditions,
    ).toEqual([
      { field: 'real_date', op: '>=', value: new Date(2026, 10, 1) },
      { field: 'real_date', op: '<', value: new Date(2026, 11, 1) },
      { field: 'close_datetime', op: '>=', value: new Date(2026, 10, 10) },
    ]);
    expect(localDayStart('2026-12-31', 1)).toEqual(new Date(2027, 0, 1));
  });

  it.each<[string, Partial<IfmRequestFilters>, unknown[], boolean]>([
    ['a status', { status: 300 }, [{ field: 'status', op: '==', value: 300 }], false],
    ['a service type', { serviceType: 'ASAP' }, [{ field: 'service_type', op: '==', value: 'ASAP' }], false],
    [
      'beyond the limit: the open statuses and a deadline before now',
      { beyondLimit: true },
      [
        { field: 'status', op: 'in', value: [...IFM_OPEN_STATUSES] },
        { field: 'deadline', op: '<', value: NOW },
      ],
      false,
    ],
    [
      'beyond the limit with an open status',
      { beyondLimit: true, status: 200 },
      [
        { field: 'status', op: '==', value: 200 },
        { field: 'deadline', op: '<', value: NOW },
      ],
      false,
    ],
    [
      'beyond the limit with a done status matches nothing',
      { beyondLimit: true, status: 400 },
      [{ field: 'deadline', op: '<', value: NOW }],
      true,
    ],
    [
      'beyond the limit keeps an earlier deadline end',
      { beyondLimit: true, deadlineTo: '2026-11-10' },
      [
        { field: 'status', op: 'in', value: [...IFM_OPEN_STATUSES] },
        { field: 'deadline', op: '<', value: new Date(2026, 10, 11) },
      ],
      false,
    ],
    [
      'beyond the limit cuts a later deadline end at now',
      { beyondLimit: true, deadlineFrom: '2026-11-01', deadlineTo: '2026-12-10' },
      [
        { field: 'status', op: 'in', value: [...IFM_OPEN_STATUSES] },
        { field: 'deadline', op: '>=', value: new Date(2026, 10, 1) },
        { field: 'deadline', op: '<', value: NOW },
      ],
      false,
    ],
    [
      'beyond the limit with deadlines only in the future matches nothing',
      { beyondLimit: true, deadlineFrom: '2026-11-22' },
      [
        { field: 'status', op: 'in', value: [...IFM_OPEN_STATUSES] },
        { field: 'deadline', op: '>=', value: new Date(2026, 10, 22) },
        { field: 'deadline', op: '<', value: NOW },
      ],
      true,
    ],
    [
      'an inverted range (a stale link) matches nothing',
      { requestFrom: '2026-11-05', requestTo: '2026-11-01' },
      [
        { field: 'real_date', op: '>=', value: new Date(2026, 10, 5) },
        { field: 'real_date', op: '<', value: new Date(2026, 10, 2) },
      ],
      true,
    ],
  ])('%s', (_label, values, conditions, matchesNothing) => {
    const result = query(values);
    expect(result.conditions).toEqual(conditions);
    expect(result.matchesNothing).toBe(matchesNothing);
  });

  it.each([
    ['ifm-1001-00', 'human_id', 'IFM-1001-00'],
    [' IFM-1001-003 ', 'human_id', 'IFM-1001-003'],
    ['ifm_c_1001_003', '__name__', 'IFM_C_1001_003'],
  ])('the search %j is a case-insensitive prefix of %s, ignoring the filters', (search, field, prefix) => {
    expect(query({ status: 300, beyondLimit: true }, search)).toEqual({
      conditions: [
        { field, op: '>=', value: prefix },
        { field, op: '<', value: `${prefix}\uf8ff` },
      ],
      orderBy: { field, direction: 'asc' },
      matchesNothing: false,
    });
  });
});

describe('ifmRequestRow', () => {
  const stored = {
    human_id: 'IFM-1001-003',
    status: 300,
    user: { name: 'Anna', surname: 'Rossi' },
    real_date: { toDate: () => new Date('2026-11-20T08:00:00Z') },
    deadline: new Date('2026-11-21T08:00:00Z'),
    service_type: 'TIME_DEFINED',
    notes: '  Sala Volta  ',
    recipes: [
      { name: 'Sala', qt: 1, euro: 10, variants: [{ name: '12 posti' }, { name: 'Proiettore' }] },
      { name: 'Caffè', qt: 2, euro: 3, variants: [{ name: 'Proiettore' }, { name: '' }] },
    ],
    total: 16,
    history: [
      {
        status: '100',
        change_date: new Date('2026-11-20T08:00:00Z'),
        date_set: new Date('2026-11-20T08:00:00Z'),
      },
      {
        status: '300',
        change_date: new Date('2026-11-20T09:00:00Z'),
        date_set: new Date('2026-11-20T08:55:00Z'),
      },
      {
        status: '200',
        change_date: new Date('2026-11-20T09:30:00Z'),
        date_set: new Date('2026-11-20T09:30:00Z'),
      },
      {
        status: '300',
        change_date: new Date('2026-11-20T10:02:00Z'),
        date_set: new Date('2026-11-20T10:00:00Z'),
      },
    ],
  };

  it('maps the spec §3 fields: applicant, dates, options once each, the date the current status was set', () => {
    expect(ifmRequestRow('IFM_C_1001_003', stored)).toEqual({
      id: 'IFM_C_1001_003',
      humanId: 'IFM-1001-003',
      applicant: 'Anna Rossi',
      requestDate: new Date('2026-11-20T08:00:00Z'),
      deadline: new Date('2026-11-21T08:00:00Z'),
      closeDate: null,
      status: 300,
      statusDate: new Date('2026-11-20T10:00:00Z'),
      serviceType: 'TIME_DEFINED',
      notes: 'Sala Volta',
      options: ['12 posti', 'Proiettore'],
      total: 16,
    });
  });

  it('shows a malformed document as empty values instead of failing', () => {
    expect(
      ifmRequestRow('X', {
        status: 'nope',
        user: 'someone',
        recipes: 'none',
        total: '12',
        service_type: 'SOON',
        history: {},
      }),
    ).toEqual({
      id: 'X',
      humanId: 'X',
      applicant: '',
      requestDate: null,
      deadline: null,
      closeDate: null,
      status: null,
      statusDate: null,
      serviceType: null,
      notes: '',
      options: [],
      total: null,
    });
  });

  it('falls back to the write date when the history entry has no chosen date', () => {
    const row = ifmRequestRow('Y', {
      status: 100,
      history: [{ status: '100', change_date: new Date('2026-11-01T10:00:00Z') }],
    });
    expect(row.statusDate).toEqual(new Date('2026-11-01T10:00:00Z'));
  });
});
