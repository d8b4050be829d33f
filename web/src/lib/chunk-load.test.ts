// Spec §9 chunk-load timeout: a chunk that has not arrived after 120 s fails; one that arrives or fails earlier is untouched.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@backoffice/shared';
import { ChunkLoadTimeoutError, withChunkTimeout } from './chunk-load';

describe('withChunkTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails a chunk still loading after 120 s with a ChunkLoadError', async () => {
    const load = withChunkTimeout(() => new Promise<never>(() => undefined));
    const settled = vi.fn();
    const loading = load().then(settled, (error: unknown) => {
      settled(error);
      throw error;
    });
    loading.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await expect(loading).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: 'Loading chunk timed out after 120000 ms',
    });
  });

  it('gives a chunk that arrives in time and stops waiting', async () => {
    const module = { default: 'Screen' };
    const load = withChunkTimeout(() => new Promise((resolve) => setTimeout(() => resolve(module), 5_000)));
    const loading = load();
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(loading).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes on the failure of a chunk that could not be fetched', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = withChunkTimeout(() => Promise.reject(failure));
    await expect(load()).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('times each load on its own', async () => {
    let calls = 0;
    const load = withChunkTimeout(() =>
      ++calls === 1 ? new Promise<never>(() => undefined) : Promise.resolve('late'),
    );
    const first = load();
    first.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await expect(first).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await expect(load()).resolves.toBe('late');
  });
});
