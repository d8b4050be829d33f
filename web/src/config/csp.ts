// The SPA's Content-Security-Policy (issue 23), computed from the same configuration the SPA runs with: under the
// emulators it allows the emulator hosts, in production the Firebase endpoints of the project. vite.config.ts writes
// it into the built index.html (a <meta>); firebase.json adds what a <meta> cannot carry (frame-ancestors 'none').
import type { Env } from './env-schema';
import { chatWidgetTemplate } from './chat-widget';
import { EMULATOR_PORTS, FIREBASE_PRODUCTION_ORIGINS, callablesOrigin } from './firebase-endpoints';

/** reCAPTCHA Enterprise, App Check's provider in production: its script and its challenge frame. */
export const RECAPTCHA_SCRIPT_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
export const RECAPTCHA_FRAME_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/** The directives firebase.json sends as a header for every response (a <meta> policy cannot set frame-ancestors). */
export const HEADER_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

type CspEnv = Pick<
  Env,
  | 'VITE_USE_EMULATORS'
  | 'VITE_EMULATOR_HOST'
  | 'VITE_FIREBASE_PROJECT_ID'
  | 'VITE_API_BASE_URL'
  | 'VITE_ERROR_REPORT_URL'
  | 'VITE_ERROR_REPORT_CONFIG_URL'
  | 'VITE_APP_CHECK_SITE_KEY'
  | 'VITE_CHAT_WIDGET_URL'
>;

/** The origin of an absolute address, or 'self' for a path of this site. */
function originOf(address: string): string {
  const url = new URL(address, 'http://same-origin.invalid');
  return url.origin === 'http://same-origin.invalid' ? "'self'" : url.origin;
}

const unique = (sources: string[]) => [...new Set(sources)];

/** The policy's directives, name → sources, for the given configuration. */
export function cspDirectives(env: CspEnv): Record<string, string[]> {
  const self = "'self'";
  const emulator = (port: number) => `http://${env.VITE_EMULATOR_HOST}:${port}`;
  const storage = env.VITE_USE_EMULATORS
    ? [emulator(EMULATOR_PORTS.storage)]
    : [...FIREBASE_PRODUCTION_ORIGINS.storage];
  const firebase = env.VITE_USE_EMULATORS
    ? Object.values(EMULATOR_PORTS).map(emulator)
    : [
        ...FIREBASE_PRODUCTION_ORIGINS.auth,
        ...FIREBASE_PRODUCTION_ORIGINS.firestore,
        ...FIREBASE_PRODUCTION_ORIGINS.storage,
        callablesOrigin(env.VITE_FIREBASE_PROJECT_ID),
      ];
  // App Check outside the emulators: reCAPTCHA Enterprise's script and frame, and the token exchange.
  const appCheck = !env.VITE_USE_EMULATORS && env.VITE_APP_CHECK_SITE_KEY !== undefined;
  const widgetTemplate = chatWidgetTemplate(env);
  const widget = widgetTemplate === null ? [] : [originOf(widgetTemplate.replaceAll('{lang}', 'it'))];
  const errorReports = [env.VITE_ERROR_REPORT_URL, env.VITE_ERROR_REPORT_CONFIG_URL]
    .filter((address): address is string => address !== undefined)
    .map(originOf);
  return {
    'default-src': [self],
    'script-src': unique([self, ...widget, ...(appCheck ? RECAPTCHA_SCRIPT_SOURCES : [])]),
    // 'unsafe-inline' for <style> elements: the canteen's style sheet from /api/canteenStyle and its colours are
    // injected as <style> (spec §4), and the toasts' library writes its styles the same way. No inline script.
    'style-src': [self, "'unsafe-inline'"],
    'img-src': unique([self, 'data:', 'blob:', ...storage]),
    'media-src': unique([self, 'blob:', ...storage]),
    'font-src': [self, 'data:'],
    'connect-src': unique([
      self,
      ...firebase,
      originOf(env.VITE_API_BASE_URL),
      ...(appCheck ? FIREBASE_PRODUCTION_ORIGINS.appCheck : []),
      ...errorReports,
      ...widget,
    ]),
    // Storage: the signage player shows PDF documents in a frame; reCAPTCHA's challenge; the widget's own frame.
    'frame-src': unique([...storage, ...(appCheck ? RECAPTCHA_FRAME_SOURCES : []), ...widget]),
    // The signage player's service worker (web/public/signage-sw.js); blob: for the xlsx writer's zip (fflate runs
    // the compression of a file over 160 KB in a worker made from a blob: URL of its own code — blocked, the xlsx
    // export of a few hundred rows or more waited forever at "Writing the file… 100%"; issue 17 bench orders-scale).
    'worker-src': [self, 'blob:'],
    'manifest-src': [self],
    'object-src': ["'none'"],
    'base-uri': [self],
    'form-action': [self],
  };
}

/** The policy as the <meta http-equiv="Content-Security-Policy"> of the built index.html carries it. */
export function contentSecurityPolicy(env: CspEnv): string {
  return Object.entries(cspDirectives(env))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
