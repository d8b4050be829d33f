// Tests of entry by link (spec §2): storing tk/rifm/cid, the absent values, and the handling priority.
import { describe, expect, it } from 'vitest';
import {
  EMPTY_ENTRY_LINK,
  handleEntryLink,
  isAbsentLinkValue,
  nextEntryLinkAction,
  readEntryLink,
  rifmFromPath,
  storeEntryLink,
  type EntryLinkStored,
} from './entry-link';

const stored = (values: Partial<EntryLinkStored> = {}): EntryLinkStored => ({
  ...EMPTY_ENTRY_LINK,
  ...values,
});

describe('absent values', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['null', true],
    ['undefined', true],
    ['', true],
    ['0', false],
    ['NULL', false],
    ['T1', false],
  ])('%j absent → %s', (value, absent) => {
    expect(isAbsentLinkValue(value)).toBe(absent);
  });
});

describe('reading a link', () => {
  it.each([
    ['?tk=T1&cid=C_5&rifm=R1', '/dashboard', { ticket: 'T1', rifm: 'R1', cid: 'C_5' }],
    ['tk=T1', '/', { ticket: 'T1', rifm: null, cid: null }],
    ['?tk=null&cid=undefined&rifm=', '/', { ticket: null, rifm: null, cid: null }],
    ['', '/richieste-ifm/R9', { ticket: null, rifm: 'R9', cid: null }],
    ['?rifm=R1', '/richieste-ifm/R9', { ticket: null, rifm: 'R9', cid: null }],
    ['?rifm=R1', '/richieste-ifm-admin', { ticket: null, rifm: 'R1', cid: null }],
    [null, '/richieste-ifm', { ticket: null, rifm: null, cid: null }],
    [undefined, undefined, { ticket: null, rifm: null, cid: null }],
  ])('search %j, path %j', (search, pathname, expected) => {
    expect(readEntryLink({ search, pathname })).toEqual(expected);
  });

  it.each([
    ['/richieste-ifm/R9', 'R9'],
    ['/richieste-ifm/R9/', 'R9'],
    ['/richieste-ifm/R9?x=1', 'R9'],
    ['/richieste-ifm/R9/print', 'R9'],
    ['/app/richieste-ifm/R9', 'R9'],
    ['/richieste-ifm', null],
    ['/richieste-ifm-admin', null],
    ['/richieste-ifm/null', null],
    ['/dashboard/R9', null],
    ['', null],
    [null, null],
  ])('rifm from path %j → %j', (path, rifm) => {
    expect(rifmFromPath(path)).toBe(rifm);
  });
});

describe('storing a link (spec §2 storing rules)', () => {
  it.each([
    ['ticket saved when none stored', stored(), stored({ ticket: 'T1' }), stored({ ticket: 'T1' })],
    [
      'stored ticket kept over a new one',
      stored({ ticket: 'T0' }),
      stored({ ticket: 'T1' }),
      stored({ ticket: 'T0' }),
    ],
    [
      'text null replaced by the link ticket',
      { ticket: 'null' },
      stored({ ticket: 'T1' }),
      stored({ ticket: 'T1' }),
    ],
    ['text undefined replaced', { ticket: 'undefined' }, stored({ ticket: 'T1' }), stored({ ticket: 'T1' })],
    ['absent link ticket leaves none', { ticket: 'null' }, stored(), stored()],
    ['rifm saved when none stored', stored(), stored({ rifm: 'R1' }), stored({ rifm: 'R1' })],
    ['stored rifm kept', stored({ rifm: 'R0' }), stored({ rifm: 'R1' }), stored({ rifm: 'R0' })],
    ['text null rifm replaced', { rifm: 'null' }, stored({ rifm: 'R1' }), stored({ rifm: 'R1' })],
    ['canteen id overwritten', stored({ cid: 'C_1' }), stored({ cid: 'C_2' }), stored({ cid: 'C_2' })],
    ['canteen id overwritten by absent', stored({ cid: 'C_1' }), stored(), stored()],
    ['missing stored fields', {}, stored({ cid: 'C_2' }), stored({ cid: 'C_2' })],
  ])('%s', (_label, before, link, after) => {
    expect(storeEntryLink(before, link)).toEqual(after);
  });
});

