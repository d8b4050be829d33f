// The SPA's configuration, validated with zod at start (schema and defaults: env-schema.ts).
import { envSchema, type Env } from './env-schema';

export type { Env };

export const env: Env = envSchema.parse(import.meta.env);
