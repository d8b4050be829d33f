// The REST client of spec §7–§9: base URL from env, identity token and XSRF header attached, status < 200 or ≥ 400 fails.
import { LOG_APPLICATION_ID, XSRF_COOKIE_NAME, XSRF_HEADER_NAME, isHttpErrorStatus } from '@backoffice/shared';
import { env } from '../config/env';
import { appCheckHeaders } from './app-check';
import { auth } from './firebase';

/** An answer whose status is an error (spec §8). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status code ${status}`);
    this.name = 'HttpError';
  }
}

/** The `{ success, data }` envelope of the API (design.md §4). */
export interface ApiEnvelope<T> {
  success: boolean;
  data?: T;
  error?: { code?: string; message?: string };
}

type TokenPlacement = 'header' | 'body' | 'query' | 'none';

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: Record<string, unknown>;
  /** Where the identity token goes (spec §7: body for POST, query for GET, header for help content). */
  token?: TokenPlacement;
  signal?: AbortSignal;
  /** 'text' for the canteen style sheet, 'blob' for files (the menu PDFs). */
  responseType?: 'json' | 'text' | 'blob';
}

export function apiUrl(path: string, query: RequestOptions['query'] = {}): string {
  const url = new URL(`${env.VITE_API_BASE_URL.replace(/\/$/, '')}${path}`);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/** The value of one cookie in a `document.cookie` string (URL-decoded), or null when it is absent or empty. */
export function readCookie(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    if (value === '') return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return value; // not percent-encoded after all: sent as the server set it
    }
  }
  return null;
}

/** Performs one call; throws HttpError for an error status and 'Request aborted' when aborted (spec §8). */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body ? 'POST' : 'GET', token: placement = 'none', signal, responseType = 'json' } = options;
  const token = placement === 'none' ? null : ((await auth.currentUser?.getIdToken()) ?? null);
  const query = { ...options.query, ...(placement === 'query' && token ? { token } : {}) };
  const body = options.body ? { ...options.body, ...(placement === 'body' && token ? { token } : {}) } : undefined;
  const headers: Record<string, string> = await appCheckHeaders();
  if (body) headers['Content-Type'] = 'application/json';
  if (placement === 'header' && token) headers.Authorization = `Bearer ${token}`;
  // Spec §9 anti-forgery: the XSRF-TOKEN cookie, when the server has set one, goes back as X-XSRF-TOKEN (the API's
  // CORS allows that header).
  const xsrfToken = readCookie(document.cookie, XSRF_COOKIE_NAME);
  if (xsrfToken !== null) headers[XSRF_HEADER_NAME] = xsrfToken;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { method, headers, body: body ? JSON.stringify(body) : undefined, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw new Error('Request aborted');
    throw error instanceof Error ? error : new Error('Network Error');
  }
  const payload: unknown =
    responseType === 'text'
      ? await response.text()
      : responseType === 'blob' && !isHttpErrorStatus(response.status)
        ? await response.blob()
        : await response.json().catch(() => null);
  if (isHttpErrorStatus(response.status)) throw new HttpError(response.status, payload);
  return payload as T;
}

/** Data of a `{ success: true, data }` answer, or null for anything else (logged, spec §8 "most failures return null"). */
export async function requestData<T>(path: string, options: RequestOptions = {}): Promise<T | null> {
  try {
    const envelope = await request<ApiEnvelope<T>>(path, options);
    if (envelope?.success === true && envelope.data !== undefined) return envelope.data;
    console.error(`API ${path} answered without success`, envelope?.error);
    return null;
  } catch (error) {
    console.error(`API ${path} failed`, error);
    return null;
  }
}

/** POST /log (spec §7): errors are swallowed. */
export async function postLog(entry: { environmentCode: number; canteenId: string | null; data: unknown }): Promise<void> {
  try {
    await request('/log', {
      method: 'POST',
      token: 'body',
      body: {
        user_id: auth.currentUser?.uid ?? null,
        environment: entry.environmentCode,
        application: LOG_APPLICATION_ID,
        canteen_id: entry.canteenId,
        data: entry.data,
      },
    });
  } catch {
    // Spec §7: the log call's errors are swallowed.
  }
}

/** GET /api/canteenStyle?cid= (spec §7): the canteen's style sheet, or null when it cannot be fetched. */
export async function fetchCanteenStyle(canteenId: string): Promise<string | null> {
  try {
    return await request<string>('/api/canteenStyle', { query: { cid: canteenId }, responseType: 'text' });
  } catch (error) {
    console.error('Canteen style sheet not loaded', error);
    return null;
  }
}
