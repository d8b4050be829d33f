// The delivery backoff policy and the record contract.
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_MAX_ATTEMPTS,
  deliveryRecordSchema,
  deliveryRetryDelayMs,
  inboxMessageSchema,
  isTerminalDelivery,
} from './deliveries';

describe('deliveryRetryDelayMs', () => {
  it.each([
    [1, 10_000],
    [2, 60_000],
    [3, 300_000],
    [4, 1_800_000],
    [5, 7_200_000],
    [DELIVERY_MAX_ATTEMPTS, null],
    [DELIVERY_MAX_ATTEMPTS + 1, null],
    [0, null],
    [-1, null],
    [1.5, null],
  ])('after %s failed attempts waits %s ms', (attempts, expected) => {
    expect(deliveryRetryDelayMs(attempts)).toBe(expected);
  });

  it('grows with every attempt', () => {
    const delays = [1, 2, 3, 4, 5].map((n) => deliveryRetryDelayMs(n) ?? 0);
    expect([...delays].sort((a, b) => a - b)).toEqual(delays);
  });
});

describe('isTerminalDelivery', () => {
  it.each([
    ['sent', null, true],
    ['skipped', null, true],
    ['failed', null, true],
    ['failed', new Date(), false],
    ['pending', new Date(), false],
    ['pending', null, false],
  ] as const)('%s with next attempt %s → %s', (status, next, expected) => {
    expect(isTerminalDelivery(status, next)).toBe(expected);
  });
});

describe('deliveryRecordSchema', () => {
  const record = {
    channel: 'email',
    recipient: 'a@b.test',
    uid: 'u1',
    subject: 'Hello',
    status: 'failed',
    error: 'connect ECONNREFUSED',
    attempts: 1,
    next_attempt_at: new Date(),
    event: { type: 'ifm_status_change', id: 'e1', order_id: 'IFM_1' },
    created_at: new Date(),
    updated_at: new Date(),
  };

  it('accepts a record and keeps extra event fields', () => {
    expect(deliveryRecordSchema.parse(record).event).toMatchObject({ order_id: 'IFM_1' });
  });

  it.each([
    ['an unknown channel', { channel: 'fax' }],
    ['an unknown status', { status: 'queued' }],
    ['a negative attempt count', { attempts: -1 }],
    ['an event without id', { event: { type: 'x' } }],
  ])('refuses %s', (_label, change) => {
    expect(deliveryRecordSchema.safeParse({ ...record, ...change }).success).toBe(false);
  });

  it('an inbox message needs read_at (null until read)', () => {
    const message = { title: 't', body: 'b', created_at: new Date(), kind: 'order_rejected', ref: {} };
    expect(inboxMessageSchema.safeParse(message).success).toBe(false);
    expect(inboxMessageSchema.safeParse({ ...message, read_at: null }).success).toBe(true);
  });
});
