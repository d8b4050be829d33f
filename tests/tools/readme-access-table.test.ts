// The README shows the access table exactly as shared/src/access/collections/ renders it (never a hand-made copy).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { END_MARKER, README, START_MARKER, withAccessTable } from './readme-access-table';

describe('README access table', () => {
  it('is the generated one (run `npm run docs:access` after changing the table)', () => {
    const readme = readFileSync(README, 'utf8');
    expect(readme).toContain(START_MARKER);
    expect(withAccessTable(readme)).toBe(readme);
  });

  it('replaces only what stands between the markers', () => {
    const stale = `# Title\n\n${START_MARKER}\nold table\n${END_MARKER}\n\nAfter.\n`;
    const fresh = withAccessTable(stale);
    expect(fresh.startsWith(`# Title\n\n${START_MARKER}\n| collection |`)).toBe(true);
    expect(fresh.endsWith(`${END_MARKER}\n\nAfter.\n`)).toBe(true);
    expect(fresh).not.toContain('old table');
    expect(() => withAccessTable('no markers')).toThrow('README.md lacks the markers');
  });
});
