// The customer-care inputs: what the callable accepts, the state machine of replies and support moves, the list URL.
import { describe, expect, it } from 'vitest';
import {
  customerCareListQuery,
  customerCareRequestSchema,
  customerCareSearchKeywords,
  parseCustomerCareListParams,
  stateAfterReply,
  supportStateOptions,
} from './forms';

const create = {
  action: 'create',
  canteenId: 'C_1001',
  messageId: 'msg-12345678',
  subject: 'La stampante non stampa',
  category: 'devices',
  htmlBody: '<p>Da stamattina la stampante della cucina non stampa le comande.</p>',
  attachments: [],
};

describe('customerCareRequestSchema', () => {
  it.each([
    ['a valid new ticket', create, true],
    ['a blank body', { ...create, htmlBody: '<p><br></p>' }, false],
    ['an empty subject', { ...create, subject: '  ' }, false],
    ['an unknown category', { ...create, category: 'weather' }, false],
    ['a message id too short', { ...create, messageId: 'abc' }, false],
    ['a canteen id without C_', { ...create, canteenId: '1001' }, false],
    [
      'an attachment of the folder',
      {
        ...create,
        attachments: [
          {
            path: 'canteens/C_1001/customer-care/a.pdf',
            name: 'a.pdf',
            size: 10,
            contentType: 'application/pdf',
          },
        ],
      },
      true,
    ],
    [
      'an attachment outside the folder',
      {
        ...create,
        attachments: [
          { path: 'canteens/C_1001/uploads/a.png', name: 'a.png', size: 10, contentType: 'image/png' },
        ],
      },
      false,
    ],
    [
      'six attachments',
      {
        ...create,
        attachments: Array.from({ length: 6 }, (_, i) => ({
          path: `canteens/C_1001/customer-care/${i}.pdf`,
          name: `${i}.pdf`,
          size: 1,
          contentType: 'application/pdf',
        })),
      },
      false,
    ],
    [
      'a reply',
      {
        action: 'reply',
        ticketId: 'CC_x',
        messageId: 'msg-12345678',
        htmlBody: '<p>Ok</p>',
        attachments: [],
      },
      true,
    ],
    ['an update with a state', { action: 'update', ticketId: 'CC_x', state: 'waiting' }, true],
    ['an update with a grade', { action: 'update', ticketId: 'CC_x', grade: 2 }, true],
    ['an update with nothing', { action: 'update', ticketId: 'CC_x' }, false],
    ['a grade out of 0–5', { action: 'update', ticketId: 'CC_x', grade: 6 }, false],
    ['an unknown state', { action: 'update', ticketId: 'CC_x', state: 'pending' }, false],
    ['mark read', { action: 'markRead', ticketId: 'CC_x' }, true],
    ['a ticket id with a slash', { action: 'markRead', ticketId: 'a/b' }, false],
    ['an unknown action', { action: 'delete', ticketId: 'CC_x' }, false],
  ])('%s → %s', (_name, input, valid) => {
    expect(customerCareRequestSchema.safeParse(input).success).toBe(valid);
  });

  it('names the field under which a blank body fails', () => {
    const result = customerCareRequestSchema.safeParse({ ...create, htmlBody: '<p>&nbsp;</p>' });
    expect(result.success ? null : result.error.issues[0]?.message).toBe('validation.required');
  });
});

describe('ticket states', () => {
  it.each([
    ['open', 'requester', 'open'],
    ['waiting', 'requester', 'open'],
    ['solved', 'requester', 'open'],
    ['closed', 'requester', 'closed'],
    ['open', 'support', 'waiting'],
    ['waiting', 'support', 'waiting'],
    ['solved', 'support', 'solved'],
  ] as const)('%s after a reply by %s → %s', (from, by, to) => {
    expect(stateAfterReply(from, by)).toBe(to);
  });

  it('support may move an open ticket anywhere else, a closed one nowhere', () => {
    expect(supportStateOptions('open')).toEqual(['waiting', 'solved', 'closed']);
    expect(supportStateOptions('solved')).toEqual(['open', 'waiting', 'closed']);
    expect(supportStateOptions('closed')).toEqual([]);
  });
});

describe('list params and search', () => {
  it.each([
    ['', { search: '', state: 'active', category: 'all' }],
    [
      'state=waiting&category=payments&q=%20cassa%20',
      { search: 'cassa', state: 'waiting', category: 'payments' },
    ],
    ['state=bogus&category=weather', { search: '', state: 'active', category: 'all' }],
    ['state=all', { search: '', state: 'all', category: 'all' }],
  ])('%s reads as %j and writes back', (query, params) => {
    const parsed = parseCustomerCareListParams(new URLSearchParams(query));
    expect(parsed).toEqual(params);
    expect(parseCustomerCareListParams(customerCareListQuery(parsed))).toEqual(parsed);
  });

  it('finds a subject by its start or from any word, in lower case', () => {
    const keywords = customerCareSearchKeywords('Pagamento non andato a buon fine');
    for (const search of ['p', 'pagam', 'pagamento non', 'non an', 'buon fine', 'fine'])
      expect(keywords).toContain(search);
    expect(keywords).not.toContain('ento');
  });
});
