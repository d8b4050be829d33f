import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@backoffice/shared';
import { orderStatusName, renderOrderStatusMessage } from './order-status';

describe('the customer message of an order status change', () => {
  it('names the status in the customer language, pending-payment values as -1', () => {
    expect(orderStatusName('it', 3)).toBe('In lavorazione');
    expect(orderStatusName('en', -4)).toBe('Pending payment');
  });

  it('fills title and body in every language and keeps the note on its own line', () => {
    for (const language of UI_LANGUAGES) {
      const message = renderOrderStatusMessage(language, { orderId: '1001-0007', status: 2, note: 'Al banco 3' });
      expect(message.title, language).toContain('1001-0007');
      expect(message.body, language).not.toContain('{{');
      expect(message.body.endsWith('\nAl banco 3'), language).toBe(true);
    }
  });
});
