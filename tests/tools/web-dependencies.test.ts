// The SPA's arrows point down (style.md): lib/ and components/ never import app/ or a feature; a feature never imports
// app/ or another feature's internals (only its index.ts or routes.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './emulator-env';

const SRC = path.join(REPO_ROOT, 'web', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Relative imports of a file (static and dynamic), resolved to paths under web/src without extension. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map(
    (match) => match[1]!,
  );
  return specifiers.map((specifier) => path.relative(SRC, path.resolve(path.dirname(file), specifier)));
}

/** [top-level area, feature name when the area is features]. */
function areaOf(relative: string): [string, string | null] {
  const [top, feature] = relative.split(path.sep);
  return top === 'features' ? ['features', feature ?? null] : [top ?? '', null];
}

/** What a feature may import of another: its public face. */
const PUBLIC_ENTRIES = new Set(['', 'index', 'routes']);

function violations(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const from = path.relative(SRC, file);
    const [area, feature] = areaOf(from);
    if (area === 'app' || area === 'main.tsx') continue;
    for (const target of importsOf(file)) {
      const [targetArea, targetFeature] = areaOf(target);
      const rest = target.split(path.sep).slice(2).join('/');
      if (targetArea === 'app') found.push(`${from} imports app/ (${target})`);
      else if ((area === 'lib' || area === 'components') && targetArea === 'features')
        found.push(`${from} imports a feature (${target})`);
      else if (
        area === 'features' &&
        targetArea === 'features' &&
        targetFeature !== feature &&
        !PUBLIC_ENTRIES.has(rest)
      )
        found.push(`${from} reaches into feature ${targetFeature}'s internals (${target})`);
    }
  }
  return found;
}

describe('web/src dependencies', () => {
  it('point down: no import of app/ from below it, no feature internals from another feature', () => {
    expect(violations()).toEqual([]);
  });
});
