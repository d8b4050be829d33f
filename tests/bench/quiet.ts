// Waits until the machine is quiet before a benchmark measures: after a bulk write, the emulators go on handing its
// events to the functions runtimes for minutes, and a figure taken meanwhile measures that work, not the screen.
import { readFileSync } from 'node:fs';

/** Busy and total jiffies of all cores since boot (/proc/stat's first line). */
function cpuTimes(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * Resolves once the whole machine used less than `threshold` of its cores over `windowMs`, or after `maxMs`; returns
 * how long it waited and whether it got quiet. Linux only (elsewhere it returns at once).
 */
export async function waitForQuietMachine(
  { threshold = 0.2, windowMs = 3_000, maxMs = 10 * 60_000 } = {},
): Promise<{ waitedMs: number; quiet: boolean; lastUse: number }> {
  const started = Date.now();
  let lastUse = 0;
  try {
    cpuTimes();
  } catch {
    return { waitedMs: 0, quiet: true, lastUse };
  }
  while (Date.now() - started < maxMs) {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = cpuTimes();
    lastUse = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    if (lastUse < threshold) return { waitedMs: Date.now() - started, quiet: true, lastUse };
  }
  return { waitedMs: Date.now() - started, quiet: false, lastUse };
}

export const describeQuiet = (label: string, result: { waitedMs: number; quiet: boolean; lastUse: number }) =>
  `${label}: ${result.quiet ? 'quiet' : 'STILL BUSY'} after ${(result.waitedMs / 1000).toFixed(1)} s ` +
  `(${Math.round(result.lastUse * 100)}% of the cores over the last 3 s)`;
