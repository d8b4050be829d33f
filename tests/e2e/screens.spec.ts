// Sign-in, chooser and dashboard: no serious/critical axe violations, screenshots saved, dashboard paint time reported.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, FIRST_DATA_ATTACHMENT, test, type Page } from './fixtures';
import type { FirstDataSample } from '../tools/first-data';
import { DEMO_PASSWORD } from '../tools/seed';
import { expectAccessible } from './axe';
import { canteenName, signIn, WIDE } from './support';

const ARTIFACTS = resolve(import.meta.dirname, '../artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

test.use({ viewport: WIDE });

test('sign-in screen: accessible, screenshot', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('input[name="username"]')).toBeVisible();
  await expectAccessible(page, 'sign-in');
  await page.screenshot({ path: `${ARTIFACTS}/sign-in.png`, fullPage: true });
});

test('canteen chooser: accessible, screenshot', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/home');
  await expect(page.locator('[data-canteen-id="C_1001"]').first()).toBeVisible();
  await expect(page.getByText(canteenName('C_1001'), { exact: true }).first()).toBeVisible();
  await expectAccessible(page, 'chooser');
  await page.screenshot({ path: `${ARTIFACTS}/chooser.png`, fullPage: true });
});

/** Signs in through a link to C_1001 and returns the start-up moments after the sign-in click (performance marks). */
async function timedDashboardSignIn(
  page: Page,
): Promise<{ state: string | null; moments: Record<string, number> }> {
  await page.goto('/?cid=C_1001');
  await page.locator('input[name="username"]').fill('admin@demo.test');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  const clickedAt = await page.evaluate(() => performance.now());
  await page.locator('form button[type="submit"]').click();
  const counter = page.locator('[data-testid="counter-todaysOrders"]');
  await expect(counter).toHaveAttribute('data-state', /ready|failed/, { timeout: 20_000 });
  const moments = await page.evaluate(
    (start) =>
      Object.fromEntries(
        performance
          .getEntriesByType('mark')
          .filter((mark) => mark.name.startsWith('bo:'))
          .map((mark) => [mark.name.slice(3), Math.round(mark.startTime - start)]),
      ),
    clickedAt,
  );
  // The SPA's own time-to-first-data mark (web/src/lib/perf.ts): its detail is measured from the sign-in click.
  const firstData = await page.evaluate(
    () =>
      (performance.getEntriesByName('bo:first-data')[0] as PerformanceMark | undefined)?.detail as
        FirstDataSample | undefined,
  );
  if (firstData) samples.push({ ...firstData, test: test.info().title });
  return { state: await counter.getAttribute('data-state'), moments };
}

/** This test's own contexts are not the fixture's: it attaches their time-to-first-data samples itself. */
const samples: FirstDataSample[] = [];

test('dashboard: first data painted after sign-in (figure reported), accessible, screenshot', async ({
  browser,
}) => {
  // Design.md §7 target: first data painted ≤ 1.5 s after sign-in; reported (median of 3 fresh sessions), not asserted.
  test.setTimeout(180_000);
  const runs: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const context = await browser.newContext({ viewport: WIDE });
    const page = await context.newPage();
    const { state, moments } = await timedDashboardSignIn(page);
    expect(state).toBe('ready');
    runs.push(moments['dashboard-data'] ?? Number.NaN);
    console.log(
      `[e2e] dashboard run ${run + 1}: ${Object.entries(moments)
        .map(([name, ms]) => `${name} +${ms} ms`)
        .join(', ')}`,
    );
    if (run < 2) {
      await context.close();
      continue;
    }
    const median = [...runs].sort((a, b) => a - b)[1];
    console.log(
      `[e2e] dashboard first data painted ${median} ms after the sign-in click (median of ${runs.join(', ')} ms)`,
    );
    test
      .info()
      .annotations.push({
        type: 'dashboard-first-data-ms',
        description: `median ${median} of ${runs.join(', ')}`,
      });
    await expect(page.locator('[data-testid="counter-registeredUsers"]')).toHaveAttribute(
      'data-state',
      'ready',
    );
    await expect(page.locator('canvas')).toBeVisible();
    await expectAccessible(page, 'dashboard');
    await page.screenshot({ path: `${ARTIFACTS}/dashboard.png`, fullPage: true });
    await context.close();
    await test
      .info()
      .attach(FIRST_DATA_ATTACHMENT, { body: JSON.stringify(samples), contentType: 'application/json' });
  }
});
