// The reply box as a back-office user meets it: Ctrl+Enter or the button sends, busy while sending, errors shown.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import i18n, { i18nReady } from '../../../../i18n';
import { ReplyBox } from './ReplyBox';

const sendReply = vi.hoisted(() => vi.fn<(chatId: string, text: string) => Promise<void>>());
vi.mock('../../api/reply', () => ({ sendReply }));
vi.mock('../../../../lib/ui-actions', () => ({ showToast: vi.fn() }));

async function renderBox() {
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('tickets');
  render(
    <Suspense fallback={null}>
      <ReplyBox chatId="TICKET_C_1001_2" />
    </Suspense>,
  );
  return screen.findByLabelText('Your reply');
}

describe('ReplyBox', () => {
  beforeAll(async () => {
    await i18nReady;
  });
  beforeEach(() => {
    sendReply.mockReset();
  });

  it('sends with Ctrl+Enter, keeps Enter for new lines, and clears the box on success', async () => {
    sendReply.mockResolvedValue();
    const box = await renderBox();
    const user = userEvent.setup();
    await user.type(box, 'Line one{Enter}line two');
    expect(sendReply).not.toHaveBeenCalled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sendReply).toHaveBeenCalledWith('TICKET_C_1001_2', 'Line one\nline two'));
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('is disabled while sending and shows an error when the write fails, keeping the text', async () => {
    let fail: (error: Error) => void = () => undefined;
    sendReply.mockReturnValue(new Promise<void>((_resolve, reject) => (fail = reject)));
    const box = await renderBox();
    const user = userEvent.setup();
    await user.type(box, 'Checking with the payment provider.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(box).toBeDisabled();
    fail(new Error('permission-denied'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The reply could not be sent. Try again.');
    expect(box).toHaveValue('Checking with the payment provider.');
    expect(sendReply).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for an empty reply', async () => {
    await renderBox();
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeDisabled();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your reply'), '   {Control>}{Enter}{/Control}');
    expect(await screen.findByText('Write a reply first.')).toBeInTheDocument();
    expect(sendReply).not.toHaveBeenCalled();
  });
});
