// REST API (spec §7), menu routes: occasions of a period, the month's menu data, adding a course to a day's
// menu, and the menu PDFs (list, one occasion and diet, the weekly grid of Spanish schools).
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { pdfText } from '../../functions/src/services/pdf-text';
import { RECIPES } from '../tools/seed/recipes';
import {
  NOW,
  SEED,
  ensureSeeded,
  expectApiError,
  expectSuccess,
  post,
  roleEmail,
  type ApiResponse,
  describeRouteCases,
  type RouteCase,
} from './api-support';

const month = NOW.getUTCMonth() + 1;
const year = NOW.getUTCFullYear();
const menusOf = (canteen: string) =>
  SEED.documents
    .filter((d) => d.path.startsWith(`menu/${canteen}_`))
    .sort((a, b) => a.path.localeCompare(b.path));
const canteenData = (canteen: string) => SEED.documents.find((d) => d.path === `canteens/${canteen}`)!.data;

/** A PDF answer: its bytes, page count and page size (pdfkit writes page objects uncompressed). */
function expectPdf(response: ApiResponse, fileName: RegExp): { pages: number; text: string } {
  expect(response.status, response.text.slice(0, 300)).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toMatch(fileName);
  expect(response.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = response.bytes.toString('latin1');
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  return { pages: (text.match(/\/Type \/Page\b/g) ?? []).length, text };
}

const monthBody = { cid: 'C_1001', month, year, language: 'it' };
const dessertDay = menusOf('C_1002')[0]!;
const dessertsThatDay = new Set(
  (dessertDay.data.items as Array<{ recipe_id: string; diet_id: string; component_id: string }>)
    .filter((i) => i.diet_id === 'daily' && i.component_id === 'dessert')
    .map((i) => i.recipe_id),
);
const newDessert = RECIPES.find(
  (recipe) => recipe.component === 'dessert' && !dessertsThatDay.has(recipe.id),
)!;
const addBody = {
  cid: 'C_1002',
  date: String(dessertDay.data.date),
  occasionId: 'lunch',
  dietId: 'daily',
  componentId: 'dessert',
  service: 'menu',
  recipes: [newDessert.id],
};

const cases: RouteCase[] = [
  {
    route: 'POST /api/getOccasionsForPeriod',
    success: async () => {
      const data = expectSuccess<Array<{ id: string; services: string[]; dates: string[] }>>(
        await post('/api/getOccasionsForPeriod', roleEmail('site_manager'), {
          canteen_id: 'C_1001',
          services: ['menu', 'lunchbox'],
        }),
      );
      // Restaurants serve lunch and dinner (seed menu-structure), both on every seeded day.
      expect(data.map((occasion) => occasion.id)).toEqual(['lunch', 'dinner']);
      expect(data[0]?.dates).toEqual(menusOf('C_1001').map((d) => String(d.data.date)));
      expect(data[0]?.services).toEqual(['menu']);
      const none = expectSuccess(
        await post('/api/getOccasionsForPeriod', roleEmail('site_manager'), {
          canteen_id: 'C_1001',
          services: ['coffeebreak'],
        }),
      );
      expect(none).toEqual([]);
    },
    badRequest: () =>
      post('/api/getOccasionsForPeriod', roleEmail('admin'), {
        canteen_id: 'C_1001',
        services: ['menu'],
        from: '2026-01-01',
        to: '2026-06-30',
      }),
    unauthenticated: () =>
      post('/api/getOccasionsForPeriod', null, { canteen_id: 'C_1001', services: ['menu'] }),
    forbidden: () =>
      post('/api/getOccasionsForPeriod', roleEmail('controllore'), {
        canteen_id: 'C_1001',
        services: ['menu'],
      }),
  },
  {
    route: 'POST /api/getMenuDataForCanteenPerMonth',
    success: async () => {
      const data = expectSuccess<{
        days: Array<{ date: string; dishes: Array<Record<string, unknown>> }>;
        diets: Array<{ id: string; name: string }>;
        allergens: number[];
      }>(await post('/api/getMenuDataForCanteenPerMonth', roleEmail('cuoco'), monthBody));
      const seeded = menusOf('C_1001');
      expect(data.days.map((day) => day.date)).toEqual(seeded.map((d) => String(d.data.date)));
      const firstItem = (seeded[0]!.data.items as Array<{ recipe_id: string }>)[0]!;
      const recipe = RECIPES.find((r) => r.id === firstItem.recipe_id)!;
      expect(
        data.days[0]?.dishes.some(
          (dish) =>
            dish.recipe_id === recipe.id && dish.name === recipe.name.it && Array.isArray(dish.allergens),
        ),
      ).toBe(true);
      expect(data.diets.map((diet) => diet.name)).toContain('Menù del giorno');
      expect(data.allergens.length).toBeGreaterThan(0);
      const vegetarian = expectSuccess<{ days: Array<{ dishes: Array<{ diet_id: string }> }> }>(
        await post('/api/getMenuDataForCanteenPerMonth', roleEmail('cuoco'), {
          ...monthBody,
          filters: { diets: ['vegetarian'] },
        }),
      );
      expect(
        vegetarian.days.flatMap((day) => day.dishes).every((dish) => dish.diet_id === 'vegetarian'),
      ).toBe(true);
    },
    badRequest: () =>
      post('/api/getMenuDataForCanteenPerMonth', roleEmail('admin'), { ...monthBody, month: 13 }),
    unauthenticated: () => post('/api/getMenuDataForCanteenPerMonth', null, monthBody),
    forbidden: () => post('/api/getMenuDataForCanteenPerMonth', roleEmail('controllore'), monthBody),
  },
  {
    route: 'POST /api/addSoMealCenaComponent',
    success: async () => {
      const first = expectSuccess<{ added: string[]; already_present: string[] }>(
        await post('/api/addSoMealCenaComponent', roleEmail('site_manager'), addBody),
      );
      expect(first).toMatchObject({ added: [newDessert.id], already_present: [] });
      const again = expectSuccess<{ added: string[]; already_present: string[] }>(
        await post('/api/addSoMealCenaComponent', roleEmail('site_manager'), addBody),
      );
      expect(again).toMatchObject({ added: [], already_present: [newDessert.id] });
      const items = (await adminDb.doc(`menu/C_1002_${addBody.date}`).get()).get('items') as Array<
        Record<string, unknown>
      >;
      expect(
        items.filter(
          (item) =>
            item.recipe_id === newDessert.id && item.component_id === 'dessert' && item.service === 'menu',
        ),
      ).toHaveLength(1);
      expect(items.length).toBe((dessertDay.data.items as unknown[]).length + 1);
      // Spec §5: a combination outside the canteen's structure cannot be inserted; an unknown recipe is not found.
      expectApiError(
        await post('/api/addSoMealCenaComponent', roleEmail('site_manager'), {
          ...addBody,
          occasionId: 'breakfast',
        }),
        409,
        'conflict',
      );
      // Every part is in the structure, but lunch / vegetarian / dessert is not one of its combinations.
      expectApiError(
        await post('/api/addSoMealCenaComponent', roleEmail('site_manager'), {
          ...addBody,
          dietId: 'vegetarian',
        }),
        409,
        'conflict',
      );
      expectApiError(
        await post('/api/addSoMealCenaComponent', roleEmail('site_manager'), {
          ...addBody,
          recipes: ['R_999'],
        }),
        404,
        'not_found',
      );
    },
    badRequest: () =>
      post('/api/addSoMealCenaComponent', roleEmail('admin'), { ...addBody, componentId: undefined }),
    unauthenticated: () => post('/api/addSoMealCenaComponent', null, addBody),
    forbidden: () => post('/api/addSoMealCenaComponent', roleEmail('cuoco'), addBody),
  },
  {
    route: 'POST /api/getPdfBaseMenu',
    success: async () => {
      const pdf = expectPdf(
        await post('/api/getPdfBaseMenu', roleEmail('cuoco'), monthBody),
        /menu-C_1001-\d{4}-\d{2}\.pdf/,
      );
      // Twenty-odd days of two diets do not fit on one A4 page.
      expect(pdf.pages).toBeGreaterThan(1);
      expect(pdf.text).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    },
    badRequest: () => post('/api/getPdfBaseMenu', roleEmail('admin'), { ...monthBody, year: 'next' }),
    unauthenticated: () => post('/api/getPdfBaseMenu', null, monthBody),
    forbidden: () => post('/api/getPdfBaseMenu', roleEmail('cuoco'), { ...monthBody, cid: 'C_501' }),
  },
  {
    route: 'POST /api/getPDFBytesByOccasionDietMonth',
    success: async () => {
      const body = {
        ...monthBody,
        language: 'tr',
        dataSelected: { occasionId: 'lunch', dietId: 'vegetarian' },
      };
      const vegetarian = expectPdf(
        await post('/api/getPDFBytesByOccasionDietMonth', roleEmail('visualizzatore'), body),
        /menu-C_1001-\d{4}-\d{2}-lunch-vegetarian\.pdf/,
      );
      const whole = expectPdf(
        await post('/api/getPdfBaseMenu', roleEmail('visualizzatore'), monthBody),
        /\.pdf/,
      );
      expect(vegetarian.pages).toBeLessThanOrEqual(whole.pages);
      // Issue 15: the same selection as a recipe book — each recipe once, ingredients, the §9 storage note.
      const bookResponse = await post('/api/getPDFBytesByOccasionDietMonth', roleEmail('visualizzatore'), {
        ...monthBody,
        dataSelected: { occasionId: 'lunch', dietId: 'vegetarian' },
        layout: 'recipe-book',
      });
      expectPdf(bookResponse, /menu-C_1001-\d{4}-\d{2}-lunch-vegetarian-recipes\.pdf/);
      const book = pdfText(bookResponse.bytes);
      expect(book).toContain('Ricettario');
      expect(book).toContain('Ingredienti (per porzione · per 100 persone):');
      expect(book).toContain('Conservare in frigorifero a max 4 °C e consumare entro 24 ore.');
    },
    badRequest: () =>
      post('/api/getPDFBytesByOccasionDietMonth', roleEmail('admin'), {
        ...monthBody,
        dataSelected: { occasionId: '../x' },
      }),
    unauthenticated: () =>
      post('/api/getPDFBytesByOccasionDietMonth', null, { ...monthBody, dataSelected: {} }),
    forbidden: () =>
      post('/api/getPDFBytesByOccasionDietMonth', roleEmail('company_manager'), {
        ...monthBody,
        dataSelected: {},
      }),
  },
  {
    route: 'POST /api/getPDFBytesByOccasionDietMonth/v2',
    success: async () => {
      const body = {
        cid: 'C_6001',
        month,
        year,
        language: 'es',
        dataSelected: { occasionId: 'lunch', dietId: 'standard' },
      };
      const grid = expectPdf(
        await post('/api/getPDFBytesByOccasionDietMonth/v2', roleEmail('admin'), body),
        /menu-C_6001-/,
      );
      expect(grid.text).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/); // A4 landscape
      // v2 is the Spanish-school layout: another canteen type is a conflict, not a silent fallback.
      expectApiError(
        await post('/api/getPDFBytesByOccasionDietMonth/v2', roleEmail('admin'), { ...body, cid: 'C_1001' }),
        409,
        'conflict',
      );
    },
    badRequest: () =>
      post('/api/getPDFBytesByOccasionDietMonth/v2', roleEmail('admin'), { cid: 'C_6001', month, year }),
    unauthenticated: () =>
      post('/api/getPDFBytesByOccasionDietMonth/v2', null, { cid: 'C_6001', month, year, dataSelected: {} }),
    forbidden: () =>
      post('/api/getPDFBytesByOccasionDietMonth/v2', roleEmail('super_site_manager'), {
        cid: 'C_6001',
        month,
        year,
        dataSelected: {},
      }),
  },
];

describe('REST API menu routes', () => {
  beforeAll(ensureSeeded, 180_000);

  describeRouteCases(cases);

  it('draws the canteen logo: a PNG logo is embedded, the seeded SVG logos fall back to initials', async () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';
    const original = canteenData('C_7001').bo_logo;
    await adminDb.doc('canteens/C_7001').update({ bo_logo: png });
    try {
      const withPng = expectPdf(
        await post('/api/getPdfBaseMenu', roleEmail('admin'), { cid: 'C_7001', month, year }),
        /\.pdf/,
      );
      expect(withPng.text).toMatch(/\/Subtype \/Image/);
    } finally {
      await adminDb.doc('canteens/C_7001').update({ bo_logo: original });
    }
    const withSvg = expectPdf(
      await post('/api/getPdfBaseMenu', roleEmail('admin'), { cid: 'C_7001', month, year }),
      /\.pdf/,
    );
    expect(withSvg.text).not.toMatch(/\/Subtype \/Image/);
  });
});
