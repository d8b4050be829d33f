// Menu PDF helpers and a render without Firestore: transliteration for standard fonts, logos, a real PDF.
import { describe, expect, it } from 'vitest';
import { canteenInitials, logoImageBytes, renderMenuPdf } from './menu-pdf';
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
      },
    ],
  })),
  allergens: [6],
};

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

  it.each(['list', 'weekly-grid'] as const)('renders a %s PDF', async (layout) => {
    const pdf = await renderMenuPdf(
      menu,
      { id: 'C_1', name: 'Mensa Prova', logo: '', colors: { primary: '#123456', text: '#ffffff' } },
      { layout, now: new Date('2026-03-01T00:00:00Z') },
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1500);
  });
});
