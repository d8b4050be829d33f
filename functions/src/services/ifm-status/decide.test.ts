// Which writes of an IFM request are status changes to handle, and which are the trigger's own (no loop).
import { describe, expect, it } from 'vitest';
import { decideIfmWrite } from './decide';

const request = (status: number, extra: Record<string, unknown> = {}) => ({
  status,
  previous_status: 200,
  date_set: new Date('2025-03-05T13:30:00Z'),
  note: 'on my way',
  richiedente: 'demo-operatore_ifm',
  ...extra,
});
const order = (status: number, extra: Record<string, unknown> = {}) => ({ tag: 'ifm', status, ...extra });

describe('decideIfmWrite', () => {
  it.each([
    ['a delete', order(200), undefined, 'deleted'],
    ['a create', undefined, order(100), 'created'],
    ['another tag', { ...order(1), tag: 'shop' }, { ...order(2), tag: 'shop' }, 'not-ifm'],
    ['the trigger applying a change (history only)', order(300, { status_change: request(300) }), order(300, { status_change: request(300, { handled: { event_id: 'e1' } }) }), 'status-unchanged'],
    [
      'the trigger undoing a change',
      order(200, { status_change: request(200) }),
      order(800, { status_change: request(200, { handled: { event_id: 'e1' } }), status_change_rejected: { event_id: 'e1' } }),
      'own-undo',
    ],
  ])('ignores %s', (_label, before, after, reason) => {
    expect(decideIfmWrite(before, after)).toEqual({ kind: 'ignore', reason });
  });

  it('takes the SPA request: date, note and operator', () => {
    expect(decideIfmWrite(order(200), order(300, { status_change: request(300) }))).toEqual({
      kind: 'change',
      from: 200,
      to: 300,
      request: { dateSet: new Date('2025-03-05T13:30:00Z'), note: 'on my way', by: 'demo-operatore_ifm', fromRequest: true },
    });
  });

  it.each([
    ['no request at all', order(300)],
    ['a request for another status', order(300, { status_change: request(400) })],
    ['a request already handled', order(300, { status_change: request(300, { handled: { event_id: 'e0' } }) })],
  ])('treats a bare status write as a change by the system: %s', (_label, after) => {
    expect(decideIfmWrite(order(200), after)).toMatchObject({
      kind: 'change',
      request: { dateSet: null, note: '', by: 'system', fromRequest: false },
    });
  });

  it('a later change after an undo is a change again (the old undo marker is unchanged)', () => {
    const rejected = { status_change_rejected: { event_id: 'e1' } };
    expect(decideIfmWrite(order(200, rejected), order(300, { ...rejected, status_change: request(300) }))).toMatchObject({
      kind: 'change',
      from: 200,
      to: 300,
    });
  });
});
