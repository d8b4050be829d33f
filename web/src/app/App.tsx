// The app root: the sign-in screen until Firebase Auth knows the user, then the lazily loaded shell.
import { Suspense, lazy, useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { DEFAULT_TOAST_TYPE, TOAST_DURATIONS_MS, TOAST_FONT_SIZE } from '@backoffice/shared';
import i18n from '../i18n';
import { startAppCheck } from '../lib/app-check';
import { withChunkTimeout } from '../lib/chunk-load';
import { markMoment, startTiming } from '../lib/perf';
import { clearSignOutNotice, signOutNotice, useAuthUser } from '../features/auth/api/session';
import { SignInPage } from '../features/auth/components/SignInPage';
import { ErrorBoundary } from './ErrorBoundary';
import { FullPageLoading } from '../components/ui/FullPageLoading';

// The shell chunk gives up after the §9 chunk-load timeout; the root error boundary then offers a reload. App Check
// (its own chunk) is initialised before the shell renders, so the shell's first reads already carry a token.
const loadShell = withChunkTimeout(() =>
  Promise.all([import('./Shell'), startAppCheck(() => import('../lib/app-check-client'))]).then(([shell]) => shell),
);
const Shell = lazy(loadShell);

/** Starts what the signed-in shell needs (its code and texts) in parallel with the credentials check. */
function prefetchShell(): void {
  void loadShell();
  void i18n.loadNamespaces('shell');
}

const duration = (ms: number | null) => ms ?? Infinity;

/**
 * Spec §9 toasts: top centre, 18px, 4 s for blank/error/custom, 2 s for success, loading until dismissed; at most
 * 20 at once, which is react-hot-toast's own toastLimit (shared TOAST_LIMIT).
 */
function Toasts() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: duration(TOAST_DURATIONS_MS[DEFAULT_TOAST_TYPE]),
        style: { fontSize: TOAST_FONT_SIZE, maxWidth: 560 },
        blank: { duration: duration(TOAST_DURATIONS_MS.blank) },
        error: { duration: duration(TOAST_DURATIONS_MS.error) },
        success: { duration: duration(TOAST_DURATIONS_MS.success) },
        loading: { duration: duration(TOAST_DURATIONS_MS.loading) },
        custom: { duration: duration(TOAST_DURATIONS_MS.custom) },
      }}
    />
  );
}

export function App() {
  const session = useAuthUser();
  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    markMoment('signed-in');
    prefetchShell();
  }, [signedIn]);
  return (
    <ErrorBoundary>
      <Toasts />
      {session.status === 'loading' && <FullPageLoading />}
      {session.status === 'signed-out' && (
        <SignInPage
          notice={signOutNotice()}
          onSubmitted={() => {
            startTiming('sign-in');
            clearSignOutNotice();
            prefetchShell();
          }}
        />
      )}
      {session.status === 'signed-in' && (
        <Suspense fallback={<FullPageLoading />}>
          <Shell user={session.user} />
        </Suspense>
      )}
    </ErrorBoundary>
  );
}
