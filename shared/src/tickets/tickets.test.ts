// The tickets screens' rules: defensive parsing, message order, kind and paths, read marks, replies, filters, status page.
import { describe, expect, it } from 'vitest';
import {
  CHAT_CLOSED_STATUS,
  REPLY_MAX_LENGTH,
  ifmRequestPath,
  kindAccepts,
  lastStatusTicketMessage,
  lastThreadMessage,
  parseChatThread,
  parseTicketKindFilter,
  parseTicketStateFilter,
  replyProblem,
  sortMessages,
  sortStatusTickets,
  threadDetailPath,
  threadKind,
  threadNeedsReadMark,
  ticketListConstraints,
} from './tickets';
import { CHAT_OPEN_STATUS } from '../core/constants';

const at = (iso: string) => new Date(iso);
/** A Firestore-Timestamp-like value, as either SDK returns it. */
const ts = (iso: string) => ({ toDate: () => new Date(iso) });

describe('parseChatThread', () => {
  it('reads a stored thread, messages oldest first, with the unread rule of spec §4', () => {
    const thread = parseChatThread('TICKET_C_1001_2', {
      canteen_id: 'C_1001',
      parent: 'C_1001',
      date: ts('2026-01-10T08:00:00Z'),
      name: 'Anna Rossi',
      status: 1,
      subject: 'Pagamento',
      userid: 'u1',
      admin_last_read: ts('2026-01-10T09:00:00Z'),
      messages: [
        { date: ts('2026-01-10T10:00:00Z'), from: 'U', message: 'again' },
        { date: ts('2026-01-10T08:00:00Z'), from: 'U', message: 'first' },
        { date: ts('2026-01-10T08:30:00Z'), from: 'BO', message: 'reply' },
      ],
    });
    expect(thread).toMatchObject({
      id: 'TICKET_C_1001_2',
      canteenId: 'C_1001',
      parent: 'C_1001',
      ifm: null,
      name: 'Anna Rossi',
      status: 1,
      subject: 'Pagamento',
      userId: 'u1',
      unread: true,
    });
    expect(thread?.messages.map((message) => message.message)).toEqual(['first', 'reply', 'again']);
    expect(thread?.adminLastRead).toEqual(at('2026-01-10T09:00:00Z'));
  });

  it.each([
    ['a non-object', null],
    ['an array', []],
    ['a string', 'chat'],
  ])('gives null for %s', (_name, data) => {
    expect(parseChatThread('x', data)).toBeNull();
  });

  it('turns odd fields into empty values instead of failing', () => {
    const thread = parseChatThread('x', {
      canteen_id: 7,
      parent: '',
      ifm: null,
      status: 'open',
      subject: null,
      messages: [
        null,
        'text',
        { from: 'U', message: 42, date: 'yesterday' },
        { from: 'BO', message: 'ok', type: 'statuschange' },
      ],
    });
    expect(thread).toMatchObject({
      canteenId: '',
      parent: null,
      ifm: null,
      status: CHAT_CLOSED_STATUS,
      subject: '',
      unread: false,
    });
    expect(thread?.messages).toEqual([
      { date: null, from: 'U', message: '' },
      { date: null, from: 'BO', message: 'ok', type: 'statuschange' },
    ]);
  });

  it('counts a never-read open thread as unread, a closed one never', () => {
    expect(parseChatThread('a', { status: 1, messages: [] })?.unread).toBe(true);
    expect(
      parseChatThread('b', { status: 0, messages: [{ from: 'U', message: 'hi', date: at('2026-01-01') }] })
        ?.unread,
    ).toBe(false);
  });
});

describe('sortMessages and lastThreadMessage', () => {
  const messages = [
    { date: at('2026-01-02'), id: 'b' },
    { date: null, id: 'undated-1' },
    { date: at('2026-01-01'), id: 'a' },
    { date: null, id: 'undated-2' },
  ];
  it('orders by date, undated messages last in their stored order', () => {
    expect(sortMessages(messages).map((message) => message.id)).toEqual(['a', 'b', 'undated-1', 'undated-2']);
  });
  it('does not change the given list', () => {
    sortMessages(messages);
    expect(messages[0]?.id).toBe('b');
  });
  it('gives the newest dated message last, null for no messages', () => {
    expect(
      lastThreadMessage([
        { date: at('2026-01-02'), id: 'b' },
        { date: at('2026-01-01'), id: 'a' },
      ])?.id,
    ).toBe('b');
    expect(lastThreadMessage([])).toBeNull();
  });
});

