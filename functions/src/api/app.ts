// The express 5 app of the one HTTPS function `api`: CORS, every route of spec §7, JSON 404 and JSON errors.
import express, { type ErrorRequestHandler } from 'express';
import { logger } from 'firebase-functions/v2';
import { appCheckGuard } from './app-check';
import { cors } from './cors';
import type { ApiDeps } from './deps';
import { routeHandler } from './define-route';
import { ApiError, toApiError } from './errors';
import { API_ROUTES } from './routes';

export function createApiApp(deps: ApiDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Flat query strings only (?a=1&a=2 gives an array, never nested objects); zod decides what is valid.
  app.set('query parser', 'simple');
  app.use(cors());
  app.use(appCheckGuard(deps.appCheck));
  for (const route of API_ROUTES) {
    const handler = routeHandler(route, deps);
    if (route.method === 'GET') app.get(route.path, handler);
    else app.post(route.path, handler);
  }
  app.use((req, res) => {
    res.status(404).json({
      success: false,
      error: { code: 'not_found', message: `No route ${req.method} ${req.path.slice(0, 200)}` },
    });
  });
  // Whatever reaches express's error path is answered in JSON: never the default HTML page.
  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) logger.error('api unhandled error', String(error));
    if (res.headersSent) return;
    res.status(apiError.status).json({
      success: false,
      error: { code: apiError.code, message: apiError.message } satisfies Pick<ApiError, 'code' | 'message'>,
    });
  };
  app.use(onError);
  return app;
}
