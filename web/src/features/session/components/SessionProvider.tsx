// Turns the Auth user into a back-office session: user document, role (web_user is signed out), locale, online state.
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User as AuthUser } from 'firebase/auth';
import {
  environmentFromApiUrl,
  isBackOfficeRole,
  normalizeCanteenId,
  normalizeLanguage,
  resolveRole,
  roleBodyClasses,
} from '@backoffice/shared';
import { env } from '../../../config/env';
import { currentLanguage, switchLanguage } from '../../../i18n';
import { markMoment } from '../../../lib/perf';
import { updateSessionState } from '../../../lib/session-state';
import { FullPageLoading } from '../../../components/ui/FullPageLoading';
import { Button } from '../../../components/ui/Button';
import { logOut } from '../../auth';
import { useClaimsRefresh, useUserDocument } from '../api/user';
import { SessionContext, type Session } from '../context';

const environment = environmentFromApiUrl(env.VITE_API_BASE_URL);

/** Spec §4: online/offline follows the browser's events. */
function useOnlineStatus(): void {
  useEffect(() => {
    const update = () => updateSessionState({ online: navigator.onLine });
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
}

/** Spec §4: the user's active language is applied and the locale synced to it when they differ. */
function useLocaleSync(activeLanguage: string | undefined): void {
  useEffect(() => {
    if (!activeLanguage) {
      updateSessionState({ locale: currentLanguage() });
      return;
    }
    const wanted = normalizeLanguage(activeLanguage);
    updateSessionState({ locale: wanted });
    void switchLanguage(wanted).catch((error: unknown) => console.error('Language not applied', error));
  }, [activeLanguage]);
}

/** Spec §6: the role sets body styling classes. */
function useRoleBodyClasses(role: string | null): void {
  useEffect(() => {
    const classes = roleBodyClasses(role);
    document.body.classList.add(...classes);
    return () => document.body.classList.remove(...classes);
  }, [role]);
}

export function SessionProvider({ user, children }: { user: AuthUser; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { data, error } = useUserDocument(user.uid);
  const role = data === undefined ? null : resolveRole(data);
  const allowed = isBackOfficeRole(role);
  useClaimsRefresh(user);
  useOnlineStatus();
  useLocaleSync(allowed ? data?.active_language : undefined);
  useRoleBodyClasses(allowed ? role : null);

  useEffect(() => {
    // Spec §4: no roles object → web_user → signed out.
    if (data !== undefined && !allowed) void logOut('noAccess');
  }, [data, allowed]);

  useEffect(() => {
    if (!data || !isBackOfficeRole(role)) return;
    markMoment('session');
    updateSessionState((state) => ({
      authenticated: true,
      role,
      user: {
        bo_visited_canteens: data.bo_visited_canteens ?? state.user?.bo_visited_canteens ?? [],
        bo_fast_commands: data.bo_fast_commands ?? {},
      },
    }));
  }, [data, role]);

  const session = useMemo<Session | null>(
    () =>
      data && isBackOfficeRole(role)
        ? {
            authUser: user,
            uid: user.uid,
            profile: data.profile ?? {},
            role,
            boCanteens: (data.bo_canteens ?? []).map((id) => normalizeCanteenId(id)).filter(Boolean),
            environment,
            userDocument: data,
          }
        : null,
    [data, role, user],
  );

  if (error) {
    return (
      <div role="alert" className="mx-auto my-24 flex max-w-md flex-col items-center gap-4 text-center">
        <h1 className="text-xl font-semibold text-slate-900">{t('session.loadErrorTitle')}</h1>
        <p className="text-sm text-slate-600">{t('session.loadError')}</p>
        <Button onClick={() => void logOut()}>{t('header.logout')}</Button>
      </div>
    );
  }
  if (!session) return <FullPageLoading />;
  return <SessionContext value={session}>{children}</SessionContext>;
}
