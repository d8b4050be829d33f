// The security-rules suite: the matrix generated from the access table, the field-level and transition cases,
// then the check that every `allow` of firestore.rules granted something, with the emulator's coverage report.
import { afterAll, beforeAll, describe } from 'vitest';
import { defineCoverageCheck } from './coverage';
import { defineFieldLevel } from './field-level';
import { defineMatrix } from './matrix';
import { caseCounts } from './support/cases';
import { startRulesEnvironment, stopRulesEnvironment } from './support/environment';
import { baselineDocuments } from './support/fixtures';
import { FixtureStore } from './support/store';

const store = new FixtureStore(baselineDocuments());

beforeAll(async () => {
  await startRulesEnvironment();
  await store.loadAll();
});

afterAll(async () => {
  const total = [...caseCounts.values()].reduce((sum, count) => sum + count, 0);
  const parts = [...caseCounts].map(([suite, count]) => `${suite} ${count}`).join(', ');
  console.log(`[rules] ${total} rule cases run (${parts})`);
  await stopRulesEnvironment();
});

describe('access matrix', () => defineMatrix(() => store));
describe('field-level and transition rules', () => defineFieldLevel(() => store));
describe('rule coverage', () => defineCoverageCheck());
