// The emulator-only guard that keeps the resumed triggers from acting on the seed's own writes (seed-writes.ts).
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { commitTimeOf, isBeforeSeedMarker } from './seed-writes';

const marker = new Timestamp(1_795_000_000, 500_000_000);
const before = new Timestamp(1_795_000_000, 499_999_000);
const after = new Timestamp(1_795_000_000, 500_001_000);

describe('seed writes', () => {
  it('a write committed before the marker is the seed’s; at or after it, not; without a marker, nothing is', () => {
    expect(isBeforeSeedMarker(before, marker)).toBe(true);
    expect(isBeforeSeedMarker(new Timestamp(1_794_999_999, 999_999_999), marker)).toBe(true);
    expect(isBeforeSeedMarker(marker, marker)).toBe(false);
    expect(isBeforeSeedMarker(after, marker)).toBe(false);
    expect(isBeforeSeedMarker(before, undefined)).toBe(false);
  });

  it('the commit time is the written document’s update time, to the microsecond', () => {
    const time = '2026-11-27T04:00:00.000Z';
    expect(
      commitTimeOf({
        time,
        data: { before: { exists: false }, after: { exists: true, updateTime: before } } as never,
      }),
    ).toBe(before);
    expect(commitTimeOf({ time, data: { exists: true, updateTime: after } })).toBe(after);
  });

  it('a delete (no document after) is dated by the event', () => {
    const time = '2026-11-27T04:00:00.123Z';
    const commit = commitTimeOf({ time, data: { after: { exists: false } } });
    expect(commit.toDate().toISOString()).toBe(time);
    expect(commitTimeOf({ time }).toDate().toISOString()).toBe(time);
  });
});
