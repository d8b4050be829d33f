// The player offline (issue 22): a service worker scoped to the player's address keeps its page and built files, and
// a last-known store (localStorage) keeps its pairing and the data it last read, so a wall screen that reloads while
// the network is down starts again and plays its last schedule.
import { env } from '../../../config/env';

const PREFIX = 'signage-player:';

export function remember(key: string, value: unknown): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the player works on, only not after an offline reload.
  }
}

/** What was last remembered under `key`, or undefined when nothing was. */
export function recall<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

/** The worker's scope: the player's address only (the back office at other paths is never controlled by it). */
export function playerWorkerScope(base: string = env.VITE_SIGNAGE_PATH): string {
  return base;
}

/** Registers the player's service worker (built sites only) and hands it what the page loaded before it took over. */
export function registerPlayerWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  navigator.serviceWorker
    .register('/signage-sw.js', { scope: playerWorkerScope() })
    .then(async () => {
      const registration = await navigator.serviceWorker.ready;
      const urls = [
        window.location.href,
        ...performance.getEntriesByType('resource').map((entry) => entry.name),
      ].filter((url) => new URL(url).origin === window.location.origin);
      registration.active?.postMessage({ type: 'cache', urls });
    })
    .catch((error: unknown) => console.warn('Signage player works online only', error));
}
