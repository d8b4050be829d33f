// Root vitest configuration: one project per suite, selected with --project.
import { defineConfig } from 'vitest/config';
import { RunLastSequencer } from './tests/support/run-last';

export default defineConfig({
  test: {
    // The emulator project's files that leave long trigger queues run last (tests/support/run-last.ts).
    sequence: { sequencer: RunLastSequencer },
    projects: [
      {
        test: {
          name: 'shared',
          root: './shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Pure functions: the files share one module graph (shared, functions and tools together ran 115 s isolated,
          // 80 s not, 4,082 tests passing in vitest's order and shuffled; 2026-11-28).
          isolate: false,
        },
      },
      {
        test: {
          name: 'functions',
          root: './functions',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'tools',
          root: './tests',
          include: ['tools/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // Several tools tests build the whole seed inside a test (1.5–2.7 s a build on the shared 2-core machine,
          // 3,930 documents since the statistics and the services' set-up): vitest's 5 s default failed them under load.
          testTimeout: 30_000,
        },
      },
      './web/vitest.config.ts',
      {
        test: {
          name: 'emulator',
          root: './tests',
          include: ['integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./support/no-keep-alive.ts', './support/drain-triggers.ts'],
          fileParallelism: false,
          // One after another in one process that keeps its modules: firebase-admin, the client SDK and today's seed
          // (support/seed-subset) load once, not once per file — 65 s of the suite's 500 (import 41.6 s, setup 23.9 s;
          // 2026-11-28). The setup files still run before each file; ID tokens are kept per file (api-support tokenOf).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'rules',
          root: './tests',
          include: ['rules/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['shared/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'json-summary'],
    },
  },
});
