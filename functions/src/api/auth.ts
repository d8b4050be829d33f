// Who is calling: the identity token (Authorization header, body or query) verified with firebase-admin,
// and the caller's role resolved from users/{uid} with the shared rules.
import type { Request } from 'express';
import { resolveRole, type Role } from '@backoffice/shared';
import type { ApiDeps } from './deps';
import { unauthenticated } from './errors';

export interface Caller {
  uid: string;
  role: Role;
  /** users/{uid}.bo_canteens as stored (only strings kept). */
  boCanteens: string[];
  /** The users/{uid} document, or undefined when there is none. */
  user: Record<string, unknown> | undefined;
}

/** An ID token is a JWT of about 1 KB; anything far longer is not one. */
const MAX_TOKEN_LENGTH = 8192;

/** The token: `Authorization: Bearer …` first, then `token` in the body, then `?token=` (spec §7). */
export function tokenFrom(req: Request, input: unknown): string | null {
  const header = req.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1]) return match[1];
  }
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    const fromBody = (input as Record<string, unknown>).token;
    if (typeof fromBody === 'string' && fromBody !== '') return fromBody;
  }
  const fromQuery = req.query.token;
  return typeof fromQuery === 'string' && fromQuery !== '' ? fromQuery : null;
}

/** Verifies the token and loads the caller; any failure is a 401, never a 500. */
export async function authenticate(deps: ApiDeps, token: string | null): Promise<Caller> {
  if (!token || token.length > MAX_TOKEN_LENGTH) throw unauthenticated();
  let uid: string;
  try {
    uid = (await deps.auth.verifyIdToken(token)).uid;
  } catch {
    throw unauthenticated('The identity token is invalid or expired');
  }
  // A uid is at most 128 characters and cannot name a nested path.
  if (!uid || uid.length > 128 || uid.includes('/'))
    throw unauthenticated('The identity token names no valid user');
  const user = (await deps.db.collection('users').doc(uid).get()).data();
  const boCanteens = Array.isArray(user?.bo_canteens)
    ? (user.bo_canteens as unknown[]).filter((entry): entry is string => typeof entry === 'string')
    : [];
  return { uid, role: resolveRole(user), boCanteens, user };
}
