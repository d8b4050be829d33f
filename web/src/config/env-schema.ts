// The schema of the SPA's configuration (Vite env variables), with the emulator defaults that serve `npm start`.
// Read by config/env.ts at start and by vite.config.ts at build (the Content-Security-Policy comes from the same values).
import { z } from 'zod';

// zod's fast path probes `Function('')` once, which the Content-Security-Policy (no 'unsafe-eval') reports as a
// violation; this module is the first to use zod in the SPA, so the probe is turned off here for every schema.
z.config({ jitless: true });

export const envSchema = z.object({
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).default('demo-backoffice'),
  VITE_FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1).default('demo-backoffice.firebaseapp.com'),
  // The default bucket firebase-tools gives a demo project (<project>.appspot.com); the media library stores there.
  VITE_FIREBASE_STORAGE_BUCKET: z.string().min(1).default('demo-backoffice.appspot.com'),
  VITE_USE_EMULATORS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  VITE_EMULATOR_HOST: z.string().min(1).default('127.0.0.1'),
  VITE_API_BASE_URL: z.url().default('http://127.0.0.1:5001/demo-backoffice/europe-west1/api'),
  // Spec §2 login footer: addresses from configuration; {lang} and {timestamp} are substituted.
  VITE_PRIVACY_URL: z.string().min(1).default('https://www.example.com/privacy?lang={lang}&t={timestamp}'),
  VITE_TERMS_URL: z.string().min(1).default('https://www.example.com/terms?lang={lang}&t={timestamp}'),
  VITE_POWERED_BY: z.string().min(1).default('Canteen Back Office'),
  // Spec §9: the digital-signage base address, a path of this site where wall screens run the player (no sign-in).
  VITE_SIGNAGE_PATH: z
    .string()
    .regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/)
    .default('/signage'),
  // Where uncaught UI errors are posted (spec §7); unset = not reported. Never used on localhost.
  VITE_ERROR_REPORT_URL: z.url().optional(),
  // The reporter's remote settings ({ enabled?, url? }), polled every 10 minutes (spec §9); unset = none.
  VITE_ERROR_REPORT_CONFIG_URL: z.url().optional(),
  // The web app's id in the Firebase project (App Check's token exchange needs it in production).
  VITE_FIREBASE_APP_ID: z.string().min(1).optional(),
  // App Check (issue 23): the reCAPTCHA Enterprise site key of production; unset = no App Check outside the emulators.
  VITE_APP_CHECK_SITE_KEY: z.string().min(1).optional(),
  // A debug token registered in the Firebase console, for a local build talking to a real project (never committed).
  VITE_APP_CHECK_DEBUG_TOKEN: z.string().min(1).optional(),
  // Spec §7/§9 chat-assistant widget: its script address for this environment, `{lang}` replaced by it, es or cl.
  // Unset = the local stand-in under the emulators, no widget elsewhere; an empty value turns it off.
  VITE_CHAT_WIDGET_URL: z.string().optional(),
});

export type Env = z.output<typeof envSchema>;
