// The patch that brings a thread's derived unread fields in line; empty once applied (the trigger's loop guard).
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { chatUnreadPatch } from './chat-unread';

const at = (minute: number) => Timestamp.fromDate(new Date(Date.UTC(2025, 0, 1, 10, minute)));

describe('chatUnreadPatch', () => {
  it('fills the fields of a thread that never had them', () => {
    const thread = { status: 1, admin_last_read: null, messages: [{ date: at(1), from: 'U', message: 'hi' }] };
    expect(chatUnreadPatch(thread)).toEqual({ unread: true, last_customer_message_at: at(1) });
  });

  it('moves admin_last_read to a back-office reply', () => {
    const thread = {
      status: 1,
      admin_last_read: at(0),
      unread: true,
      last_customer_message_at: at(1),
      messages: [
        { date: at(1), from: 'U', message: 'hi' },
        { date: at(2), from: 'BO', message: 'hello' },
      ],
    };
    expect(chatUnreadPatch(thread)).toEqual({ unread: false, admin_last_read: at(2) });
  });

  it('is empty once applied, so the trigger does not write again', () => {
    const thread: Record<string, unknown> = { status: 1, admin_last_read: null, messages: [{ date: at(1), from: 'U', message: 'hi' }] };
    const patched = { ...thread, ...chatUnreadPatch(thread) };
    expect(chatUnreadPatch(patched)).toEqual({});
  });
});
