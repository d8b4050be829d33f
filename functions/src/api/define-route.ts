// One route = input kind + access rule + zod schema + canteen scope + handler; this file runs them in a fixed
// order (401 → 403 role → 400 → 403 canteen → 404 → work) and writes the activity log before answering.
import type { Request, RequestHandler, Response } from 'express';
import { logger } from 'firebase-functions/v2';
import type { z } from 'zod';
import {
  canManageCanteen,
  canOpenScreen,
  canteenCountry,
  environmentFromApiUrl,
  isBackOfficeRole,
  logEnvironmentCode,
  normalizeCanteenId,
  type CanteenCountry,
  type Environment,
  type ScreenKey,
} from '@backoffice/shared';
import { outcomeFor, writeActivity, type ActivityEntry } from '../services/activity-log';
import { authenticate, tokenFrom, type Caller } from './auth';
import { readJsonInput, readMultipartInput, type UploadedFile } from './body';
import type { ApiDeps } from './deps';
import { ApiError, badRequest, forbidden, issuesOf, notFound, toApiError } from './errors';

/** Who may call: nobody needs a token (public), any back-office role, or the roles of a screen key (spec §6). */
export type Access = { public: true } | { anyBackOfficeRole: true } | { screen: ScreenKey };

export interface CanteenRecord {
  id: string;
  data: Record<string, unknown>;
}

export interface RouteContext<I> {
  input: I;
  /** The verified caller; null only on public routes. */
  caller: Caller | null;
  deps: ApiDeps;
  now: Date;
  environment: Environment;
  /** The canteens the route declared, checked with canManageCanteen and loaded (id → document). */
  canteens: ReadonlyMap<string, CanteenRecord>;
  /** The uploaded file of a multipart route. */
  file: UploadedFile | null;
  req: Request;
  /** Fields the handler adds to or overrides in its activity-log entry. */
  activity: Partial<ActivityEntry>;
}

export type RouteResult =
  | { kind: 'json'; data: unknown }
  | {
      kind: 'raw';
      contentType: string;
      body: Buffer | string;
      fileName?: string;
      cacheControl?: string;
      etag?: string;
    };

export interface RouteDefinition<S extends z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  /** The action name in the activity log. */
  action: string;
  /** Where the input comes from: JSON body, query string, or multipart form (with its file field). */
  input: 'json' | 'query' | { multipart: string };
  access: Access;
  schema: S;
  /** Canteen ids the call touches; each must pass canManageCanteen and exist. */
  canteens?: (input: z.output<S>) => string[];
  /** Further checks that need the data (e.g. a target user's canteens); throw ApiError to refuse. */
  authorize?: (ctx: RouteContext<z.output<S>>) => Promise<void>;
  handle: (ctx: RouteContext<z.output<S>>) => Promise<RouteResult>;
  /** False when the handler writes the activity entry itself (POST /log). */
  logSuccess?: boolean;
}

/** A route with its input type erased, so routes of different schemas fit in one list. */
export type AnyRoute = RouteDefinition<z.ZodType>;

/** Checks a route against its own schema's types, then erases them for the route list. */
export function defineRoute<S extends z.ZodType>(definition: RouteDefinition<S>): AnyRoute {
  return definition as unknown as AnyRoute;
}

/** The environment of this deployment: API_ENVIRONMENT, else deduced from project id and host (spec §1). */
export function apiEnvironment(req: Request): Environment {
  return environmentFromApiUrl(
    process.env.API_ENVIRONMENT ?? `${process.env.GCLOUD_PROJECT ?? ''} ${req.hostname}`,
  );
}

/** The canteen id a raw (unvalidated) input claims, for the log of a refused call. */
function claimedCanteen(raw: unknown): string | null {
  if (!raw || typeof raw !== 'object') return null;
  const record = raw as Record<string, unknown>;
  const value = record.cid ?? record.canteen_id ?? record.toCid;
  return typeof value === 'string' && /^c_[a-z0-9_-]{1,36}$/i.test(value.trim())
    ? normalizeCanteenId(value)
    : null;
}

function checkAccess(access: Access, caller: Caller | null, environment: Environment): void {
  if ('public' in access) return;
  if (!caller || !isBackOfficeRole(caller.role)) throw forbidden('This account has no back-office access');
  if ('screen' in access && !canOpenScreen(access.screen, caller.role, { environment }))
    throw forbidden(`The role ${caller.role} may not use ${access.screen}`);
}

async function loadCanteens(
  deps: ApiDeps,
  caller: Caller | null,
  ids: string[],
): Promise<Map<string, CanteenRecord>> {
  const unique = [...new Set(ids)];
  for (const id of unique) {
    // Checked before reading, so a caller without rights learns nothing about the canteen's existence.
    if (!canManageCanteen(id, caller?.role, caller?.boCanteens))
      throw forbidden(`Canteen ${id} is not yours to manage`);
  }
  const canteens = new Map<string, CanteenRecord>();
  if (unique.length === 0) return canteens;
  const snapshots = await deps.db.getAll(...unique.map((id) => deps.db.collection('canteens').doc(id)));
  for (const snapshot of snapshots) {
    if (!snapshot.exists) throw notFound(`Canteen ${snapshot.id} does not exist`);
    canteens.set(snapshot.id, { id: snapshot.id, data: snapshot.data() ?? {} });
  }
  return canteens;
}

