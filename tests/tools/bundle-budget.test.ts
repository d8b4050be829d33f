// The budget script's arithmetic on a made-up manifest: what counts for sign-in, for the shell + dashboard, per lazy chunk.
import { describe, expect, it } from 'vitest';
import { DASHBOARD_SOURCE, SHELL_LOCALE_SOURCE, SHELL_SOURCE, SIGN_IN_LOCALE_SOURCE, measure, staticClosure, type Manifest } from './bundle-budget';

const manifest: Manifest = {
  'index.html': { file: 'entry.js', isEntry: true, imports: ['_react.js'], dynamicImports: [SHELL_SOURCE] },
  '_react.js': { file: 'react.js' },
  [SIGN_IN_LOCALE_SOURCE]: { file: 'common.js', isDynamicEntry: true },
  [SHELL_LOCALE_SOURCE]: { file: 'shell-en.js', isDynamicEntry: true },
  [SHELL_SOURCE]: { file: 'shell.js', isDynamicEntry: true, imports: ['_react.js', '_firestore.js'] },
  '_firestore.js': { file: 'firestore.js' },
  [DASHBOARD_SOURCE]: { file: 'dashboard.js', isDynamicEntry: true, imports: ['_firestore.js'] },
  'src/features/x/Chart.tsx': { file: 'chart.js', isDynamicEntry: true, imports: ['_firestore.js', '_chartlib.js'] },
  '_chartlib.js': { file: 'chartlib.js' },
  'src/app.css': { file: 'app.css' },
};
const sizes: Record<string, number> = {
  'entry.js': 10, 'react.js': 50, 'common.js': 2, 'shell-en.js': 3, 'shell.js': 20, 'firestore.js': 100, 'dashboard.js': 8, 'chart.js': 5, 'chartlib.js': 60,
};

describe('bundle budget', () => {
  it('follows static imports, not dynamic ones', () => {
    expect([...staticClosure(manifest, 'index.html')].sort()).toEqual(['_react.js', 'index.html']);
  });

  it('measures sign-in, sign-in + shell + dashboard, and what each other lazy chunk adds', () => {
    const results = measure(manifest, (file) => sizes[file]!);
    expect(results.map(({ name, bytes }) => [name, bytes])).toEqual([
      ['sign-in screen', 10 + 50 + 2],
      ['sign-in + shell + dashboard', 10 + 50 + 2 + 3 + 20 + 100 + 8],
      ['lazy src/features/x/Chart.tsx', 5 + 60],
    ]);
  });

  it('fails loudly when a measured screen is missing from the build', () => {
    const { [DASHBOARD_SOURCE]: _dashboard, ...withoutDashboard } = manifest;
    expect(() => measure(withoutDashboard, (file) => sizes[file]!)).toThrow(DASHBOARD_SOURCE);
  });
});
