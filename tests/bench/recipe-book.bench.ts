// The recipe book PDF (issue 15): the time to render the recipe book of a month's menu of the largest seeded canteen
// (read from the emulator as getPDFBytesByOccasionDietMonth reads it) and of a 200-recipe book. Target ≤ 5 s for 200
// recipes on this machine — reported, not asserted.
import { loadMenuMonth, type MenuDish, type MenuMonth } from '../../functions/src/services/menu-month';
import { renderMenuPdf } from '../../functions/src/services/menu-pdf';
import { pdfText } from '../../functions/src/services/pdf-text';
import { adminDb } from '../support/admin';

export const title = 'Recipe book PDF (issue 15: 200 recipes ≤ 5 s, reported)';

const RUNS = 3;
const canteen = {
  id: 'C_BENCH',
  name: 'Mensa Benchmark',
  logo: '',
  colors: { primary: '#1f6f43', text: '#ffffff' },
};

async function timed(menu: MenuMonth): Promise<{ best: number; bytes: number; pages: number }> {
  let best = Number.POSITIVE_INFINITY;
  let bytes = 0;
  let pages = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const pdf = await renderMenuPdf(menu, canteen, { layout: 'recipe-book', now: new Date() });
    best = Math.min(best, performance.now() - started);
    bytes = pdf.length;
    pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    if (run === 0 && !pdfText(pdf).includes(menu.days[0]?.dishes[0]?.name ?? ''))
      throw new Error('dish missing');
  }
  return { best, bytes, pages };
}

function syntheticBook(recipes: number): MenuMonth {
  const dishes: MenuDish[] = Array.from({ length: recipes }, (_, index) => ({
    occasion_id: 'lunch',
    diet_id: 'daily',
    component_id: 'first',
    recipe_id: `R_${index}`,
    name: `Ricetta di prova ${String(index + 1).padStart(3, '0')}`,
    allergens: [3, 6, 9].slice(0, index % 4),
    kcal: 300 + index,
    proteins: 12.5,
    fat: 9.25,
    carbs: 50,
    points: 0,
    euro: 0,
    pos: index,
    service: 'menu',
    ingredients: Array.from({ length: 6 }, (_, line) => ({
      name: `Ingrediente ${line + 1}`,
      quantity: 20 + line * 15,
      unit: 'g',
    })),
  }));
  return {
    canteen_id: canteen.id,
    canteen_name: canteen.name,
    year: 2026,
    month: 3,
    language: 'it',
    occasions: [{ id: 'lunch', name: 'Pranzo' }],
    diets: [{ id: 'daily', name: 'Menù del giorno' }],
    components: [{ id: 'first', name: 'Primo' }],
    // 20 serving days, 10 recipes each: every recipe once.
    days: Array.from({ length: 20 }, (_, day) => ({
      date: `2026-03-${String(day + 1).padStart(2, '0')}`,
      dishes: dishes.slice(day * 10, day * 10 + 10),
    })),
    allergens: [3, 6, 9],
  };
}

export async function run(): Promise<string[]> {
  const lines: string[] = [];
  const book = await timed(syntheticBook(200));
  lines.push(
    `200 recipes: best of ${RUNS} ${(book.best / 1000).toFixed(2)} s, ${book.pages} pages, ${(book.bytes / 1024).toFixed(0)} KB (target ≤ 5 s)`,
  );
  // The largest seeded canteen: the one whose menu days hold the most dishes this month.
  const now = new Date();
  const menus = await adminDb.collection('menu').select('canteen_id', 'items').get();
  const dishes = new Map<string, number>();
  for (const document of menus.docs) {
    const id = String(document.get('canteen_id'));
    dishes.set(id, (dishes.get(id) ?? 0) + ((document.get('items') as unknown[] | undefined)?.length ?? 0));
  }
  const [largest] = [...dishes.entries()].sort((a, b) => b[1] - a[1]);
  if (!largest) return [...lines, 'no seeded menu found in the emulator'];
  const snapshot = await adminDb.doc(`canteens/${largest[0]}`).get();
  const menu = await loadMenuMonth(
    adminDb,
    { id: snapshot.id, data: snapshot.data() ?? {} },
    now.getFullYear(),
    now.getMonth() + 1,
    'it',
  );
  const recipes = new Set(menu.days.flatMap((day) => day.dishes.map((dish) => dish.recipe_id))).size;
  const month = await timed(menu);
  lines.push(
    `${largest[0]} (${recipes} recipes over ${menu.days.length} days): best of ${RUNS} ${(month.best / 1000).toFixed(2)} s, ${month.pages} pages`,
  );
  return lines;
}
