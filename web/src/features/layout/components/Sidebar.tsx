// The sidebar of spec §2: a <nav> of real links generated from the shared route table for the user's role.
import { useMemo, type ReactNode, type SyntheticEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sidebarFor, type SidebarEntry, type SidebarSection } from '@backoffice/shared';
import { Badge } from '../../../components/ui/Badge';
import { cx } from '../../../components/ui/cx';
import { customerCareActiveOf, useSessionState } from '../../../lib/session-state';
import { useSession } from '../../session';
import { DefconBar } from './DefconBar';

interface SidebarProps {
  unreadChats: number;
  /** Called after a link is followed (closes the menu on narrow windows). */
  onNavigate?: () => void;
  /** Called with a link's route id when the pointer or the focus reaches it: the user may open it next. */
  onIntent?: (routeId: string) => void;
}

/** The route id of the sidebar link an event happened on, if any. */
function routeIdOf(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[data-route-id]') : null;
  return link?.getAttribute('data-route-id') ?? null;
}

function EntryLink({ entry, unreadChats, onNavigate }: { entry: SidebarEntry; unreadChats: number; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const badge = entry.badge === 'unreadChat' && unreadChats > 0 ? unreadChats : null;
  return (
    <li>
      <NavLink
        to={entry.path}
        data-route-id={entry.routeId}
        end
        onClick={onNavigate}
        className={({ isActive }) =>
          cx(
            'flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
            isActive ? 'bg-brand-50 text-brand-800 shadow-[inset_3px_0_0] shadow-brand-600' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
          )
        }
      >
        <span>{t(entry.labelKey)}</span>
        {badge !== null && (
          <Badge tone="danger" label={t('nav.unread', { total: badge })}>
            {badge}
          </Badge>
        )}
      </NavLink>
    </li>
  );
}

function Section({ section, nested, unreadChats, onNavigate }: { section: SidebarSection; nested: SidebarSection[]; unreadChats: number; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const headingId = `nav-group-${section.group}`;
  // A nested group (IFM inside Others) sits where its order falls among the parent's entries.
  const items: Array<{ order: number; node: ReactNode }> = [
    ...section.entries.map((entry) => ({
      order: entry.order,
      node: <EntryLink key={entry.routeId} entry={entry} unreadChats={unreadChats} onNavigate={onNavigate} />,
    })),
    ...nested.map((child) => ({
      order: child.order,
      node: (
        <li key={child.group} className="my-1">
          <Section section={child} nested={[]} unreadChats={unreadChats} onNavigate={onNavigate} />
        </li>
      ),
    })),
  ].sort((a, b) => a.order - b.order);
  return (
    <div role="group" aria-labelledby={headingId} className={cx(section.parent && 'rounded-lg bg-slate-50 py-1 pl-2')}>
      <h2
        id={headingId}
        className={cx('px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-slate-600', section.group === 'main' ? 'sr-only' : 'pt-3')}
      >
        {t(section.labelKey)}
      </h2>
      <ul className="flex flex-col gap-0.5">{items.map((item) => item.node)}</ul>
    </div>
  );
}

export function Sidebar({ unreadChats, onNavigate, onIntent }: SidebarProps) {
  const { t } = useTranslation('shell');
  const { role, environment } = useSession();
  const canteenData = useSessionState((state) => state.active_canteen_data);
  const customerCareActive = customerCareActiveOf(canteenData);
  const sections = useMemo(() => sidebarFor(role, { environment, customerCareActive }), [role, environment, customerCareActive]);
  const shownGroups = new Set(sections.map((section) => section.group));
  const topLevel = sections.filter((section) => section.parent === null || !shownGroups.has(section.parent));
  // The link under the pointer or the focus (one listener for the whole list).
  const intent = (event: SyntheticEvent) => {
    const routeId = routeIdOf(event.target);
    if (routeId) onIntent?.(routeId);
  };

  return (
    <nav aria-label={t('nav.label')} className="flex h-full flex-col" onPointerOver={intent} onFocus={intent}>
      <div className="flex-1 space-y-1 overflow-y-auto px-3 py-4">
        {topLevel.map((section) => (
          <Section
            key={section.group}
            section={section}
            nested={sections.filter((child) => child.parent === section.group)}
            unreadChats={unreadChats}
            onNavigate={onNavigate}
          />
        ))}
      </div>
      <DefconBar />
    </nav>
  );
}
