// `npm run bench:first-data` (issue 24, design.md §7): the dashboard's first data after the sign-in click, measured as a
// new user meets it — the production build on the Hosting emulator of a running `npm start`, a fresh browser context
// per run, signing in through /?cid=C_1001 as admin@demo.test — five runs after a warm-up; prints the median and range,
// the start-up moments of the median run and its requests (the critical path). Figures only: nothing fails on timing.
// Options: --runs N (default 5), --no-build (measure web/dist as it is; default: build it first), --trace (every run).
import { spawnSync } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { REPO_ROOT } from '../tools/emulator-env';
import { DEMO_PASSWORD } from '../tools/seed/users';

const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
const EMAIL = 'admin@demo.test';
const CANTEEN = 'C_1001';
const TARGET_MS = 1_500;

interface Run {
  ms: number;
  moments: Record<string, number>;
  requests: Array<{ at: number; end: number; what: string }>;
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const RUNS = Number(option('--runs') ?? 5);

/** What a request was, in a few words: the Firestore channel, an aggregation, a document, a script… */
function describe(url: string, method: string): string {
  const parsed = new URL(url);
  const pathName = parsed.pathname;
  if (pathName.includes('/Listen/channel'))
    return `firestore listen ${method === 'POST' ? 'send' : 'stream'}`;
  if (pathName.endsWith(':runAggregationQuery')) return 'firestore count/sum';
  if (pathName.includes(':batchGet') || pathName.includes('/documents/'))
    return `firestore ${pathName.split('/documents/')[1] ?? 'get'}`;
  if (pathName.includes('/Write/channel')) return 'firestore write';
  if (parsed.port === '9099') return `auth ${pathName.split('/').pop()}`;
  if (parsed.port === '5001') return `function ${pathName.split('/').pop()}`;
  return `${parsed.port === '5000' ? '' : `${parsed.host} `}${pathName}`;
}

async function oneRun(page: Page): Promise<Run> {
  const requests: Run['requests'] = [];
  let clickedAt = Number.POSITIVE_INFINITY;
  page.on('requestfinished', (request) => {
    const timing = request.timing();
    requests.push({
      at: timing.startTime,
      end: timing.startTime + Math.max(0, timing.responseEnd),
      what: describe(request.url(), request.method()),
    });
  });
  await page.goto(`${BASE}/?cid=${CANTEEN}`);
  await page.locator('input[name="username"]').fill(EMAIL);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  const wallClick = Date.now();
  clickedAt = await page.evaluate(() => performance.now());
  await page.locator('form button[type="submit"]').click();
  await page.locator('[data-testid="counter-todaysOrders"][data-state="ready"]').waitFor({ timeout: 30_000 });
  const { mark, moments } = await page.evaluate((start) => {
    const first = performance.getEntriesByName('bo:first-data')[0] as PerformanceMark | undefined;
    return {
      mark: first
        ? { ms: (first.detail as { ms: number }).ms, screen: (first.detail as { screen: string }).screen }
        : null,
      moments: Object.fromEntries(
        performance
          .getEntriesByType('mark')
          .filter((entry) => entry.name.startsWith('bo:') && entry.name !== 'bo:first-data')
          .map((entry) => [entry.name.slice(3), Math.round(entry.startTime - start)]),
      ),
    };
  }, clickedAt);
  if (!mark || mark.screen !== 'dashboard')
    throw new Error(`no first-data mark for the dashboard (got ${JSON.stringify(mark)})`);
  return {
    ms: mark.ms,
    moments,
    requests: requests
      .filter((request) => request.at >= wallClick - 5)
      .map((request) => ({
        at: Math.round(request.at - wallClick),
        end: Math.round(request.end - wallClick),
        what: request.what,
      }))
      .sort((a, b) => a.at - b.at),
  };
}

function printTrace(run: Run): void {
  console.log(
    `   moments after the click: ${Object.entries(run.moments)
      .map(([name, ms]) => `${name} ${ms} ms`)
      .join(', ')}`,
  );
  console.log('   requests after the click (start → end, ms):');
  for (const request of run.requests)
    console.log(
      `     ${String(request.at).padStart(5)} → ${String(request.end).padStart(5)}  ${request.what}`,
    );
}

async function main(): Promise<number> {
  const up = await fetch(`${BASE}/`).then(
    (response) => response.ok,
    () => false,
  );
  if (!up) {
    console.error(
      `Nothing answers at ${BASE}: start the stack with \`npm start\` first (the benchmark measures it as it runs).`,
    );
    return 2;
  }
  if (!args.includes('--no-build')) {
    console.log('Building the web app (web/dist, served by the Hosting emulator)…');
    const built = spawnSync('npm', ['run', '--silent', 'build', '-w', '@backoffice/web'], {
      cwd: REPO_ROOT,
      stdio: 'ignore',
    });
    if (built.status !== 0) {
      console.error('The web build failed: run `npm run build -w @backoffice/web` to see why.');
      return 1;
    }
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const runs: Run[] = [];
  try {
    for (let index = 0; index <= RUNS; index += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const run = await oneRun(await context.newPage());
      await context.close();
      if (index === 0) {
        console.log(`warm-up: ${run.ms} ms`);
        continue;
      }
      runs.push(run);
      console.log(`run ${index}: ${run.ms} ms`);
      if (args.includes('--trace')) printTrace(run);
    }
  } finally {
    await browser.close();
  }
  const sorted = [...runs].sort((a, b) => a.ms - b.ms);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const middle =
    sorted.length % 2 === 1 ? median.ms : Math.round((median.ms + sorted[sorted.length / 2]!.ms) / 2);
  console.log(
    `\nDashboard first data after the sign-in click: median ${(middle / 1000).toFixed(2)} s ` +
      `(${(sorted[0]!.ms / 1000).toFixed(2)}–${(sorted.at(-1)!.ms / 1000).toFixed(2)} s over ${runs.length} runs); ` +
      `target ≤ ${(TARGET_MS / 1000).toFixed(1)} s: ${middle <= TARGET_MS ? 'within' : 'OVER'}`,
  );
  console.log(`\nThe median run (${median.ms} ms):`);
  printTrace(median);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
