// Uncaught UI errors go to the error-reporting service with the active canteen id (spec §7), never from localhost.
import { ERROR_REPORTER_LIMITS } from '@backoffice/shared';
import { env } from '../config/env';
import { getSessionState } from './session-state';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
let lastNotice = { text: '', at: 0 };

/** True when errors may be reported from this host (spec §7: not on localhost). */
export function reportingEnabled(hostname: string, url: string | undefined): boolean {
  return url !== undefined && !LOCAL_HOSTS.has(hostname) && !hostname.endsWith('.localhost');
}

/** Reports one error; the same message within a second is sent once (spec §9 duplicate suppression). */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  const url = env.VITE_ERROR_REPORT_URL;
  if (!reportingEnabled(window.location.hostname, url) || url === undefined) return;
  const text = (error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error)).slice(
    0,
    ERROR_REPORTER_LIMITS.maxNoticeLength,
  );
  const now = Date.now();
  if (text === lastNotice.text && now - lastNotice.at < ERROR_REPORTER_LIMITS.duplicateSuppressionMs) return;
  lastNotice = { text, at: now };
  const body = JSON.stringify({
    error: text,
    canteen_id: getSessionState().active_canteen,
    page: window.location.pathname,
    ...context,
  });
  void fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
    signal: AbortSignal.timeout(ERROR_REPORTER_LIMITS.timeoutMs),
  }).catch(() => undefined);
}

/** Listens for errors nothing else caught. */
export function installErrorReporter(): void {
  window.addEventListener('error', (event) => reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
}