describe('handling priority (spec §2)', () => {
  it('1. a stored ticket opens the ticket after 1 s and is cleared', () => {
    expect(nextEntryLinkAction(stored({ ticket: 'T1', rifm: 'R1', cid: 'C_1' }))).toEqual({
      stored: stored({ rifm: 'R1', cid: 'C_1' }),
      action: { kind: 'openTicket', path: '/tickets/details/T1', delayMs: 1000 },
    });
  });

  it('2. else a stored rifm opens the request after 1 s and is cleared', () => {
    expect(nextEntryLinkAction(stored({ rifm: 'R1', cid: 'C_1' }))).toEqual({
      stored: stored({ cid: 'C_1' }),
      action: { kind: 'openIfmRequest', path: '/richieste-ifm/R1', delayMs: 1000 },
    });
  });

  it.each([
    ['C_12', 'C_12'],
    ['12', 'C_12'],
    ['c_12', 'C_12'],
  ])('3. else canteen id %s activates %s, cleared only on success, then /dashboard', (cid, canteenId) => {
    expect(nextEntryLinkAction(stored({ cid }))).toEqual({
      stored: stored({ cid }),
      action: { kind: 'activateCanteen', canteenId, storedOnSuccess: stored(), pathOnSuccess: '/dashboard' },
    });
  });

  it.each([[{}], [stored()], [{ ticket: 'null', rifm: 'undefined', cid: '' }]])(
    '4. nothing stored: nothing (%j)',
    (values) => {
      expect(nextEntryLinkAction(values)).toEqual({ stored: stored(), action: { kind: 'none' } });
    },
  );

  it('encodes ids in the path', () => {
    expect(nextEntryLinkAction(stored({ ticket: 'a/b c' })).action).toMatchObject({
      path: '/tickets/details/a%2Fb%20c',
    });
  });
});

describe('handleEntryLink end to end', () => {
  it.each([
    ['ticket link', {}, { search: '?tk=T1&cid=C_1' }, 'openTicket'],
    ['rifm path', {}, { pathname: '/richieste-ifm/R1' }, 'openIfmRequest'],
    ['canteen link', {}, { search: '?cid=77' }, 'activateCanteen'],
    ['plain visit', {}, { search: '', pathname: '/dashboard' }, 'none'],
    ['stored ticket survives a plain visit', { ticket: 'T0' }, { pathname: '/home' }, 'openTicket'],
    ['stored canteen id is dropped by a plain visit', { cid: 'C_1' }, { pathname: '/home' }, 'none'],
  ])('%s → %s', (_label, before, input, kind) => {
    expect(handleEntryLink(before, input).action.kind).toBe(kind);
  });

  it('runs the queue down: ticket, then rifm, then canteen', () => {
    const first = handleEntryLink({}, { search: '?tk=T1&cid=C_9', pathname: '/richieste-ifm/R1' });
    expect(first.action).toMatchObject({ kind: 'openTicket', path: '/tickets/details/T1' });
    const second = nextEntryLinkAction(first.stored);
    expect(second.action).toMatchObject({ kind: 'openIfmRequest', path: '/richieste-ifm/R1' });
    const third = nextEntryLinkAction(second.stored);
    expect(third.action).toMatchObject({ kind: 'activateCanteen', canteenId: 'C_9' });
    if (third.action.kind !== 'activateCanteen') throw new Error('expected activateCanteen');
    expect(nextEntryLinkAction(third.action.storedOnSuccess).action).toEqual({ kind: 'none' });
  });
});
