// npm start imports emulator-data/ only on the day it was seeded for (seed-runner.ts): a stale export imported and then
// cleared queued ~1,800 trigger events and made every start of a later day ~85 s slower.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPORT_MARKER, exportSeededFor, importableExport } from './seed-runner';
import { seedFingerprint } from './seed-snapshot';

const dirs: string[] = [];
function exportDir({ metadata = true, marker }: { metadata?: boolean; marker?: string }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bo-export-'));
  dirs.push(dir);
  if (metadata) writeFileSync(path.join(dir, 'firebase-export-metadata.json'), '{}');
  if (marker !== undefined) writeFileSync(path.join(dir, EXPORT_MARKER), marker);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const NOW = new Date('2028-02-29T10:00:00Z');

describe('importableExport', () => {
  it('imports an export seeded for the run day', () => {
    const dir = exportDir({ marker: JSON.stringify({ seeded_for: '2028-02-29' }) });
    expect(exportSeededFor(dir)).toBe('2028-02-29');
    expect(importableExport(NOW, dir)).toBe(true);
  });

  it('starts empty for an export of another day, one without the marker, a broken marker or no export', () => {
    expect(importableExport(NOW, exportDir({ marker: JSON.stringify({ seeded_for: '2028-02-28' }) }))).toBe(false);
    expect(importableExport(NOW, exportDir({}))).toBe(false);
    expect(importableExport(NOW, exportDir({ marker: '{"seeded_for":' }))).toBe(false);
    expect(importableExport(NOW, exportDir({ metadata: false, marker: JSON.stringify({ seeded_for: '2028-02-29' }) }))).toBe(false);
  });
});

describe('seed snapshot fingerprint', () => {
  // Three seed builds: 1–2 s each on a quiet machine, over 5 s for the three beside other suites (2026-11-27).
  it('is the same for two instants of a day and differs for another day (another seed)', { timeout: 60_000 }, () => {
    const morning = seedFingerprint(new Date('2026-11-27T06:00:00Z'));
    expect(seedFingerprint(new Date('2026-11-27T21:00:00Z'))).toBe(morning);
    expect(morning).toMatch(/^[0-9a-f]{12}$/);
    expect(seedFingerprint(new Date('2026-11-28T06:00:00Z'))).not.toBe(morning);
  });
});
