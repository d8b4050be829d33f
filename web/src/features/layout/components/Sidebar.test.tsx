// The sidebar tells the shell which screen the user may open next: the link under the pointer or the focus (issue 17:
// the shell fetches that screen's files ahead, so opening it waits only for its data).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { sidebarFor } from '@backoffice/shared';
import i18n, { i18nReady } from '../../../i18n';
import { SessionContext, type Session } from '../../session';
import { Sidebar } from './Sidebar';

// The DEFCON bar reads the help desk: not what this test is about.
vi.mock('./DefconBar', () => ({ DefconBar: () => null }));

const session = { uid: 'demo-cuoco', role: 'cuoco', environment: 'europe' } as unknown as Session;
const entries = sidebarFor('cuoco', { environment: 'europe', customerCareActive: false }).flatMap((section) => section.entries);

function renderSidebar(onIntent: (routeId: string) => void) {
  render(
    <SessionContext value={session}>
      <MemoryRouter initialEntries={['/']}>
        <Sidebar unreadChats={0} onIntent={onIntent} />
      </MemoryRouter>
    </SessionContext>,
  );
  return screen.getAllByRole('link').filter((link) => link.hasAttribute('data-route-id'));
}

describe('Sidebar', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['shell']);
  });

  it('names the route of the link the pointer reaches, and of the link the keyboard focuses', async () => {
    const onIntent = vi.fn<(routeId: string) => void>();
    const links = renderSidebar(onIntent);
    expect(links.length).toBe(entries.length);
    const user = userEvent.setup();

    await user.hover(links[2]!);
    expect(onIntent).toHaveBeenLastCalledWith(entries.find((entry) => links[2]!.getAttribute('href') === entry.path)?.routeId);

    onIntent.mockClear();
    await user.tab();
    expect(document.activeElement).toBe(links[0]);
    expect(onIntent).toHaveBeenCalledWith(links[0]!.getAttribute('data-route-id'));
    expect(entries.map((entry) => entry.routeId)).toContain(links[0]!.getAttribute('data-route-id'));
  });
});
