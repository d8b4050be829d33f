// Tests of the suggestion input (spec §2, §5): from 2 characters, matching value or any language label.
import { describe, expect, it } from 'vitest';
import { filterSuggestions, shouldShowSuggestions } from './suggestions';

const items = [
  { value: 'pasta', labels: { it: 'Pasta al pomodoro', en: 'Tomato pasta' } },
  { value: 'soup', labels: { it: 'Minestra', en: null } },
  { value: 'rice' },
];

describe('suggestions', () => {
  it.each([
    ['', false],
    ['p', false],
    ['pa', true],
    [null, false],
  ])('%j shows suggestions: %s', (text, shown) => {
    expect(shouldShowSuggestions(text)).toBe(shown);
  });

  it.each([
    ['p', []],
    ['PA', ['pasta']],
    ['tomato', ['pasta']],
    ['minest', ['soup']],
    ['ic', ['rice']],
    ['zz', []],
  ])('%j matches %j', (text, values) => {
    expect(filterSuggestions(items, text).map((item) => item.value)).toEqual(values);
  });
});
