// POST /api/regExpHelper (spec §7 sends only the text): the magic wand's free text → anchored, escaped pattern.
import { z } from 'zod';
import { REGEXP_HELPER_MAX_TEXT, RegExpHelperError, regExpFromText } from '../../services/regexp-helper';
import { defineRoute } from '../define-route';
import { badRequest } from '../errors';

export const regExpRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/regExpHelper',
    action: 'regExpHelper',
    input: 'json',
    // Public as spec §7 shows it: pure computation on a short text, nothing read or written but the log.
    access: { public: true },
    schema: z.object({ text: z.string().min(1).max(REGEXP_HELPER_MAX_TEXT) }),
    handle: async ({ input }) => {
      try {
        return { kind: 'json', data: regExpFromText(input.text) };
      } catch (error) {
        if (error instanceof RegExpHelperError) throw badRequest(error.message);
        throw error;
      }
    },
  }),
];
