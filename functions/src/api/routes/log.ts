// POST /log (spec §7): the SPA's own activity entries, written to activity_log under the caller's uid.
import { z } from 'zod';
import { LOG_ENVIRONMENT_CODES } from '@backoffice/shared';
import { writeActivity } from '../../services/activity-log';
import { defineRoute } from '../define-route';
import { badRequest, forbidden, tooLarge } from '../errors';
import { canteenIdInputSchema, intLike } from '../schemas';

/** The client's data is stored as JSON text: any shape is Firestore-safe that way; 16 KB is plenty for a log line. */
const MAX_DATA_CHARS = 16 * 1024;
const ENVIRONMENT_CODES = Object.values(LOG_ENVIRONMENT_CODES) as number[];
const environmentCode = intLike(0, 999).refine(
  (code) => ENVIRONMENT_CODES.includes(code),
  'Expected 1, 2, 3, 4, 5 or 999',
);

const schema = z
  .object({
    user_id: z.string().min(1).max(128),
    // The spec names the field "environment code"; both spellings are accepted.
    environment_code: environmentCode.optional(),
    environment: environmentCode.optional(),
    application: intLike(0, 999),
    canteen_id: z.union([canteenIdInputSchema, z.literal(''), z.null()]).optional(),
    data: z.unknown().optional(),
  })
  .refine((input) => input.environment_code !== undefined || input.environment !== undefined, {
    path: ['environment_code'],
    message: 'Required',
  });

export const logRoutes = [
  defineRoute({
    method: 'POST',
    path: '/log',
    action: 'client_log',
    input: 'json',
    access: { anyBackOfficeRole: true },
    schema,
    canteens: (input) => (input.canteen_id ? [input.canteen_id] : []),
    logSuccess: false,
    authorize: async ({ input, caller }) => {
      if (input.user_id !== caller?.uid) throw forbidden('user_id must be the signed-in user');
    },
    handle: async ({ input, caller, deps, now, req }) => {
      let data = '';
      try {
        data = input.data === undefined ? '' : (JSON.stringify(input.data) ?? '');
      } catch {
        throw badRequest('data cannot be serialised (nested too deeply?)');
      }
      if (data.length > MAX_DATA_CHARS)
        throw tooLarge(`data exceeds ${MAX_DATA_CHARS} characters once serialised`);
      const environmentCodeValue = input.environment_code ?? input.environment ?? LOG_ENVIRONMENT_CODES.other;
      await writeActivity(deps.db, {
        user: caller?.uid ?? null,
        canteen_id: input.canteen_id || null,
        environment_code: environmentCodeValue,
        action: 'client_log',
        outcome: 'success',
        status: 200,
        error_code: null,
        at: now,
        duration_ms: 0,
        method: req.method,
        path: req.path,
        application: input.application,
        data,
      });
      return { kind: 'json', data: { logged: true } };
    },
  }),
];
