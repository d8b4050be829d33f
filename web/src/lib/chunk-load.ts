// Lazily loaded chunks give up after the spec §9 chunk-load timeout (120 s) instead of leaving a page loading forever.
import { CHUNK_LOAD_TIMEOUT_MS } from '@backoffice/shared';

/** A chunk that did not arrive in time; it fails like a chunk that could not be fetched (error boundary, report). */
export class ChunkLoadTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Loading chunk timed out after ${timeoutMs} ms`);
    this.name = 'ChunkLoadError';
  }
}

/**
 * Wraps a dynamic import so each load rejects with ChunkLoadTimeoutError when it has not settled after `timeoutMs`.
 * The browser may still finish the download; it is only no longer waited for.
 */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
