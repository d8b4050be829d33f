// CORS for the SPA: local hosts (emulators, Vite) and the project's Firebase Hosting sites, plus API_ALLOWED_ORIGINS.
import type { RequestHandler } from 'express';

const DEFAULT_ORIGINS: readonly RegExp[] = [
  /^https?:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/,
  /^https:\/\/[a-z0-9-]+\.(web\.app|firebaseapp\.com)$/,
];

function allowedOrigins(): RegExp[] {
  const extra = (process.env.API_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  return [...DEFAULT_ORIGINS, ...extra];
}

/**
 * Answers preflights and marks allowed origins. Tokens travel in headers or bodies, never in cookies, so
 * no credentials are allowed; an unknown origin simply gets no CORS headers (the browser blocks it).
 */
export function cors(): RequestHandler {
  const origins = allowedOrigins();
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (typeof origin === 'string' && origins.some((pattern) => pattern.test(origin))) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-XSRF-TOKEN, X-Firebase-AppCheck');
      res.setHeader('Access-Control-Max-Age', '3600');
    }
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}
