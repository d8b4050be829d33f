// Spec §4: order initialisation retries up to 10 times at 1-second intervals while no user is signed in.
import { describe, expect, it, vi } from 'vitest';
import { initWhenSignedIn } from './order-init';

describe('initWhenSignedIn', () => {
  it('runs at once for a signed-in user', async () => {
    const wait = vi.fn(async () => undefined);
    await expect(initWhenSignedIn(async () => 'orders', { isSignedIn: () => true, wait })).resolves.toBe('orders');
    expect(wait).not.toHaveBeenCalled();
  });

  it('waits 1 s between checks and runs once the user is there', async () => {
    const wait = vi.fn(async () => undefined);
    let checks = 0;
    const result = await initWhenSignedIn(async () => 'orders', { isSignedIn: () => ++checks > 3, wait });
    expect(result).toBe('orders');
    expect(wait.mock.calls).toEqual([[1000], [1000], [1000]]);
  });

  it('gives up after 10 retries', async () => {
    const wait = vi.fn(async () => undefined);
    const init = vi.fn(async () => 'orders');
    await expect(initWhenSignedIn(init, { isSignedIn: () => false, wait })).resolves.toBeNull();
    expect(wait).toHaveBeenCalledTimes(10);
    expect(init).not.toHaveBeenCalled();
  });
});
