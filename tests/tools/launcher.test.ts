// Unit tests of the launcher's pure parts: Java version parsing, the manifest jar, the scheduler's cron.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { javaMajorFromVersionOutput } from './java';
import { foldManifestLine, writeLauncherJar, zipStored } from './jar';
import { nextFire, scheduleToCron } from './scheduler';
import { isPortFree, portHolder } from './ports';
import net from 'node:net';

describe('javaMajorFromVersionOutput', () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15', 17],
    ['java version "1.8.0_401"', 8],
    ['openjdk version "11.0.2" 2019-01-15', 11],
    ['openjdk version "21" 2023-09-19', 21],
    ['no version here', undefined],
  ])('%s → %s', (output, major) => {
    expect(javaMajorFromVersionOutput(output)).toBe(major);
  });
});

describe('launcher jar', () => {
  it('folds manifest lines at 72 bytes with one-space continuations', () => {
    const line = `Class-Path: file:${'/very/long/path'.repeat(10)}.jar`;
    const folded = foldManifestLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    expect(folded.every((part) => Buffer.byteLength(part) <= 72)).toBe(true);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes a zip whose central directory lists the manifest', () => {
    const archive = zipStored([{ name: 'META-INF/MANIFEST.MF', content: Buffer.from('Manifest-Version: 1.0\r\n\r\n') }]);
    const end = archive.subarray(archive.length - 22);
    expect(end.readUInt32LE(0)).toBe(0x06054b50);
    expect(end.readUInt16LE(10)).toBe(1);
    expect(archive.includes(Buffer.from('META-INF/MANIFEST.MF'))).toBe(true);
  });

  it('produces a jar Java accepts: its Main-Class runs from the Class-Path', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'launcher-'));
    // A class-path entry pointing at a missing jar still lets Java read the manifest: the error names the class.
    const jar = path.join(dir, 'launcher.jar');
    writeLauncherJar(jar, 'com.example.Missing', [`file:${dir}/${'nested/'.repeat(12)}absent.jar`]);
    writeFileSync(path.join(dir, 'marker'), '');
    let output = '';
    try {
      execFileSync('java', ['-jar', jar], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      output = String((error as { stderr?: string }).stderr);
    }
    expect(output).toMatch(/com\.example\.Missing/);
  });
});

describe('local scheduler cron', () => {
  it.each([
    ['every 5 minutes', '*/5 * * * *'],
    ['every 2 hours', '0 */2 * * *'],
    ['0 9 * * 1', '0 9 * * 1'],
  ])('%s → %s', (schedule, cron) => {
    expect(scheduleToCron(schedule)).toBe(cron);
  });

  it('computes the next fire time in the schedule time zone', () => {
    const fn = { name: 'job', schedule: '0 9 * * *', timeZone: 'Europe/Rome' };
    // 21 Nov 2026 is in CET (UTC+1): 09:00 in Rome is 08:00 UTC.
    expect(nextFire(fn, new Date('2026-11-21T07:00:00Z')).toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(nextFire(fn, new Date('2026-11-21T08:00:00Z')).toISOString()).toBe('2026-11-22T08:00:00.000Z');
    // 1 Jul is CEST (UTC+2): 09:00 in Rome is 07:00 UTC.
    expect(nextFire(fn, new Date('2026-07-01T00:00:00Z')).toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });
});

describe('port check', () => {
  it('detects a busy port, names its holder, and passes a free one', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    expect(await isPortFree(port)).toBe(false);
    // `ss` (iproute2) names this very process as the holder.
    expect(portHolder(port)).toMatch(new RegExp(`\\(pid ${process.pid}\\)`));
    server.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await isPortFree(port)).toBe(true);
  });
});
