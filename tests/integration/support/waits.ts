// Small waiting helpers of the trigger tests: a pause, and "nothing changes for a while" (loop checks).
import { eventually } from '../../support/admin';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads twice, `ms` apart, and returns both values: a trigger that re-fired would show a difference. */
export async function settled<T>(read: () => Promise<T>, ms = 3_000): Promise<[T, T]> {
  const first = await read();
  await pause(ms);
  return [first, await read()];
}

export { eventually };
