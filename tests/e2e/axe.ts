// The one accessibility check of the end-to-end suite: axe-core (4.14+) on the page as it stands, failing on any
// serious or critical violation. Every screen test calls it once its data is shown, so later screens stay on it.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Rules kept on whatever axe's defaults become: WCAG 2.1 SC 2.5.3 (label in name) — a control's accessible name must
 * contain its visible text, or speech users cannot say what they see (issue 13: sidebar and header links).
 */
const ALWAYS_ON = ['label-content-name-mismatch'] as const;

/** The serious and critical violations on the page, one line each: "rule (impact): target, target…". */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(ALWAYS_ON.map((rule) => [rule, { enabled: true }])) })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Fails the test with every serious or critical violation of the page as it stands. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(page), `axe on ${name}`).toEqual([]);
}
