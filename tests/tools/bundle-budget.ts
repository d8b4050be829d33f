// Bundle budgets of design.md §7 over the production build (web/dist): gzip size of the JavaScript each screen loads.
// Run after `npm run build -w @backoffice/web`: `npx tsx tests/tools/bundle-budget.ts`; exits 1 on a breach.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const KB = 1024;
export const BUDGETS = { signIn: 160 * KB, signInShellDashboard: 350 * KB, lazyRoute: 100 * KB } as const;

/** Source modules that define the measured screens (manifest keys are paths relative to web/). */
export const SHELL_SOURCE = 'src/app/Shell.tsx';
export const DASHBOARD_SOURCE = 'src/features/dashboard/components/DashboardScreen.tsx';
/** The sign-in screen paints in the host's language: on 127.0.0.1 that is en (spec §1). */
export const SIGN_IN_LOCALE_SOURCE = 'src/i18n/locales/en/common.json';
/** The list of en's locale files the sign-in screen reads before its texts (i18n/index.ts). */
export const SIGN_IN_LOCALE_LIST_SOURCE = 'src/i18n/languages/en.ts';
export const SHELL_LOCALE_SOURCE = 'src/i18n/locales/en/shell.json';
/** Modules whose dynamic imports are route screens (one lazy chunk per screen). */
export const ROUTE_TABLE_SOURCE = 'src/app/screens.ts';

/** A chunk and everything it imports statically (what the browser must fetch before it runs). */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the build manifest: ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

export interface Measured {
  name: string;
  bytes: number;
  budget: number;
  chunks: number;
}

export function measure(manifest: Manifest, sizeOf: (file: string) => number): Measured[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk');
  const js = (keys: Iterable<string>) => [...keys].filter((key) => manifest[key]!.file.endsWith('.js'));
  const total = (keys: Iterable<string>) => js(keys).reduce((sum, key) => sum + sizeOf(manifest[key]!.file), 0);

  const signIn = staticClosure(manifest, entry);
  staticClosure(manifest, SIGN_IN_LOCALE_SOURCE, signIn);
  if (manifest[SIGN_IN_LOCALE_LIST_SOURCE]) staticClosure(manifest, SIGN_IN_LOCALE_LIST_SOURCE, signIn);
  const full = new Set(signIn);
  for (const source of [SHELL_SOURCE, SHELL_LOCALE_SOURCE, DASHBOARD_SOURCE]) staticClosure(manifest, source, full);

  const results: Measured[] = [
    { name: 'sign-in screen', bytes: total(signIn), budget: BUDGETS.signIn, chunks: js(signIn).length },
    { name: 'sign-in + shell + dashboard', bytes: total(full), budget: BUDGETS.signInShellDashboard, chunks: js(full).length },
  ];
  // Every other lazy chunk: what it adds on top of what sign-in + shell + dashboard already loaded.
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || full.has(key) || !chunk.file.endsWith('.js') || key.endsWith('.json')) continue;
    const extra = js(staticClosure(manifest, key)).filter((imported) => !full.has(imported));
    results.push({ name: `lazy ${chunk.src ?? key}`, bytes: total(extra), budget: BUDGETS.lazyRoute, chunks: extra.length });
  }
  return results;
}

function main(): void {
  const dist = resolve(import.meta.dirname, '../../web/dist');
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`No ${manifestPath}: run \`npm run build -w @backoffice/web\` first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return sizes.get(file)!;
  };
  const results = measure(manifest, sizeOf);
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const width = Math.max(...results.map((result) => result.name.length));
  console.log(`${'bundle (JavaScript, gzip)'.padEnd(width)}  ${'size'.padStart(9)}  ${'budget'.padStart(9)}  chunks  result`);
  let breaches = 0;
  for (const result of results) {
    const ok = result.bytes <= result.budget;
    if (!ok) breaches += 1;
    console.log(`${result.name.padEnd(width)}  ${kb(result.bytes).padStart(9)}  ${kb(result.budget).padStart(9)}  ${String(result.chunks).padStart(6)}  ${ok ? 'ok' : 'OVER BUDGET'}`);
  }
  // The dashboard's own lazy chunks (the chart) load after its counters have painted; shown for the record.
  const deferred = results.filter((result) => result.name.startsWith('lazy src/features/dashboard/'));
  if (deferred.length > 0) {
    const withDeferred = results[1]!.bytes + deferred.reduce((sum, result) => sum + result.bytes, 0);
    console.log(`(for the record: sign-in + shell + dashboard with its deferred chunks = ${kb(withDeferred)})`);
  }
  console.log(breaches === 0 ? 'All bundle budgets met.' : `${breaches} bundle budget(s) exceeded.`);
  process.exit(breaches === 0 ? 0 : 1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
