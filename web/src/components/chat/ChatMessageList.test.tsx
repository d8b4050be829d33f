// The chat list as a reader meets it: a live log, customer left, back office right, status notes, safe text.
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import i18n, { i18nReady } from '../../i18n';
import type { ChatMessage } from '../../lib/chat-threads';
import { ChatMessageList } from './ChatMessageList';

const messages: ChatMessage[] = [
  {
    date: new Date('2026-03-02T09:15:00Z'),
    from: 'U',
    message: 'Buongiorno,\nil pesto contiene <b>noci</b>?',
  },
  { date: new Date('2026-03-02T09:40:00Z'), from: 'BO', message: 'Sì, contiene pinoli.' },
  {
    date: new Date('2026-03-02T10:00:00Z'),
    from: 'BO',
    message: 'Stato: 200 - Presa in carico',
    type: 'statuschange',
  },
];

async function renderIn(language: string, list: ChatMessage[], emptyText?: string) {
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces('tickets');
  return render(
    <Suspense fallback={null}>
      <ChatMessageList messages={list} language={language} emptyText={emptyText} />
    </Suspense>,
  );
}

describe('ChatMessageList', () => {
  beforeAll(async () => {
    await i18nReady;
  });

  it('is a polite live log labelled in the UI language', async () => {
    await renderIn('it', messages);
    const log = await screen.findByRole('log', { name: 'Messaggi' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);
  });

  it('puts the customer left, the back office right and status changes in the middle as notes', async () => {
    await renderIn('en', messages);
    const items = within(await screen.findByRole('log')).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.from)).toEqual(['customer', 'backOffice', 'status']);
    expect(items[0]).toHaveClass('justify-start');
    expect(items[1]).toHaveClass('justify-end');
    expect(items[2]).toHaveClass('justify-center');
    expect(within(items[0]!).getByText(/^Customer/)).toBeInTheDocument();
    expect(within(items[1]!).getByText(/^Back office/)).toBeInTheDocument();
    expect(within(items[2]!).getByText(/^Status change/)).toBeInTheDocument();
  });

  it('shows each date and time in the UI language with a machine-readable time', async () => {
    await renderIn('it', messages);
    const first = within(await screen.findByRole('log')).getAllByRole('listitem')[0]!;
    const time = first.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-03-02T09:15:00.000Z');
    const expected = new Intl.DateTimeFormat('it', { dateStyle: 'short', timeStyle: 'short' }).format(
      messages[0]!.date!,
    );
    expect(time).toHaveTextContent(expected);
  });

  it('keeps line breaks and shows markup as text, never as HTML', async () => {
    const { container } = await renderIn('en', messages);
    const text = await screen.findByText(/il pesto contiene/);
    expect(text.textContent).toBe('Buongiorno,\nil pesto contiene <b>noci</b>?');
    expect(text).toHaveClass('whitespace-pre-wrap');
    expect(container.querySelector('b')).toBeNull();
  });

  it('says when there are no messages, with the default or a given text', async () => {
    await renderIn('en', []);
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('uses the caller’s empty text when given', async () => {
    await renderIn('en', [], 'Nothing here');
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });
});
