// Tests of the unread-chat rule of spec §4 and the communication texts of spec §2.
import { describe, expect, it } from 'vitest';
import { countUnreadChats, isChatUnread } from './chat';
import { communicationText, communicationTextForBackOffice, isCommunicationActive } from '../notifications/communications';

const read = new Date('2024-03-01T12:00:00Z');
const before = new Date('2024-03-01T11:00:00Z');
const after = new Date('2024-03-01T13:00:00Z');

describe('unread chats', () => {
  it.each([
    ['open, never read', { status: 1, messages: [] }, true],
    ['open, admin_last_read null', { status: 1, admin_last_read: null }, true],
    [
      'open, customer message after read',
      { status: 1, admin_last_read: read, messages: [{ from: 'U', date: after }] },
      true,
    ],
    [
      'open, customer message before read',
      { status: 1, admin_last_read: read, messages: [{ from: 'U', date: before }] },
      false,
    ],
    [
      'open, back-office message after read',
      { status: 1, admin_last_read: read, messages: [{ from: 'BO', date: after }] },
      false,
    ],
    [
      'open, customer message without a date',
      { status: 1, admin_last_read: read, messages: [{ from: 'U' }] },
      false,
    ],
    [
      'open, Timestamp-like read time',
      {
        status: 1,
        admin_last_read: { seconds: read.getTime() / 1000, nanoseconds: 0 },
        messages: [{ from: 'U', date: after }],
      },
      true,
    ],
    ['closed, never read', { status: 2 }, false],
    ['no status', {}, false],
  ])('%s → %s', (_label, thread, unread) => {
    expect(isChatUnread(thread)).toBe(unread);
  });

  it('counts unread threads', () => {
    expect(
      countUnreadChats([{ status: 1 }, { status: 0 }, { status: 1, admin_last_read: read, messages: null }]),
    ).toBe(1);
  });
});

describe('communications', () => {
  const message = {
    title: { it: 'Menu nuovo', en: '  ' },
    text: { it: 'Testo' },
    start: new Date('2024-01-01T00:00:00Z'),
    end: new Date('2024-01-31T00:00:00Z'),
  };

  it.each([
    ['title', 'it', 'Menu nuovo', 'Menu nuovo'],
    ['title', 'en', null, 'Traduzione mancante (en)'],
    ['text', 'fr', null, 'Traduzione mancante (fr)'],
  ] as const)('%s in %s: app %j, back office %j', (field, language, app, backOffice) => {
    expect(communicationText(message, field, language)).toBe(app);
    expect(communicationTextForBackOffice(message, field, language)).toBe(backOffice);
  });

  it('is active only during validity', () => {
    expect(isCommunicationActive(message, new Date('2024-01-15T00:00:00Z'))).toBe(true);
    expect(isCommunicationActive(message, new Date('2024-02-01T00:00:00Z'))).toBe(false);
    expect(communicationText({}, 'title', 'it')).toBeNull();
  });
});
