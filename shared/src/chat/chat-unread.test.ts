// The derived unread fields of a chat thread, table-driven from spec §4 "Choosing a canteen".
import { describe, expect, it } from 'vitest';
import { chatDerivedState, lastCustomerMessageMillis } from './chat-unread';
import { ifmChatThreadId, ifmStatusLabelChatText } from '../ifm/ifm-workflow';

const t = (minute: number) => new Date(Date.UTC(2025, 0, 1, 10, minute));
const customer = (minute: number) => ({ date: t(minute), from: 'U', message: 'hi' });
const reply = (minute: number) => ({ date: t(minute), from: 'BO', message: 'ok' });
const statusMessage = (minute: number) => ({ date: t(minute), from: 'BO', message: 'Stato: x', type: 'statuschange' });

describe('chatDerivedState', () => {
  it.each([
    ['open, never read', { status: 1, admin_last_read: null, messages: [customer(1)] }, true, t(1), null],
    ['open, read after the last customer message', { status: 1, admin_last_read: t(5), messages: [customer(1)] }, false, t(1), t(5)],
    ['open, customer wrote after the last read', { status: 1, admin_last_read: t(5), messages: [customer(1), customer(9)] }, true, t(9), t(5)],
    ['closed thread is never unread', { status: 2, admin_last_read: null, messages: [customer(1)] }, false, t(1), null],
    ['a reply counts as reading what came before', { status: 1, admin_last_read: null, messages: [customer(1), reply(3)] }, false, t(1), t(3)],
    ['a reply before a newer customer message', { status: 1, admin_last_read: null, messages: [customer(1), reply(3), customer(4)] }, true, t(4), t(3)],
    ['a status message is not a reading', { status: 1, admin_last_read: t(0), messages: [customer(1), statusMessage(3)] }, true, t(1), t(0)],
    ['admin_last_read never moves back', { status: 1, admin_last_read: t(8), messages: [customer(1), reply(3)] }, false, t(1), t(8)],
    ['no customer message, read', { status: 1, admin_last_read: t(2), messages: [statusMessage(1)] }, false, null, t(2)],
  ])('%s', (_label, thread, unread, lastCustomer, lastRead) => {
    expect(chatDerivedState(thread)).toEqual({
      unread,
      lastCustomerMessageMillis: lastCustomer?.getTime() ?? null,
      adminLastReadMillis: lastRead?.getTime() ?? null,
    });
  });

  it('reads Timestamp-like dates and ignores messages without a date', () => {
    const stamp = { toDate: () => t(7) };
    expect(lastCustomerMessageMillis([{ date: stamp, from: 'U' }, { from: 'U' }])).toBe(t(7).getTime());
    expect(lastCustomerMessageMillis(null)).toBeNull();
  });
});

describe('IFM chat text and thread id', () => {
  it.each([
    ['Completata', undefined, 'Stato: Completata'],
    ['Completata', '  ', 'Stato: Completata'],
    ['In lavorazione', ' tecnico in arrivo ', 'Stato: In lavorazione\ntecnico in arrivo'],
  ])('%s + %j → %j', (label, note, text) => {
    expect(ifmStatusLabelChatText(label, note)).toBe(text);
  });

  it('names the thread after the request', () => {
    expect(ifmChatThreadId('IFM_C_1001_001')).toBe('CHAT_IFM_C_1001_001');
  });
});
