// The status popup as an operator meets it (spec §4, §5): offered options, default, date check, Save, refusal.
import { Suspense } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { BackOfficeRole } from '@backoffice/shared';
import i18n, { i18nReady } from '../../../i18n';
import { updateSessionState } from '../../../lib/session-state';
import { SessionContext, type Session } from '../../session';
import { StatusChangeDialog, type StatusChangeTarget } from './StatusChangeDialog';

const save = vi.hoisted(() => vi.fn<(request: unknown) => Promise<void>>());
vi.mock('../api/status-change', () => ({ saveIfmStatusChange: save }));

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderDialog(
  request: StatusChangeTarget | null,
  role: BackOfficeRole = 'operatore_ifm',
  onClose = vi.fn(),
) {
  const session = { uid: `demo-${role}`, role } as unknown as Session;
  render(
    <SessionContext value={session}>
      <MemoryRouter initialEntries={['/richieste-ifm/IFM_1']}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
          <StatusChangeDialog request={request} onClose={onClose} />
        </Suspense>
      </MemoryRouter>
    </SessionContext>,
  );
  return onClose;
}

const request = (status: number): StatusChangeTarget => ({ id: 'IFM_1', status, humanId: 'IFM-1-001' });
const options = () =>
  within(screen.getByRole('combobox', { name: /New status/ }))
    .getAllByRole('option')
    .filter((option) => option.getAttribute('value') !== '')
    .map((option) => option.textContent);
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('StatusChangeDialog', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['ifmRequest', 'catalogue']);
  });
  beforeEach(() => {
    save.mockReset();
  });

  it('opens on a new request with the offered options, 200 preselected and now as the date', async () => {
    renderDialog(request(100));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(options()).toEqual(['On hold', 'Taken in charge', 'In progress', 'Completed', 'Canceled']);
    expect(screen.getByRole('combobox', { name: /New status/ })).toHaveValue('200');
    expect((screen.getByLabelText(/Date and time/) as HTMLInputElement).value).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    expect(saveButton()).toBeEnabled();
  });

  it('keeps Save disabled while the choice is the current status (400 suggests 400)', async () => {
    renderDialog(request(400));
    await screen.findByRole('dialog');
    expect(options()).toEqual(['In progress', 'Completed']);
    expect(saveButton()).toBeDisabled();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: /New status/ }), '300');
    expect(saveButton()).toBeEnabled();
  });

  it('preselects nothing for 500', async () => {
    renderDialog(request(500));
    await screen.findByRole('dialog');
    expect(screen.getByRole('combobox', { name: /New status/ })).toHaveValue('');
    expect(saveButton()).toBeDisabled();
  });

  it('never opens for 800, nor without a request', () => {
    renderDialog(request(800));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a date that is not DD/MM/YYYY HH:mm and writes nothing', async () => {
    renderDialog(request(100));
    const user = userEvent.setup();
    const date = await screen.findByLabelText(/Date and time/);
    await user.clear(date);
    await user.type(date, '31/02/2026 10:00');
    await user.click(saveButton());
    expect(await screen.findByText('Enter date and time as DD/MM/YYYY HH:mm')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it.each([
    ['operatore_ifm', '/richieste-ifm'],
    ['site_manager', '/richieste-ifm-admin'],
  ] as const)('saves as %s with the chosen date and note, then goes to %s', async (role, path) => {
    save.mockResolvedValue();
    const onClose = renderDialog(request(100), role);
    const user = userEvent.setup();
    const date = await screen.findByLabelText(/Date and time/);
    await user.clear(date);
    await user.type(date, '05/03/2026 14:30');
    await user.type(screen.getByLabelText(/Note/), '  on my way ');
    await user.click(saveButton());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({
      orderId: 'IFM_1',
      current: 100,
      status: 200,
      dateSet: new Date(2026, 2, 5, 14, 30),
      uid: `demo-${role}`,
      note: '  on my way ',
    });
    await vi.waitFor(() => expect(screen.getByTestId('path').textContent).toBe(path));
  });

  it('shows a refused write in the dialog and stays', async () => {
    save.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClose = renderDialog(request(300));
    const user = userEvent.setup();
    await screen.findByRole('dialog');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/The change was refused/);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('path').textContent).toBe('/richieste-ifm/IFM_1');
    quiet.mockRestore();
  });

  it('offline, says so and writes nothing', async () => {
    updateSessionState({ online: false });
    try {
      renderDialog(request(100));
      await screen.findByRole('dialog');
      await userEvent.setup().click(saveButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(/No connection/);
      expect(save).not.toHaveBeenCalled();
    } finally {
      updateSessionState({ online: true });
    }
  });
});
