// The SPA's configuration, validated with zod at start; the emulator defaults serve `npm start`.
import { z } from 'zod';

const envSchema = z.object({
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).default('demo-backoffice'),
  VITE_FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1).default('demo-backoffice.firebaseapp.com'),
  VITE_USE_EMULATORS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  VITE_EMULATOR_HOST: z.string().min(1).default('127.0.0.1'),
  VITE_API_BASE_URL: z.url().default('http://127.0.0.1:5001/demo-backoffice/europe-west1/api'),
});

export const env = envSchema.parse(import.meta.env);