/** The canteen's country for the log's environment code (Italy and Spain share the europe environment). */
async function countryOf(
  deps: ApiDeps,
  loaded: CanteenRecord | undefined,
  canteenId: string | null,
): Promise<CanteenCountry | null> {
  if (!canteenId) return null;
  let prefix = loaded ? loaded.data.endpoint_prefix : undefined;
  if (!loaded)
    prefix = await deps.db
      .collection('canteens')
      .doc(canteenId)
      .get()
      .then(
        (snapshot) => snapshot.get('endpoint_prefix'),
        () => undefined,
      );
  return canteenCountry({ id: canteenId, endpoint_prefix: typeof prefix === 'string' ? prefix : null });
}

function send(req: Request, res: Response, status: number, result: RouteResult | ApiError): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (result instanceof ApiError) {
    res.setHeader('Cache-Control', 'no-store');
    const error = {
      code: result.code,
      message: result.message,
      ...(result.issues ? { issues: result.issues } : {}),
    };
    res.status(status).json({ success: false, error });
    return;
  }
  if (result.kind === 'json') {
    res.setHeader('Cache-Control', 'no-store');
    res.status(status).json({ success: true, data: result.data });
    return;
  }
  res.setHeader('Content-Type', result.contentType);
  res.setHeader('Cache-Control', result.cacheControl ?? 'no-store');
  if (result.fileName) res.setHeader('Content-Disposition', `attachment; filename="${result.fileName}"`);
  if (result.etag) {
    res.setHeader('ETag', result.etag);
    if (req.headers['if-none-match'] === result.etag) {
      res.status(304).end();
      return;
    }
  }
  res.status(status).send(result.body);
}

/** The express handler of a route definition. */
export function routeHandler<S extends z.ZodType>(
  definition: RouteDefinition<S>,
  deps: ApiDeps,
): RequestHandler {
  return async (req, res) => {
    const started = Date.now();
    const now = deps.now();
    const environment = apiEnvironment(req);
    let caller: Caller | null = null;
    let raw: unknown = undefined;
    let canteens = new Map<string, CanteenRecord>();
    const activity: Partial<ActivityEntry> = {};
    let status = 200;
    let outcome: RouteResult | ApiError;
    try {
      let file: UploadedFile | null = null;
      if (definition.input === 'json') raw = await readJsonInput(req);
      else if (definition.input === 'query') raw = { ...req.query };
      else {
        const multipart = await readMultipartInput(req, definition.input.multipart);
        raw = multipart.fields;
        file = multipart.file;
      }
      if (!('public' in definition.access)) caller = await authenticate(deps, tokenFrom(req, raw));
      checkAccess(definition.access, caller, environment);
      const parsed = definition.schema.safeParse(raw);
      if (!parsed.success) throw badRequest('The request is not valid', issuesOf(parsed.error));
      const input = parsed.data as z.output<S>;
      canteens = await loadCanteens(deps, caller, definition.canteens?.(input) ?? []);
      const ctx: RouteContext<z.output<S>> = {
        input,
        caller,
        deps,
        now,
        environment,
        canteens,
        file,
        req,
        activity,
      };
      await definition.authorize?.(ctx);
      outcome = await definition.handle(ctx);
    } catch (error) {
      outcome = toApiError(error);
      status = outcome.status;
      if (status >= 500) logger.error('api call failed', { action: definition.action, error: String(error) });
    }
    if (status < 400 && definition.logSuccess === false) return send(req, res, status, outcome);
    const firstCanteen = canteens.values().next().value;
    const canteenId = activity.canteen_id ?? firstCanteen?.id ?? claimedCanteen(raw);
    const entry: ActivityEntry = {
      user: caller?.uid ?? null,
      canteen_id: canteenId,
      environment_code: logEnvironmentCode(
        environment,
        await countryOf(deps, canteenId ? canteens.get(canteenId) : undefined, canteenId),
      ),
      action: definition.action,
      outcome: outcomeFor(status),
      status,
      error_code: outcome instanceof ApiError ? outcome.code : null,
      at: now,
      duration_ms: Date.now() - started,
      method: req.method,
      path: req.path.slice(0, 200),
      ...activity,
    };
    // Written before answering: after the answer a Cloud Function may get no CPU. A failed log never fails the call.
    await writeActivity(deps.db, entry).catch((error: unknown) =>
      logger.warn('activity log write failed', String(error)),
    );
    send(req, res, status, outcome);
  };
}
