import { describe, expect, it } from 'vitest';
import { parseYesNoFilter, yesNoFilterValue } from './yes-no-filter';

describe('yes/no list filter', () => {
  it.each([
    ['yes', 'yes'],
    ['no', 'no'],
    ['all', 'all'],
    [null, 'all'],
    ['', 'all'],
    ['YES', 'all'],
    ['maybe', 'all'],
  ] as const)('%j reads as %s', (value, expected) => {
    expect(parseYesNoFilter(value)).toBe(expected);
  });

  it('names the value the field must equal, none for all', () => {
    expect([yesNoFilterValue('all'), yesNoFilterValue('yes'), yesNoFilterValue('no')]).toEqual([null, true, false]);
  });
});
