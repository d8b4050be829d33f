// The header of spec §2: canteen logo and name, news (badge for 2 weeks), help desk, greeting, account, logout, OFFLINE.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { helpTags, canOpenScreen, type CanteenLike } from '@backoffice/shared';
import { Badge } from '../../../components/ui/Badge';
import { cx } from '../../../components/ui/cx';
import { customerCareActiveOf, useSessionState } from '../../../lib/session-state';
import { openGuide } from '../../../lib/ui-actions';
import { logOut } from '../../auth';
import { CanteenLogo } from '../../../components/ui/CanteenLogo';
import { useSession } from '../../session';
import { useNewsBadge } from '../api/helpdesk';
import { HelpDeskIcon, HelpIcon, LogoutIcon, MenuIcon, NewsIcon, UserIcon } from './icons';

const iconButton = 'relative inline-flex items-center gap-2 rounded-lg p-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900';

function CanteenIdentity() {
  const { t } = useTranslation('shell');
  const data = useSessionState((state) => state.active_canteen_data);
  const id = useSessionState((state) => state.active_canteen);
  if (!id || data?.id !== id) {
    return (
      <Link to="/home" className="text-sm font-medium text-slate-700 underline-offset-2 hover:underline">
        {t('header.noCanteen')}
      </Link>
    );
  }
  const name = typeof data.name === 'string' ? data.name : id;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <CanteenLogo src={data.bo_logo as string | undefined} name={name} alt={t('header.canteenLogo', { name })} className="h-10 w-24 shrink-0 rounded-md" />
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-slate-900" title={name}>
          {name}
        </p>
        <p className="flex items-center gap-2 text-xs text-slate-600">
          <span className="font-mono">{id}</span>
          <span aria-hidden="true">·</span>
          <Link to="/home" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {t('header.changeCanteen')}
          </Link>
        </p>
      </div>
    </div>
  );
}

export interface HeaderProps {
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  /** The help guide's slug for the current page. */
  pageSlug: string;
}

export function Header({ sidebarCollapsed, onToggleSidebar, pageSlug }: HeaderProps) {
  const { t, i18n } = useTranslation('shell');
  const { role, environment, profile } = useSession();
  const online = useSessionState((state) => state.online);
  const canteenData = useSessionState((state) => state.active_canteen_data);
  const canteen = canteenData?.id ? (canteenData as unknown as CanteenLike) : null;
  const showNewsBadge = useNewsBadge(i18n.resolvedLanguage ?? i18n.language, helpTags(environment, canteen, role));
  const helpDeskAllowed = canOpenScreen('CustomerCare', role, {
    environment,
    customerCareActive: customerCareActiveOf(canteenData),
  });
  const name = [profile.name, profile.surname].filter(Boolean).join(' ') || profile.email || '';

  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-5">
      <span className="absolute inset-x-0 top-0 h-1 bg-canteen" aria-hidden="true" />
      <button
        type="button"
        className={iconButton}
        onClick={onToggleSidebar}
        aria-expanded={!sidebarCollapsed}
        aria-controls="app-sidebar"
        aria-label={sidebarCollapsed ? t('nav.open') : t('nav.close')}
      >
        <MenuIcon />
      </button>
      <CanteenIdentity />
      <div className="flex-1" />
      {!online && (
        <span role="status" className="rounded-md bg-red-700 px-2.5 py-1 text-xs font-bold tracking-wider text-white" title={t('status.offlineHint')}>
          {t('status.offline')}
        </span>
      )}
      <button type="button" className={iconButton} onClick={() => openGuide(pageSlug)} aria-label={t('header.help')} title={t('header.help')}>
        <HelpIcon />
      </button>
      <Link to="/news" className={iconButton} title={t('header.news')}>
        <NewsIcon />
        <span className="sr-only">{t('header.news')}</span>
        {showNewsBadge && (
          <Badge tone="danger" className="absolute -right-0.5 -top-0.5" label={t('header.newsBadge')}>
            1
          </Badge>
        )}
      </Link>
      {helpDeskAllowed && (
        <Link to="/customer-care" className={iconButton} title={t('header.helpDesk')}>
          <HelpDeskIcon />
          <span className="sr-only">{t('header.helpDesk')}</span>
        </Link>
      )}
      <span className="mx-1 hidden h-8 w-px bg-slate-200 md:block" aria-hidden="true" />
      <p className="hidden text-sm text-slate-700 lg:block">{t('header.greeting', { name })}</p>
      <Link to="/account" className={cx(iconButton)} title={t('header.account')}>
        <UserIcon />
        <span className="sr-only">{t('header.account')}</span>
      </Link>
      <button type="button" className={iconButton} onClick={() => void logOut()} title={t('header.logout')}>
        <LogoutIcon />
        <span className="hidden text-sm font-medium md:inline">{t('header.logout')}</span>
        <span className="sr-only md:hidden">{t('header.logout')}</span>
      </button>
    </header>
  );
}
