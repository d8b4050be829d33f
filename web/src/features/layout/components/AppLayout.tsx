// The signed-in layout: skip link, sidebar (collapsible, an overlay on narrow windows), header, main area, modals.
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_COLLAPSE_BELOW_PX, matchRoute } from '@backoffice/shared';
import { cx } from '../../../components/ui/cx';
import { updateSessionState, useSessionState } from '../../../lib/session-state';
import { useUnreadChats } from '../../../lib/unread-chats';
import { FastCommandsLauncher } from '../../fast-commands';
import { Header } from './Header';
import { ModalHost } from './modals/ModalHost';
import { Sidebar } from './Sidebar';

const NARROW_QUERY = `(max-width: ${SIDEBAR_COLLAPSE_BELOW_PX - 1}px)`;

function useNarrowWindow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

export function AppLayout({
  children,
  onIntent,
}: {
  children: ReactNode;
  /** A sidebar link the user may open next (Sidebar onIntent): the shell fetches its screen ahead. */
  onIntent?: (routeId: string) => void;
}) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const collapsed = useSessionState((state) => state.sidebar);
  const activeCanteen = useSessionState((state) => state.active_canteen);
  const unreadChats = useUnreadChats(activeCanteen);
  const narrow = useNarrowWindow();
  const overlay = narrow && !collapsed;
  const setCollapsed = (value: boolean) => updateSessionState({ sidebar: value });

  useEffect(() => {
    if (!overlay) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') updateSessionState({ sidebar: true });
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [overlay]);

  return (
    <div className="flex min-h-screen bg-slate-100">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {t('app.skipToContent')}
      </a>
      {overlay && <div className="fixed inset-0 z-30 bg-slate-900/40" aria-hidden="true" onClick={() => setCollapsed(true)} />}
      <aside
        id="app-sidebar"
        hidden={collapsed}
        className={cx(
          'flex-col border-r border-slate-200 bg-white',
          collapsed ? 'hidden' : 'flex',
          overlay ? 'fixed inset-y-0 left-0 z-40 w-72 shadow-2xl' : 'sticky top-0 h-screen w-72 shrink-0',
        )}
      >
        <div className="flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 px-5">
          <span className="flex size-8 items-center justify-center rounded-lg bg-brand-700 text-white" aria-hidden="true">
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
              <path strokeLinecap="round" strokeLinejoin="round" d="M7 3v7a2 2 0 002 2v9M5 3v5m4-5v5m7-5c-1.7 0-3 2.2-3 5s1.3 4 3 4v9" />
            </svg>
          </span>
          <span className="text-sm font-semibold text-slate-900">{t('app.title')}</span>
        </div>
        <Sidebar unreadChats={unreadChats} onNavigate={narrow ? () => setCollapsed(true) : undefined} onIntent={onIntent} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <Header
          sidebarCollapsed={collapsed}
          onToggleSidebar={() => setCollapsed(!collapsed)}
          pageSlug={matchRoute(pathname)?.route.id ?? 'home'}
        />
        <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none sm:px-8 sm:py-8">
          {children}
        </main>
      </div>
      <ModalHost />
      <FastCommandsLauncher />
    </div>
  );
}
