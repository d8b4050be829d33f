// The input of a callable through its zod schema from shared: bad input is an invalid-argument error naming every
// problem, with the first issue's message (an i18n key) as details.messageKey — and nothing is written.
import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';

export function parseCallableInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const input = schema.safeParse(data);
  if (input.success) return input.data;
  const issues = input.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new HttpsError(
    'invalid-argument',
    `Invalid request: ${issues.map((i) => `${i.path || '(root)'} ${i.message}`).join('; ')}`,
    { messageKey: issues[0]?.message, issues },
  );
}
