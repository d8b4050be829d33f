// The local scheduler still reaches scheduled functions after the seed paused and resumed background triggers.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentTriggerId, discoverScheduledFunctions, fireScheduledFunction } from '../tools/scheduler';
import { reseedNow } from '../tools/seed-runner';

const BUNDLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../functions/dist/index.js');

describe('local scheduler against the Functions emulator', () => {
  it('discovers every scheduled function of the bundle with its cron and time zone', () => {
    const found = discoverScheduledFunctions(BUNDLE).map((fn) => fn.name).sort();
    expect(found).toEqual(expect.arrayContaining(['dispatchDueNotifications', 'retryDeliveries']));
  });

  it('fires them (HTTP 200) after a reseed, which reloads the triggers under a new generation', async () => {
    const before = await currentTriggerId('retryDeliveries');
    await reseedNow(undefined, { waitForTriggers: true });
    const after = await currentTriggerId('retryDeliveries');
    expect(after).not.toBe(before);
    for (const fn of discoverScheduledFunctions(BUNDLE)) {
      expect(await fireScheduledFunction(fn, new Date()), fn.name).toBe(200);
    }
  }, 240_000);
});
