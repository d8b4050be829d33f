// The local scheduler `npm start` runs: fires every onSchedule function of the functions bundle on its own
// cron against the Functions emulator, which never does (firebase-tools issue #2034; design.md §3).
import { CronExpressionParser } from 'cron-parser';
import { statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, PORTS, PROJECT_ID, REGION } from './ports';

export interface ScheduledFunction {
  name: string;
  schedule: string;
  timeZone: string;
}

/** Turns an App Engine style schedule ("every 5 minutes", "every 2 hours") into cron; cron passes through. */
export function scheduleToCron(schedule: string): string {
  const every = /^every (\d+) (minute|minutes|hour|hours)$/i.exec(schedule.trim());
  if (!every) return schedule;
  const amount = Number(every[1]);
  return every[2]!.toLowerCase().startsWith('minute') ? `*/${amount} * * * *` : `0 */${amount} * * *`;
}

/** The next fire time strictly after `after`, in the schedule's time zone. */
export function nextFire(fn: ScheduledFunction, after: Date): Date {
  return CronExpressionParser.parse(scheduleToCron(fn.schedule), { currentDate: after, tz: fn.timeZone })
    .next()
    .toDate();
}

/**
 * Reads the scheduled functions out of a functions bundle through the endpoint metadata firebase-functions
 * attaches to each export. It loads the bundle in a short-lived child process, so rebuilt bundles are read
 * fresh and the bundle's module-level set-up never runs twice in this process.
 */
export function discoverScheduledFunctions(bundlePath: string): ScheduledFunction[] {
  const script = `
    const exported = require(${JSON.stringify(bundlePath)});
    const found = [];
    for (const [name, fn] of Object.entries(exported)) {
      const trigger = fn && fn.__endpoint && fn.__endpoint.scheduleTrigger;
      if (trigger && trigger.schedule) found.push({ name, schedule: trigger.schedule, timeZone: trigger.timeZone || 'UTC' });
    }
    process.stdout.write(JSON.stringify(found));`;
  const output = execFileSync(process.execPath, ['-e', script], {
    encoding: 'utf8',
    env: { ...process.env, METADATA_SERVER_DETECTION: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 30_000,
  });
  return JSON.parse(output) as ScheduledFunction[];
}

const FUNCTIONS_BASE = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${REGION}`;

/**
 * The emulator's current trigger id of a scheduled function. It registers scheduled functions as event
 * triggers named `<name>-<generation>`, and every reload (e.g. the hub's enableBackgroundTriggers after the
 * seed paused them) adds a new generation while the old one stays behind, disabled (answering 204). The 404
 * page of an unknown function lists every id, so the newest generation is read from there.
 */
export async function currentTriggerId(name: string): Promise<string> {
  const response = await fetch(`${FUNCTIONS_BASE}/__list-triggers__`, { method: 'POST', body: '{}' });
  const listing = await response.text();
  const pattern = new RegExp(`${REGION}-${name.replace(/[^\w]/g, '')}-(\\d+)`, 'g');
  const generations = [...listing.matchAll(pattern)].map((match) => Number(match[1]));
  return generations.length > 0 ? `${name}-${Math.max(...generations)}` : `${name}-0`;
}

/** Invokes a v2 scheduled function on the emulator the way Cloud Scheduler does (HTTP POST with its headers). */
export async function fireScheduledFunction(fn: ScheduledFunction, scheduleTime: Date): Promise<number> {
  const response = await fetch(`${FUNCTIONS_BASE}/${await currentTriggerId(fn.name)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-CloudScheduler': 'true',
      'X-CloudScheduler-JobName': `firebase-schedule-${fn.name}-${REGION}`,
      'X-CloudScheduler-ScheduleTime': scheduleTime.toISOString(),
    },
    body: '{}',
  });
  return response.status;
}

/** Runs forever: rediscovers the bundle when it changes and fires each function at its next cron time. */
export function runScheduler(bundlePath: string, log: (line: string) => void = console.log): () => void {
  let functions: ScheduledFunction[] = [];
  let bundleVersion = -1;
  const due = new Map<string, Date>();
  const refresh = () => {
    const version = statSync(bundlePath, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (version === bundleVersion) return;
    bundleVersion = version;
    try {
      functions = discoverScheduledFunctions(bundlePath);
      due.clear();
      const now = new Date();
      for (const fn of functions) due.set(fn.name, nextFire(fn, now));
      log(
        functions.length === 0
          ? 'no scheduled functions'
          : functions.map((fn) => `${fn.name} (${fn.schedule}, ${fn.timeZone}) next ${due.get(fn.name)?.toISOString()}`).join('; '),
      );
    } catch (error) {
      log(`could not read the functions bundle: ${(error as Error).message}`);
    }
  };
  const tick = () => {
    refresh();
    const now = new Date();
    for (const fn of functions) {
      const at = due.get(fn.name);
      if (!at || at > now) continue;
      due.set(fn.name, nextFire(fn, now));
      fireScheduledFunction(fn, at).then(
        (status) => log(`${fn.name} fired for ${at.toISOString()} → HTTP ${status}`),
        (error: Error) => log(`${fn.name} could not be fired: ${error.message}`),
      );
    }
  };
  tick();
  const timer = setInterval(tick, 1_000);
  return () => clearInterval(timer);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bundle = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../functions/dist/index.js');
  runScheduler(bundle, (line) => console.log(`[scheduler] ${line}`));
}
