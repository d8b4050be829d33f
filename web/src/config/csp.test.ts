// The build's Content-Security-Policy (issue 23): emulator hosts locally, the project's endpoints in production, the
// widget and reCAPTCHA only where configured; firebase.json's header part and emulator ports agree with it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from './env-schema';
import { HEADER_POLICY, contentSecurityPolicy, cspDirectives } from './csp';
import { chatWidgetAddress, CHAT_WIDGET_LANGUAGES } from './chat-widget';
import { EMULATOR_PORTS } from './firebase-endpoints';

const firebaseJson = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../firebase.json'), 'utf8'),
) as {
  hosting: { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
  emulators: Record<string, { port: number }>;
};

const local = envSchema.parse({});
const production = envSchema.parse({
  VITE_USE_EMULATORS: 'false',
  VITE_FIREBASE_PROJECT_ID: 'canteen-prod',
  VITE_API_BASE_URL: 'https://europe-west1-canteen-prod.cloudfunctions.net/api',
  VITE_APP_CHECK_SITE_KEY: 'site-key',
  VITE_CHAT_WIDGET_URL: 'https://assistant.example.org/widget/{lang}.js',
  VITE_ERROR_REPORT_URL: 'https://errors.example.org/report',
});

describe('contentSecurityPolicy', () => {
  it('allows the emulator hosts and nothing remote in a local build', () => {
    const directives = cspDirectives(local);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'http://127.0.0.1:9099',
      'http://127.0.0.1:8080',
      'http://127.0.0.1:5001',
      'http://127.0.0.1:9199',
    ]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:9199']);
    // The local widget stand-in is same-origin; no reCAPTCHA under the emulators.
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(contentSecurityPolicy(local)).not.toMatch(/https:/);
  });

  it("allows the project's Firebase endpoints, the API, App Check, the widget and the error reporter in production", () => {
    const directives = cspDirectives(production);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://firebasestorage.googleapis.com',
      'https://europe-west1-canteen-prod.cloudfunctions.net',
      'https://content-firebaseappcheck.googleapis.com',
      'https://errors.example.org',
      'https://assistant.example.org',
    ]);
    expect(directives['script-src']).toEqual([
      "'self'",
      'https://assistant.example.org',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directives['frame-src']).toContain('https://www.google.com/recaptcha/');
    expect(directives['img-src']).toContain('https://firebasestorage.googleapis.com');
    expect(contentSecurityPolicy(production)).not.toContain('127.0.0.1');
    expect(directives['object-src']).toEqual(["'none'"]);
  });

  it("lets the xlsx writer's zip run its worker from a blob: URL, and workers from nowhere else", () => {
    // fflate compresses a file over 160 KB in a worker made from a blob: URL; blocked, xlsx exports hung (issue 17).
    for (const env of [local, production]) expect(cspDirectives(env)['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it('leaves the widget out when it is turned off, and reCAPTCHA out without a site key', () => {
    const off = cspDirectives({
      ...production,
      VITE_CHAT_WIDGET_URL: '',
      VITE_APP_CHECK_SITE_KEY: undefined,
    });
    expect(off['script-src']).toEqual(["'self'"]);
    expect(off['connect-src']).not.toContain('https://content-firebaseappcheck.googleapis.com');
  });

  it("matches firebase.json: the header's directives and the emulators' ports", () => {
    const all = firebaseJson.hosting.headers.find((rule) => rule.source === '**')!.headers;
    expect(all.find((header) => header.key === 'Content-Security-Policy')?.value).toBe(HEADER_POLICY);
    for (const [name, port] of Object.entries(EMULATOR_PORTS))
      expect(firebaseJson.emulators[name]?.port).toBe(port);
  });
});

describe('chatWidgetAddress', () => {
  it('is the configured address for it, es and cl only', () => {
    expect(CHAT_WIDGET_LANGUAGES).toEqual(['it', 'es', 'cl']);
    expect(chatWidgetAddress(production, 'it')).toBe('https://assistant.example.org/widget/it.js');
    expect(chatWidgetAddress(production, 'es')).toBe('https://assistant.example.org/widget/es.js');
    expect(chatWidgetAddress(production, 'cl')).toBe('https://assistant.example.org/widget/cl.js');
    for (const language of ['en', 'fr', 'tr', 'ca', 'eu'])
      expect(chatWidgetAddress(production, language)).toBeNull();
  });

  it('is the local stand-in under the emulators by default, and none when turned off or unset in production', () => {
    expect(chatWidgetAddress(local, 'es')).toBe('/chat-assistant/widget.js?lang=es');
    expect(chatWidgetAddress({ ...local, VITE_CHAT_WIDGET_URL: '' }, 'it')).toBeNull();
    expect(chatWidgetAddress({ ...production, VITE_CHAT_WIDGET_URL: undefined }, 'it')).toBeNull();
  });
});
