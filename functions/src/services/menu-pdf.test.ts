// Menu PDF helpers and a render without Firestore: transliteration for standard fonts, logos, a real PDF.
import { describe, expect, it } from 'vitest';
import { canteenInitials, logoImageBytes, recipeBookEntries, renderMenuPdf } from './menu-pdf';
import { pdfText } from './pdf-text';
import { toWinAnsi } from './menu-pdf-fonts';
import type { MenuMonth } from './menu-month';

const menu: MenuMonth = {
  canteen_id: 'C_1',
  canteen_name: 'Mensa Prova',
  year: 2026,
  month: 3,
  language: 'tr',
  occasions: [{ id: 'lunch', name: 'Öğle' }],
  diets: [{ id: 'daily', name: 'Günün menüsü' }],
  components: [{ id: 'first', name: 'İlk yemek' }],
  days: ['2026-03-02', '2026-03-03', '2026-03-09'].map((date) => ({
    date,
    dishes: [
      {
        occasion_id: 'lunch',
        diet_id: 'daily',
        component_id: 'first',
        recipe_id: 'R_1',
        name: 'Spaghetti al pomodoro',
        allergens: [6],
        kcal: 420,
        proteins: 13,
        fat: 9,
        carbs: 72,
        points: 1,
        euro: 4.5,
        pos: 1,
        service: 'menu',
        ingredients: [
          { name: 'Spaghetti', quantity: 80, unit: 'g' },
          { name: 'Passata', quantity: 120, unit: 'ml' },
        ],
      },
    ],
  })),
  allergens: [6],
};

const canteen = { id: 'C_1', name: 'Mensa Prova', logo: '', colors: { primary: '#123456', text: '#ffffff' } };

describe('menu PDF', () => {
  it('transliterates what Windows-1252 cannot print and keeps what it can', () => {
    expect(toWinAnsi('Menù ş ğ ı İ œ € “x”')).toBe('Menù s g i I œ € “x”');
    expect(toWinAnsi('中')).toBe('?');
  });

  it('draws PNG/JPEG data URLs and falls back to initials for SVG or remote logos', () => {
    expect(logoImageBytes('data:image/png;base64,iVBORw0KGgo=')).toBeInstanceOf(Buffer);
    expect(logoImageBytes('data:image/svg+xml;charset=utf-8,%3Csvg%3E')).toBeNull();
    expect(logoImageBytes('https://cdn.example/logo.png')).toBeNull();
    expect(canteenInitials('Mensa Aziendale Milano')).toBe('MA');
    expect(canteenInitials('scuola')).toBe('SC');
  });

  it.each(['list', 'weekly-grid', 'recipe-book'] as const)('renders a %s PDF', async (layout) => {
    const pdf = await renderMenuPdf(
      menu,
      { id: 'C_1', name: 'Mensa Prova', logo: '', colors: { primary: '#123456', text: '#ffffff' } },
      { layout, now: new Date('2026-03-01T00:00:00Z') },
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1500);
  });

  it('the list PDF reads back with its days, dishes and allergen codes', async () => {
    const text = pdfText(
      await renderMenuPdf({ ...menu, language: 'it' }, canteen, { layout: 'list', now: new Date('2026-03-01T00:00:00Z') }),
    );
    expect(text).toContain('Mensa Prova');
    expect(text).toContain('Spaghetti al pomodoro (6)');
    expect(text).toMatch(/lunedì 2 marzo/);
    expect(text).toMatch(/lunedì 9 marzo/);
    expect(text).toContain('6 glutine');
  });

  it('the recipe book lists each recipe once with its days, ingredients per portion and per 100 people, allergens, nutrients and the storage note', async () => {
    expect(recipeBookEntries(menu)).toEqual([
      { dish: menu.days[0]!.dishes[0], dates: ['2026-03-02', '2026-03-03', '2026-03-09'] },
    ]);
    const text = pdfText(
      await renderMenuPdf({ ...menu, language: 'en' }, canteen, {
        layout: 'recipe-book',
        now: new Date('2026-03-01T00:00:00Z'),
      }),
    );
    expect(text).toContain('Recipe book March 2026');
    expect(text.match(/Spaghetti al pomodoro/g)).toHaveLength(1);
    expect(text).toContain('Mar 2, Mar 3, Mar 9');
    expect(text).toContain('6 gluten');
    // 80 g per portion is 8 kg for 100 people; 120 ml is 12 l (spec §9, Italian number format).
    expect(text).toContain('Spaghetti: 80,00 g · 8,000 kg');
    expect(text).toContain('Passata: 120,00 ml · 12,000 l');
    expect(text).toContain('420 kcal · protein 13 g · fat 9 g · carbohydrates 72 g');
    expect(text).toContain('Keep refrigerated at max 4 °C and consume within 24 hours.');
  });

  it('a free choice of recipes (an undated day) makes a book without serving dates', async () => {
    const dish = menu.days[0]!.dishes[0]!;
    const chosen: MenuMonth = { ...menu, language: 'en', days: [{ date: '', dishes: [dish] }] };
    expect(recipeBookEntries(chosen)).toEqual([{ dish, dates: [] }]);
    const text = pdfText(await renderMenuPdf(chosen, canteen, { layout: 'recipe-book', now: new Date('2026-03-01T00:00:00Z') }));
    expect(text).toContain('Spaghetti al pomodoro');
    expect(text).not.toContain('Mar 2');
    expect(text).toContain('6 gluten');
  });
});
