// The text catalogue is complete in every language: same keys as English, no empty text, same placeholders.
import { describe, expect, it } from 'vitest';
import { ALLERGENS } from '../core/catalogs';
import { IFM_STATUSES, IFM_STATUS_LABEL_KEYS } from '../core/statuses';
import { UI_LANGUAGES } from '../i18n/i18n-env';
import { CATALOGUES, catalogueText } from './all';
import { catalogueValue, fillText, ifmRequestFieldKey } from './index';

/** Every leaf of a catalogue as [dotted key, text]. */
function leaves(node: unknown, prefix = ''): Array<[string, unknown]> {
  if (node === null || typeof node !== 'object') return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const english = new Map(leaves(CATALOGUES.en));

describe('text catalogue', () => {
  it('has the eight UI languages', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...UI_LANGUAGES].sort());
  });

  it.each(UI_LANGUAGES)('%s: exactly the English keys, each a non-empty text with the same placeholders', (language) => {
    const own = new Map(leaves(CATALOGUES[language]));
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of own) {
      expect(typeof text, key).toBe('string');
      expect(String(text).trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key)));
    }
  });

  it.each(UI_LANGUAGES)('%s: names every IFM status (distinct names) and every allergen', (language) => {
    const names = IFM_STATUSES.map((status) => catalogueText(language, IFM_STATUS_LABEL_KEYS[status]));
    expect(new Set(names).size).toBe(IFM_STATUSES.length);
    for (const allergen of Object.values(ALLERGENS)) {
      expect(catalogueValue(CATALOGUES[language], `allergens.${allergen}`), allergen).toBeTruthy();
    }
  });

  it('reads the texts the SPA and the mails show (spec §4 status names)', () => {
    expect(catalogueText('it', IFM_STATUS_LABEL_KEYS[200])).toBe('Presa in carico');
    expect(catalogueText('en', IFM_STATUS_LABEL_KEYS[999])).toBe('Canceled');
    expect(catalogueText('cl', ifmRequestFieldKey('deadline'))).toBe(CATALOGUES.cl.resources.ifmRequests.fields.deadline);
    expect(catalogueText('en', 'mail.ifmStatus.subject', { id: 'IFM-1', status: 'New' })).toBe('Request IFM-1: New');
    expect(() => catalogueText('en', 'statuses.ifm.123')).toThrow('No catalogue text en:statuses.ifm.123');
    expect(catalogueText('en', 'catalogue:statuses.ifm.100')).toBe(catalogueText('en', 'statuses.ifm.100'));
    expect(IFM_STATUS_LABEL_KEYS[100]).toBe('catalogue:statuses.ifm.100');
  });

  it('fills {{name}} placeholders and leaves unknown ones', () => {
    expect(fillText('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
});
