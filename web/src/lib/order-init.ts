// The order-initialisation retry rule of spec §4: while no user is signed in, try again up to 10 times, 1 s apart.
import { ORDER_INIT_MAX_RETRIES, ORDER_INIT_RETRY_INTERVAL_MS } from '@backoffice/shared';

export interface RetryOptions {
  isSignedIn: () => boolean;
  retries?: number;
  intervalMs?: number;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `init` as soon as a user is signed in, checking again every second up to 10 times; resolves to its result,
 * or to null when nobody signed in meanwhile (the orders screen then shows nothing rather than failing).
 */
export async function initWhenSignedIn<T>(init: () => Promise<T>, options: RetryOptions): Promise<T | null> {
  const { isSignedIn, retries = ORDER_INIT_MAX_RETRIES, intervalMs = ORDER_INIT_RETRY_INTERVAL_MS, wait = sleep } = options;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (isSignedIn()) return init();
    if (attempt < retries) await wait(intervalMs);
  }
  return null;
}
