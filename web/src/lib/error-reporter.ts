// Uncaught UI errors go to the error-reporting service with the active canteen id (spec §7), within the §9 limits.
import { z } from 'zod';
import { ERROR_REPORTER_LIMITS } from '@backoffice/shared';
import { env } from '../config/env';
import { noticeBody, type Notice } from './error-notice';
import { getSessionState } from './session-state';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** True when errors may be reported from this host (spec §7: not on localhost). */
export function reportingEnabled(hostname: string, url: string | undefined): boolean {
  return url !== undefined && !LOCAL_HOSTS.has(hostname) && !hostname.endsWith('.localhost');
}

/** What happened before an error: pages visited, console errors, earlier reported errors. */
export interface HistoryEntry {
  type: 'navigation' | 'console' | 'error';
  at: string;
  text: string;
}

/** The remote settings the service may change without a new build; anything it leaves out keeps its value. */
const remoteConfigSchema = z.looseObject({
  enabled: z.boolean().optional(),
  url: z.url().optional(),
});

export interface ErrorReporterOptions {
  /** Where notices are posted. */
  url: string;
  /** Remote settings, polled every 10 minutes (spec §9); none = the build's settings for good. */
  configUrl?: string;
  /** Fields every notice carries (canteen id, page), read when the error happens. */
  context?: () => Record<string, unknown>;
  /** Whether the browser is online when the reporter starts. */
  online?: boolean;
}

export interface ErrorReporter {
  notify(error: unknown, context?: Record<string, unknown>): void;
  record(type: HistoryEntry['type'], text: string): void;
  setOnline(online: boolean): void;
  pollConfig(): Promise<void>;
  start(): void;
  stop(): void;
  history(): readonly HistoryEntry[];
  queued(): number;
}

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}\n${error.stack ?? ''}`;
  return typeof error === 'string' ? error : String(error);
}

/** A fetch aborted after the §9 reporter timeout (10 s), so a hanging service never keeps a request open. */
async function fetchWithTimeout(url: string, init: RequestInit = {}): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ERROR_REPORTER_LIMITS.timeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/** A reporter with its own queue, history and settings; the app uses one, tests make their own. */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const { offlineQueueSize, historySize, maxNoticeLength, configPollIntervalMs, duplicateSuppressionMs } =
    ERROR_REPORTER_LIMITS;
  const settings = { enabled: true, url: options.url };
  const queue: Notice[] = [];
  const history: HistoryEntry[] = [];
  let online = options.online ?? true;
  let last = { text: '', at: -Infinity };
  let poll: ReturnType<typeof setInterval> | undefined;

  const record = (type: HistoryEntry['type'], text: string) => {
    history.push({ type, at: new Date().toISOString(), text });
    if (history.length > historySize) history.splice(0, history.length - historySize);
  };

  const send = (notice: Notice) => {
    const body = noticeBody(notice, maxNoticeLength);
    // keepalive lets a notice leave while the page unloads; a failed notice is not reported again (no loop).
    void fetchWithTimeout(settings.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  };

  const notify = (error: unknown, context: Record<string, unknown> = {}) => {
    if (!settings.enabled) return;
    const text = errorText(error);
    const now = Date.now();
    // The same error twice within a second (a render loop, a handler and the boundary both) is one notice.
    if (text === last.text && now - last.at < duplicateSuppressionMs) return;
    last = { text, at: now };
    const notice: Notice = { ...options.context?.(), ...context, error: text, history: [...history] };
    record('error', text.split('\n', 1)[0] ?? '');
    if (online) return send(notice);
    // Offline: kept until the browser is back, the oldest dropped beyond the §9 queue size.
    queue.push(notice);
    if (queue.length > offlineQueueSize) queue.splice(0, queue.length - offlineQueueSize);
  };

  const setOnline = (next: boolean) => {
    online = next;
    if (online) for (const notice of queue.splice(0)) send(notice);
  };

  const pollConfig = async () => {
    if (!options.configUrl) return;
    try {
      const response = await fetchWithTimeout(options.configUrl);
      if (!response.ok) return;
      const parsed = remoteConfigSchema.safeParse(await response.json());
      // A broken answer keeps the settings that worked.
      if (!parsed.success) return;
      if (parsed.data.enabled !== undefined) settings.enabled = parsed.data.enabled;
      if (parsed.data.url !== undefined) settings.url = parsed.data.url;
    } catch {
      // The service being unreachable changes nothing; the next poll tries again.
    }
  };

  return {
    notify,
    record,
    setOnline,
    pollConfig,
    start() {
      if (!options.configUrl || poll !== undefined) return;
      void pollConfig();
      poll = setInterval(() => void pollConfig(), configPollIntervalMs);
    },
    stop() {
      clearInterval(poll);
      poll = undefined;
    },
    history: () => [...history],
    queued: () => queue.length,
  };
}

function consoleText(args: unknown[]): string {
  return args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg))).join(' ');
}

/**
 * Feeds the reporter from the page: uncaught errors and rejections, online/offline, page changes (the router's
 * pushState and replaceState, and back/forward) and console errors as history. Returns the undo.
 */
export function connectErrorReporter(reporter: ErrorReporter, win: Window & typeof globalThis): () => void {
  const onError = (event: ErrorEvent) => reporter.notify(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reporter.notify(event.reason);
  const onOnline = () => reporter.setOnline(true);
  const onOffline = () => reporter.setOnline(false);
  const onPopState = () => reporter.record('navigation', win.location.pathname);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('online', onOnline);
  win.addEventListener('offline', onOffline);
  win.addEventListener('popstate', onPopState);
  const { pushState, replaceState } = win.history;
  const { error: consoleError } = win.console;
  win.history.pushState = function (...args: Parameters<History['pushState']>) {
    pushState.apply(this, args);
    reporter.record('navigation', win.location.pathname);
  };
  win.history.replaceState = function (...args: Parameters<History['replaceState']>) {
    replaceState.apply(this, args);
    reporter.record('navigation', win.location.pathname);
  };
  win.console.error = (...args: unknown[]) => {
    reporter.record('console', consoleText(args));
    consoleError.apply(win.console, args);
  };
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('online', onOnline);
    win.removeEventListener('offline', onOffline);
    win.removeEventListener('popstate', onPopState);
    win.history.pushState = pushState;
    win.history.replaceState = replaceState;
    win.console.error = consoleError;
  };
}

let active: ErrorReporter | null = null;

/** Reports one error through the installed reporter; nothing when reporting is off (localhost, no service). */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  active?.notify(error, context);
}

/** Starts reporting for this page when a service is configured and the host is not local. */
export function installErrorReporter(): void {
  const url = env.VITE_ERROR_REPORT_URL;
  if (active !== null || url === undefined || !reportingEnabled(window.location.hostname, url)) return;
  active = createErrorReporter({
    url,
    configUrl: env.VITE_ERROR_REPORT_CONFIG_URL,
    context: () => ({ canteen_id: getSessionState().active_canteen, page: window.location.pathname }),
    online: navigator.onLine,
  });
  connectErrorReporter(active, window);
  active.start();
}
