// API errors: one class carrying the HTTP status and the machine-readable code of design.md §4.
import type { z } from 'zod';
import { CsvFatalError } from '../services/csv';
import { ServiceError } from '../services/service-error';

/** Error codes the API answers with; the HTTP status follows from the code. */
export const API_ERROR_STATUS = {
  invalid_input: 400,
  invalid_json: 400,
  unsupported_content_type: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  internal: 500,
} as const;
export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** One validation problem: where (dotted path) and what. */
export interface ApiIssue {
  path: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
    this.status = API_ERROR_STATUS[code];
  }
}

export const badRequest = (message: string, issues?: ApiIssue[]) =>
  new ApiError('invalid_input', message, issues);
export const unauthenticated = (message = 'A valid identity token is required') =>
  new ApiError('unauthenticated', message);
export const forbidden = (message: string) => new ApiError('forbidden', message);
export const notFound = (message: string) => new ApiError('not_found', message);
export const conflict = (message: string) => new ApiError('conflict', message);
export const tooLarge = (message: string) => new ApiError('payload_too_large', message);

/** Zod issues as short path/message pairs (at most 20: a hostile body must not make a huge answer). */
export function issuesOf(error: z.ZodError): ApiIssue[] {
  return error.issues.slice(0, 20).map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
}

/**
 * Maps anything thrown to an ApiError. Body-parser style errors (a `status` or `type` such as
 * entity.parse.failed / entity.too.large) are client errors; anything unknown is a 500.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ServiceError) return new ApiError(error.code, error.message);
  // A CSV unusable as a whole: nothing was imported. Too many rows is a size problem (413).
  if (error instanceof CsvFatalError)
    return new ApiError(
      error.code === 'too_many_rows' ? 'payload_too_large' : 'invalid_input',
      error.message,
      [{ path: `csv.${error.code}`, message: error.message }],
    );
  const candidate = error as { status?: unknown; statusCode?: unknown; type?: unknown } | null;
  const type = typeof candidate?.type === 'string' ? candidate.type : '';
  const status = Number(candidate?.status ?? candidate?.statusCode);
  if (type === 'entity.too.large' || status === 413) return tooLarge('The request body is too large');
  if (type === 'entity.parse.failed')
    return new ApiError('invalid_json', 'The request body is not valid JSON');
  if (Number.isInteger(status) && status >= 400 && status < 500)
    return badRequest('The request could not be read');
  return new ApiError('internal', 'Internal error');
}