describe('thread kind and paths (spec §2)', () => {
  it.each([
    [{ id: 'TICKET_C_1001_1', ifm: null }, 'ticket', '/tickets/details/TICKET_C_1001_1'],
    [{ id: 'CHAT_IFM_C_1001_002', ifm: 'IFM_C_1001_002' }, 'ifm', '/tickets/details-ifm/IFM_C_1001_002'],
    [{ id: 'odd id/with slash', ifm: null }, 'ticket', '/tickets/details/odd%20id%2Fwith%20slash'],
  ])('%o is a %s opened at %s', (thread, kind, path) => {
    expect(threadKind(thread)).toBe(kind);
    expect(threadDetailPath(thread)).toBe(path);
  });
  it('links the IFM request', () => {
    expect(ifmRequestPath('IFM_C_1001_002')).toBe('/richieste-ifm/IFM_C_1001_002');
  });
});

describe('threadNeedsReadMark', () => {
  const read = at('2026-01-10T09:00:00Z');
  it.each([
    ['never read', null, [], true],
    ['a customer message after the read mark', read, [{ from: 'U', date: at('2026-01-10T10:00:00Z') }], true],
    ['only older customer messages', read, [{ from: 'U', date: at('2026-01-10T08:00:00Z') }], false],
    ['a newer back-office message only', read, [{ from: 'BO', date: at('2026-01-10T10:00:00Z') }], false],
    ['a customer message at the read instant', read, [{ from: 'U', date: read }], false],
    ['an undated customer message', read, [{ from: 'U', date: null }], false],
  ])('%s → %s', (_name, adminLastRead, messages, expected) => {
    expect(threadNeedsReadMark({ adminLastRead, messages })).toBe(expected);
  });
});

describe('replyProblem (rules: 1–4000 characters)', () => {
  it.each([
    ['', 'empty'],
    ['   \n ', 'empty'],
    ['Grazie, verifichiamo.', null],
    ['x'.repeat(REPLY_MAX_LENGTH), null],
    [` ${'x'.repeat(REPLY_MAX_LENGTH)} `, null],
    ['x'.repeat(REPLY_MAX_LENGTH + 1), 'tooLong'],
  ])('%j → %s', (text, expected) => {
    expect(replyProblem(text)).toBe(expected);
  });
});

describe('list filters', () => {
  it.each([
    ['all', 'all', { equals: [], ifmOnly: false, ticketsOnly: false }],
    ['open', 'all', { equals: [['status', CHAT_OPEN_STATUS]], ifmOnly: false, ticketsOnly: false }],
    ['closed', 'ifm', { equals: [['status', CHAT_CLOSED_STATUS]], ifmOnly: true, ticketsOnly: false }],
    ['unread', 'ticket', { equals: [['unread', true]], ifmOnly: false, ticketsOnly: true }],
  ] as const)('%s + %s', (state, kind, expected) => {
    expect(ticketListConstraints(state, kind)).toEqual(expected);
  });

  it('reads unknown filter values from the address as "all"', () => {
    expect(parseTicketStateFilter('unread')).toBe('unread');
    expect(parseTicketStateFilter('bogus')).toBe('all');
    expect(parseTicketStateFilter(null)).toBe('all');
    expect(parseTicketKindFilter('ifm')).toBe('ifm');
    expect(parseTicketKindFilter('')).toBe('all');
  });

  it.each([
    ['all', null, true],
    ['all', 'IFM_1', true],
    ['ticket', null, true],
    ['ticket', 'IFM_1', false],
    ['ifm', null, false],
    ['ifm', 'IFM_1', true],
  ] as const)('kind %s accepts ifm=%s: %s', (kind, ifm, expected) => {
    expect(kindAccepts(kind, { ifm })).toBe(expected);
  });
});

describe('status page tickets', () => {
  const tickets = [
    { id: 'a', createdAt: '2026-01-01T10:00:00Z', tags: ['allergens', 'grade_5'] },
    { id: 'b', createdAt: '2026-01-02T10:00:00Z', tags: ['payment', 'grade_2'] },
    { id: 'c', createdAt: '2026-01-03T10:00:00Z', tags: ['grade_2'] },
    { id: 'd', createdAt: 'not a date', tags: null },
  ];
  it('puts the worst grade first, then the newest', () => {
    expect(sortStatusTickets(tickets).map((ticket) => ticket.id)).toEqual(['c', 'b', 'a', 'd']);
  });
  it('finds the newest message whatever the order the API sends', () => {
    const ticket = {
      id: 'x',
      messages: [
        { createdAt: '2026-01-02T10:00:00Z', htmlBody: 'second', state: 'sent' },
        { createdAt: '2026-01-01T10:00:00Z', htmlBody: 'first', state: 'read' },
        'junk',
      ],
    };
    expect(lastStatusTicketMessage(ticket)).toEqual({
      createdAt: '2026-01-02T10:00:00Z',
      htmlBody: 'second',
      state: 'sent',
    });
    expect(lastStatusTicketMessage({ id: 'y', messages: [] })).toBeNull();
    expect(lastStatusTicketMessage({ id: 'z' })).toBeNull();
  });
});
