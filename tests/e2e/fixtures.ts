// The e2e suite's `test`: Playwright's, plus an automatic fixture that records each screen's time to first data.
// The SPA sets a `bo:first-data` performance mark when a screen's first data is painted (web/src/lib/perf.ts); an init
// script forwards each mark to the test, which attaches them to its report entry. `npm test` prints the table per
// screen against design.md §7's budgets (tests/tools/first-data.ts). Figures, not assertions.
import { test as base } from '@playwright/test';
import type { FirstDataSample } from '../tools/first-data';

export { expect, type Browser, type Download, type Locator, type Page } from '@playwright/test';

export const FIRST_DATA_ATTACHMENT = 'first-data';

export const test = base.extend<{ firstDataFigures: void }>({
  firstDataFigures: [
    async ({ context }, use, testInfo) => {
      const samples: FirstDataSample[] = [];
      await context.exposeBinding('__boFirstData', (_source, detail: Omit<FirstDataSample, 'test'>) => {
        samples.push({ ...detail, test: testInfo.title });
      });
      await context.addInitScript(() => {
        new PerformanceObserver((list) => {
          const report = (window as unknown as { __boFirstData?: (detail: unknown) => void }).__boFirstData;
          for (const entry of list.getEntries())
            if (entry.name === 'bo:first-data') void report?.((entry as PerformanceMark).detail);
        }).observe({ type: 'mark', buffered: true });
      });
      await use();
      if (samples.length > 0)
        await testInfo.attach(FIRST_DATA_ATTACHMENT, {
          body: JSON.stringify(samples),
          contentType: 'application/json',
        });
    },
    { auto: true },
  ],
});
