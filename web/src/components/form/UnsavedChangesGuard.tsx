// Asks before leaving a form with unsaved changes: in-app navigation (router) and tab close or reload (beforeunload).
import { useContext, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_NavigationContext as NavigationContext,
  useBlocker,
  type Navigator,
} from 'react-router-dom';
import { ConfirmDialog } from '../ui/ConfirmDialog';

export interface UnsavedChangesGuardProps {
  /** True while there are unsaved changes. */
  when: boolean;
  /** While true, navigation passes without asking (the form itself navigates after a successful save). */
  bypass?: RefObject<boolean>;
}

function LeaveDialog({ open, onLeave, onStay }: { open: boolean; onLeave: () => void; onStay: () => void }) {
  const { t } = useTranslation('kit');
  return (
    <ConfirmDialog
      open={open}
      title={t('form.unsaved.title')}
      message={t('form.unsaved.message')}
      confirmLabel={t('form.unsaved.leave')}
      destructive
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}

/** The browser's own "leave site?" question on tab close and reload; browsers show their text, not ours. */
function useBeforeUnload(active: () => boolean) {
  useEffect(() => {
    const listener = (event: BeforeUnloadEvent) => {
      if (!active()) return;
      event.preventDefault();
      // Older Chromium and Safari still need returnValue set to show the question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', listener);
    return () => window.removeEventListener('beforeunload', listener);
  }, [active]);
}

/** Under a data router (createBrowserRouter): useBlocker also catches the back and forward buttons. */
function DataRouterGuard({ shouldBlock }: { shouldBlock: () => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      shouldBlock() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  return (
    <LeaveDialog
      open={blocker.state === 'blocked'}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
}

/**
 * Under <BrowserRouter>/<MemoryRouter> useBlocker throws, and the history object has no block() since React Router 6.
 * Every in-app navigation (Link, NavLink, useNavigate) goes through the navigator's push/replace, so while the form
 * is dirty they are wrapped to ask first. The browser's back button is not caught here; it is under a data router.
 */
function NavigatorGuard({ shouldBlock }: { shouldBlock: () => boolean }) {
  const { navigator } = useContext(NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);
  useEffect(() => {
    const target = navigator as Navigator & Record<'push' | 'replace', (...args: unknown[]) => void>;
    const { push, replace } = target;
    const wrap =
      (original: (...args: unknown[]) => void) =>
      (...args: unknown[]) => {
        if (!shouldBlock()) {
          original.apply(target, args);
          return;
        }
        setPending(() => () => original.apply(target, args));
      };
    // Patching the router's navigator is the point here (there is no block() to call); it is restored on unmount.
    // eslint-disable-next-line react-hooks/immutability
    target.push = wrap(push);
    target.replace = wrap(replace);
    return () => {
      target.push = push;
      target.replace = replace;
    };
  }, [navigator, shouldBlock]);
  return (
    <LeaveDialog
      open={pending !== null}
      onLeave={() => {
        const go = pending;
        setPending(null);
        go?.();
      }}
      onStay={() => setPending(null)}
    />
  );
}

/**
 * Renders nothing until the user tries to leave with unsaved changes, then asks "Leave without saving?".
 * Works under both kinds of router; the shell's BrowserRouter gets the navigator variant (see DECISIONS.md).
 */
export function UnsavedChangesGuard({ when, bypass }: UnsavedChangesGuardProps) {
  const dataRouter = useContext(DataRouterContext);
  const whenRef = useRef(when);
  useEffect(() => {
    whenRef.current = when;
  }, [when]);
  // One stable function reading refs: the router and the unload listener always see the latest state.
  const [shouldBlock] = useState(() => () => whenRef.current && !bypass?.current);
  useBeforeUnload(shouldBlock);
  return dataRouter ? <DataRouterGuard shouldBlock={shouldBlock} /> : <NavigatorGuard shouldBlock={shouldBlock} />;
}
