// /tickets-status rows: worst grade first, last message as plain text (the API's htmlBody never reaches the DOM).
import { describe, expect, it } from 'vitest';
import { htmlToText, toStatusTicketRows } from './status-tickets';

describe('htmlToText', () => {
  it.each([
    ['Grazie.<br>Però l&#39;importo', "Grazie.\nPerò l'importo"],
    ['a &lt;b&gt; b &amp; c', 'a <b> b & c'],
    ['<img src=x onerror="alert(1)">hello<script>alert(2)</script>', 'hello'],
    ['', ''],
  ])('%j → %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('toStatusTicketRows', () => {
  it('sorts worst first and reads grade, tags, counts and the last message', () => {
    const rows = toStatusTicketRows([
      {
        id: 'TICKET_C_1001_1',
        createdAt: '2026-01-01T10:00:00.000Z',
        subject: 'Allergeni',
        tags: ['allergens', 'grade_5'],
        messages: [{ createdAt: '2026-01-01T10:00:00.000Z', htmlBody: 'ciao', state: 'read' }],
      },
      {
        id: 'TICKET_C_1001_2',
        createdAt: '2026-01-02T10:00:00.000Z',
        subject: 'Pagamento',
        tags: ['payment', 'grade_2'],
        messages: [
          { createdAt: '2026-01-02T12:00:00.000Z', htmlBody: 'due volte<br>ancora', state: 'unread' },
          { createdAt: '2026-01-02T10:00:00.000Z', htmlBody: 'prima', state: 'read' },
        ],
      },
      { id: 7, subject: undefined, tags: undefined, messages: undefined },
    ]);
    expect(rows.map((row) => [row.id, row.grade])).toEqual([
      ['TICKET_C_1001_2', 2],
      ['TICKET_C_1001_1', 5],
      ['7', 5],
    ]);
    expect(rows[0]).toMatchObject({
      subject: 'Pagamento',
      tags: ['payment', 'grade_2'],
      messageCount: 2,
      lastMessage: { text: 'due volte\nancora', createdAt: new Date('2026-01-02T12:00:00.000Z') },
    });
    expect(rows[2]).toMatchObject({
      subject: '',
      tags: [],
      messageCount: 0,
      lastMessage: null,
      createdAt: null,
    });
  });
});
