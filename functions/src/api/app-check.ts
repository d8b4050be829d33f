// App Check on the API (issue 23): where enforcement is on (production, lib/app-check.ts), a request without a valid
// token in the X-Firebase-AppCheck header is answered 401 before any route runs. CORS preflights are answered before.
import type { RequestHandler } from 'express';
import { ApiError } from './errors';

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/** How the API checks App Check tokens: whether it must, and the Admin SDK's verification (rejects when invalid). */
export interface AppCheckVerifier {
  enforced: boolean;
  verify: (token: string) => Promise<unknown>;
}

export function appCheckGuard(appCheck: AppCheckVerifier | undefined): RequestHandler {
  return (req, _res, next) => {
    if (!appCheck?.enforced) {
      next();
      return;
    }
    const token = req.header(APP_CHECK_HEADER);
    if (!token) {
      next(new ApiError('unauthenticated', 'App Check token missing'));
      return;
    }
    appCheck.verify(token).then(
      () => next(),
      () => next(new ApiError('unauthenticated', 'App Check token invalid')),
    );
  };
}
