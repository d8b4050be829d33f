// Tests of catalogue texts in the reader's language (spec §3): own language, neighbours, English, Italian, any.
import { describe, expect, it } from 'vitest';
import { localizedText, textLanguageOrder } from './service-texts';

const category = { EN: 'Cleaning', IT: 'Pulizie', ES: 'Limpieza', FR: 'Nettoyage', TR: 'Temizlik' };
const product = { en: 'Projector', it: 'Proiettore', es: 'Proyector', fr: 'Vidéoprojecteur' };

describe('localizedText', () => {
  it.each([
    ['it', category, 'Pulizie'],
    ['tr', category, 'Temizlik'],
    ['cl', category, 'Limpieza'],
    ['ca', product, 'Proyector'],
    ['eu', product, 'Proyector'],
    ['tr', product, 'Projector'],
    ['fr', { it: 'Solo italiano' }, 'Solo italiano'],
    ['en', { es: 'Sólo español' }, 'Sólo español'],
    ['it', { IT: '  ', EN: 'Blank Italian' }, 'Blank Italian'],
    ['it', 'Plain text', 'Plain text'],
    ['it', null, ''],
    ['it', {}, ''],
    ['it', { it: 3 }, ''],
  ] as const)('%s of %j → %j', (language, texts, expected) => {
    expect(localizedText(texts, language)).toBe(expected);
  });

  it('tries every language once, the reader first', () => {
    const order = textLanguageOrder('cl');
    expect(order.slice(0, 4)).toEqual(['cl', 'es', 'en', 'it']);
    expect(new Set(order).size).toBe(8);
    expect(textLanguageOrder('en').slice(0, 2)).toEqual(['en', 'it']);
  });
});
