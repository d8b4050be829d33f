// Tests of the IFM status-change plan (spec §4): refusals, history entry, close dates, chat message, redirect.
import { describe, expect, it } from 'vitest';
import { ifmPathAfterStatusSave, ifmStatusChatText, planIfmStatusChange } from './ifm';

const input = { changeDate: 'written', dateSet: 'chosen', by: 'uid-7', note: '  fixed the tap ' };

describe('planIfmStatusChange', () => {
  it.each([
    [800, 300, 'frozen'],
    [300, 300, 'unchanged'],
    [400, 200, 'option-hidden'],
    [100, 800, 'option-hidden'],
    [100, 100, 'unchanged'],
    [12, 300, 'unknown-status'],
    [100, 12, 'unknown-status'],
  ])('%i → %i is refused: %s', (from, to, reason) => {
    expect(planIfmStatusChange(from, to, input)).toEqual({ ok: false, reason });
  });

  it('completing sets close and report datetimes to the chosen date', () => {
    expect(planIfmStatusChange(300, 400, input)).toEqual({
      ok: true,
      plan: {
        status: 400,
        historyEntry: {
          status: '400',
          change_date: 'written',
          date_set: 'chosen',
          richiedente: 'uid-7',
          note: 'fixed the tap',
        },
        closeDates: { action: 'set', close_datetime: 'chosen', report_datetime: 'chosen' },
        chatMessage: {
          date: 'written',
          from: 'BO',
          message: 'Stato: 400\nfixed the tap',
          type: 'statuschange',
        },
      },
    });
  });

  it('any other status removes the close dates; an empty note is left out', () => {
    const result = planIfmStatusChange(400, 300, { ...input, note: '' });
    expect(result).toMatchObject({ ok: true, plan: { status: 300, closeDates: { action: 'remove' } } });
    if (!result.ok) throw new Error('expected a plan');
    expect(result.plan.historyEntry).toEqual({
      status: '300',
      change_date: 'written',
      date_set: 'chosen',
      richiedente: 'uid-7',
    });
    expect(result.plan.chatMessage.message).toBe('Stato: 300');
  });

  it('writes the status label into the chat text when the caller gives one', () => {
    const result = planIfmStatusChange(100, 200, { ...input, statusLabel: 'In carico' });
    if (!result.ok) throw new Error('expected a plan');
    expect(result.plan.chatMessage.message).toBe('Stato: In carico\nfixed the tap');
  });
});

describe('helpers', () => {
  it.each([
    [200, undefined, 'Stato: 200'],
    [200, null, 'Stato: 200'],
    [200, '   ', 'Stato: 200'],
    [999, 'duplicate', 'Stato: 999\nduplicate'],
  ])('chat text for %i with note %j', (status, note, text) => {
    expect(ifmStatusChatText(status, note)).toBe(text);
  });

  it.each([
    ['operatore_ifm', '/richieste-ifm'],
    ['admin', '/richieste-ifm-admin'],
    ['cliente_ifm', '/richieste-ifm-admin'],
    [null, '/richieste-ifm-admin'],
  ])('after saving, %s goes to %s', (role, path) => {
    expect(ifmPathAfterStatusSave(role)).toBe(path);
  });
});
