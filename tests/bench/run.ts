// `npm run bench`: runs every benchmark module in tests/bench (files *.bench.ts) and prints its figures.
// Usage: tsx tests/bench/run.ts [name-filter…]. Figures only: nothing here passes or fails on timing.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What a benchmark module exports: a title and a run that returns printable lines. */
export interface BenchModule {
  title: string;
  run(): Promise<string[]>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

async function main(filters: string[]): Promise<number> {
  const files = readdirSync(here)
    .filter((file) => file.endsWith('.bench.ts'))
    .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
    .sort();
  if (files.length === 0) {
    console.error(`no benchmark matches ${filters.join(' ')}`);
    return 2;
  }
  let failures = 0;
  for (const file of files) {
    const bench = (await import(pathToFileURL(path.join(here, file)).href)) as BenchModule;
    console.log(`\n== ${bench.title} (${file})`);
    try {
      for (const line of await bench.run()) console.log(`   ${line}`);
    } catch (error) {
      failures += 1;
      console.error(`   could not run: ${(error as Error).stack ?? String(error)}`);
    }
  }
  return failures === 0 ? 0 : 1;
}

// A stray rejection inside one benchmark (a probe polling a tab that closed) is reported, not fatal: the figures the
// benchmarks print are worth more than a crash that loses them all.
process.on('unhandledRejection', (reason) => {
  console.error(`   unhandled rejection (ignored): ${reason instanceof Error ? reason.message : String(reason)}`);
});

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error);
    process.exit(1);
  },
);
