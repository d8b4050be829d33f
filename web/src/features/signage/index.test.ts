import { describe, expect, it } from 'vitest';
import { isSignagePlayerPath } from '.';

describe('the signage player address', () => {
  it('is the configured path and what lies below it', () => {
    expect(isSignagePlayerPath('/signage')).toBe(true);
    expect(isSignagePlayerPath('/signage/entrance')).toBe(true);
    expect(isSignagePlayerPath('/signage-all')).toBe(false);
    expect(isSignagePlayerPath('/digital-signage')).toBe(false);
    expect(isSignagePlayerPath('/screens/wall', '/screens')).toBe(true);
  });
});
