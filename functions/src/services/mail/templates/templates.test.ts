// Every server-sent text exists in all 8 languages, user text is escaped in HTML, and dates read local.
import { describe, expect, it } from 'vitest';
import { IFM_STATUSES, UI_LANGUAGES } from '@backoffice/shared';
import { canteenTimeZone, formatDateTime } from '../format';
import { escapeHtml } from '../html';
import { ifmStatusName, ifmThreadSubject, renderIfmStatusMessage } from './ifm-status';
import { renderOrderRejectedMessage } from './order-rejected';

const input = {
  name: 'Anna',
  requestId: 'IFM-1001-007',
  status: 400 as const,
  dateSet: new Date(Date.UTC(2025, 2, 5, 13, 30)),
  note: 'Fixed <b>the tap</b> & "checked"',
  timeZone: 'Europe/Rome',
};

describe('IFM status message', () => {
  it.each(UI_LANGUAGES)('%s: every status has a label of its own language', (language) => {
    const labels = IFM_STATUSES.map((status) => ifmStatusName(status, language));
    for (const label of labels) expect(label.trim()).not.toBe('');
    expect(new Set(labels).size).toBe(IFM_STATUSES.length);
  });

  it.each(UI_LANGUAGES)('%s: subject, bodies and push name the request and its status; no placeholder left', (language) => {
    const message = renderIfmStatusMessage(language, input);
    const label = ifmStatusName(400, language);
    for (const part of [message.email.subject, message.email.text, message.push.title + message.push.body]) {
      expect(part).toContain('IFM-1001-007');
      expect(part).not.toMatch(/\{\w+\}/);
    }
    expect(message.email.subject).toContain(label);
    expect(message.push.body).toContain(label);
    expect(message.email.html).toContain(`lang="${language}"`);
    expect(ifmThreadSubject(language, 'IFM-1')).toContain('IFM-1');
  });

  it('escapes the note and names in HTML and keeps them raw in the text body', () => {
    const message = renderIfmStatusMessage('en', { ...input, name: '<Anna>' });
    expect(message.email.html).toContain('Fixed &lt;b&gt;the tap&lt;/b&gt; &amp; &quot;checked&quot;');
    expect(message.email.html).toContain('Hello &lt;Anna&gt;,');
    expect(message.email.html).not.toContain('<b>the tap</b>');
    expect(message.email.text).toContain('Fixed <b>the tap</b> & "checked"');
  });

  it('leaves the note row out when there is no note, and the name out when unknown', () => {
    const message = renderIfmStatusMessage('it', { ...input, name: ' ', note: '  ' });
    expect(message.email.text).not.toContain('Nota:');
    expect(message.email.text.split('\n')[2]).toBe('Ciao,');
  });

  it('shows the popup date in the canteen zone and the language format', () => {
    expect(renderIfmStatusMessage('it', input).email.text).toContain('05/03/25, 14:30');
    expect(renderIfmStatusMessage('en', input).email.text).toContain('05/03/2025, 14:30');
  });
});

describe('order rejected message', () => {
  it.each(UI_LANGUAGES)('%s: names the order and the categories', (language) => {
    const message = renderOrderRejectedMessage(language, { orderId: 'ORD-9', categoryNames: ['Pizza', 'Bibite'] });
    expect(message.title.trim()).not.toBe('');
    expect(message.body).toContain('ORD-9');
    expect(message.body).toContain('Pizza, Bibite');
    expect(message.body).not.toMatch(/\{\w+\}/);
  });
});

describe('format helpers', () => {
  it.each([
    [{ id: 'C_1001', endpoint_prefix: 'it' }, 'Europe/Rome'],
    ['C_4001', 'Europe/Rome'],
    ['C_1001', 'UTC'],
    ['C_501', 'Europe/Madrid'],
    ['C_6001', 'Europe/Madrid'],
    [{ id: 'C_3001', endpoint_prefix: 'cl' }, 'America/Santiago'],
    ['C_7001', 'UTC'],
  ])('%j is in %s', (canteen, zone) => {
    expect(canteenTimeZone(canteen)).toBe(zone);
  });

  it('formats in the zone asked', () => {
    expect(formatDateTime(new Date(Date.UTC(2025, 6, 1, 12, 0)), 'es', 'America/Santiago')).toBe('1/7/25, 8:00');
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
