// Decoding of the maps access token (spec §7): three dot-separated parts, the middle one a base64url JSON payload.

/** What a maps token says about itself; times are milliseconds (the token carries seconds). */
export interface MapsTokenInfo {
  usage: string;
  user: string;
  authorization?: string;
  expires?: number;
  created?: number;
  scopes?: unknown;
  client?: unknown;
  lastLogin?: unknown;
  impersonator?: unknown;
}

/** Message of the error thrown for a malformed token (spec §8). */
export const INVALID_TOKEN_MESSAGE = 'Invalid token';

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  // atob gives Latin-1 bytes; decode them as UTF-8 so non-ASCII user names survive.
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Decodes a maps token; throws Error('Invalid token') when it is not three parts with a JSON payload. */
export function decodeMapsToken(token: string): MapsTokenInfo {
  const parts = (token ?? '').split('.');
  const [usage, payloadText] = parts;
  if (parts.length !== 3 || !usage || !payloadText) throw new Error(INVALID_TOKEN_MESSAGE);
  let payload: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(decodeBase64Url(payloadText));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('not an object');
    payload = parsed as Record<string, unknown>;
  } catch {
    throw new Error(INVALID_TOKEN_MESSAGE);
  }
  const info: MapsTokenInfo = { usage, user: String(payload.u ?? '') };
  if ('a' in payload) info.authorization = String(payload.a);
  if (typeof payload.exp === 'number') info.expires = payload.exp * 1000;
  if (typeof payload.iat === 'number') info.created = payload.iat * 1000;
  if ('scopes' in payload) info.scopes = payload.scopes;
  if ('client' in payload) info.client = payload.client;
  if ('ll' in payload) info.lastLogin = payload.ll;
  if ('iu' in payload) info.impersonator = payload.iu;
  return info;
}
