// The Word menu read back: unzip the .docx and check the text a reader sees — the canteen, the day, each dish under
// its occasion, diet and course, its allergens with spec codes and names, nutrients per portion (§9 rounding).
import { describe, expect, it } from 'vitest';
import { Packer } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import { parseMenuStructure, type MenuRecipe } from '@backoffice/shared';
import { menuDocument } from './menu-docx';
import { wordMenuOf, type WordMenuLabels } from './word-menu';

const structure = parseMenuStructure({
  occasions: [{ id: 'lunch', name: { en: 'Lunch' } }],
  diets: [
    { id: 'daily', name: { en: 'Menu of the day' } },
    { id: 'vegetarian', name: { en: 'Vegetarian' } },
  ],
  components: [
    { id: 'first', name: { en: 'First course' } },
    { id: 'second', name: { en: 'Main course' } },
  ],
});

const item = (recipe: string, diet: string, component: string, pos: number): MenuRecipe => ({
  recipe_id: recipe,
  occasion_id: 'lunch',
  diet_id: diet,
  component_id: component,
  points: 0,
  euro: 0,
  food_paths: {},
  pos,
});

const labels: WordMenuLabels = {
  title: 'Menu of Monday 2 March 2026',
  allergens: 'Allergens',
  nutrientsPerPortion: 'Nutrients per portion',
  energy: 'kcal',
  protein: 'protein',
  fat: 'fat',
  carbs: 'carbohydrates',
  allergenName: (code) => ({ 3: 'milk', 6: 'gluten' })[code] ?? String(code),
};

const recipes = new Map([
  [
    'R_1',
    {
      name: { en: 'Spaghetti with tomato' },
      allergens: [6],
      kcal: 419.6,
      proteins: 13.456,
      fat: 9,
      carbs: 72.1,
    },
  ],
  ['R_2', { name: { en: 'Roast chicken' }, allergens: [], kcal: 300 }],
  ['R_3', { name: { en: 'Cheese risotto' }, allergens: [6, 3], kcal: 510 }],
]);
const items = [
  item('R_2', 'daily', 'second', 1),
  item('R_1', 'daily', 'first', 1),
  item('R_3', 'vegetarian', 'first', 1),
];

async function docxText(menu: ReturnType<typeof wordMenuOf>): Promise<string> {
  const files = unzipSync(new Uint8Array(await Packer.toBuffer(menuDocument(menu))));
  return strFromU8(files['word/document.xml']!)
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');
}

describe('the day’s menu as a Word file', () => {
  it('holds the day, the dishes in course order with allergens and nutrients, and the day’s allergen legend', async () => {
    const text = await docxText(
      wordMenuOf({
        canteenName: 'Mensa Prova',
        items,
        structure,
        recipes,
        language: 'en',
        labels,
        filter: { occasion: 'all', diet: 'all' },
      }),
    );
    expect(text).toContain('Mensa Prova');
    expect(text).toContain('Menu of Monday 2 March 2026');
    expect(text).toContain(
      'Lunch · Menu of the day\nFirst course: Spaghetti with tomato — Allergens: 6 gluten\n',
    );
    expect(text).toContain('420 kcal · protein 13,46 g · fat 9,00 g · carbohydrates 72,10 g');
    expect(text.indexOf('Spaghetti with tomato')).toBeLessThan(text.indexOf('Main course: Roast chicken'));
    expect(text).toContain('Lunch · Vegetarian\nFirst course: Cheese risotto — Allergens: 3 milk, 6 gluten');
    expect(text).toContain('Allergens: 3 milk, 6 gluten\nNutrients per portion');
  });

  it('follows the screen’s side filter', async () => {
    const text = await docxText(
      wordMenuOf({
        canteenName: 'Mensa Prova',
        items,
        structure,
        recipes,
        language: 'en',
        labels,
        filter: { occasion: 'all', diet: 'vegetarian' },
      }),
    );
    expect(text).toContain('Cheese risotto');
    expect(text).not.toContain('Spaghetti');
  });
});
