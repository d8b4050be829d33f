// The people-counter key tool's arguments and key (the write itself runs in tests/integration/people-counters.test.ts).
import { describe, expect, it } from 'vitest';
import { occupancyReportSchema } from '@backoffice/shared';
import { checkCounterTarget, counterArgument, newCounterKey } from './counter-key';

describe('counter-key', () => {
  it('makes a fresh URL-safe key the occupancy report accepts', () => {
    const a = newCounterKey();
    const b = newCounterKey();
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(occupancyReportSchema.safeParse({ counter_id: 'PC_C_1001_MAIN', count: 1, key: a }).success).toBe(
      true,
    );
    expect(newCounterKey(Buffer.alloc(36, 255))).toBe('_'.repeat(48));
  });

  it('reads --counter in both spellings', () => {
    expect(counterArgument(['--project', 'p', '--counter', 'PC_1'])).toBe('PC_1');
    expect(counterArgument(['--counter=PC_2'])).toBe('PC_2');
    expect(counterArgument(['--project', 'p'])).toBeUndefined();
  });

  it('refuses a missing project, a bad counter id, and a demo project without the emulator', () => {
    expect(() => checkCounterTarget(undefined, 'PC_1', {})).toThrow(/--project/);
    expect(() => checkCounterTarget('my-project', 'a/b', {})).toThrow(/--counter/);
    expect(() => checkCounterTarget('my-project', undefined, {})).toThrow(/--counter/);
    expect(() => checkCounterTarget('demo-backoffice', 'PC_1', {})).toThrow(/FIRESTORE_EMULATOR_HOST/);
    expect(
      checkCounterTarget('demo-backoffice', 'PC_1', { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }),
    ).toEqual({ project: 'demo-backoffice', counterId: 'PC_1' });
    expect(checkCounterTarget('my-project', 'PC_C_1001_MAIN', {})).toEqual({
      project: 'my-project',
      counterId: 'PC_C_1001_MAIN',
    });
  });
});
