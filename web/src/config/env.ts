// The SPA's configuration, validated with zod at start; the emulator defaults serve `npm start`.
import { z } from 'zod';

const envSchema = z.object({
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
});

export const env = envSchema.parse(import.meta.env);
