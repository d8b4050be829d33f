// Menu PDFs of spec §7: getPdfBaseMenu (the whole month), getPDFBytesByOccasionDietMonth (one occasion and
// diet) and its /v2 (weekly grid for Spanish school canteens). The answer is the PDF itself (application/pdf).
import { z } from 'zod';
import { RECIPE_BOOK_MAX_RECIPES, canteenType } from '@backoffice/shared';
import { loadMenuMonth, loadRecipeSelection, menuStructureOf, type MenuFilters } from '../../services/menu-month';
import { renderMenuPdf, type MenuPdfLayout } from '../../services/menu-pdf';
import { defineRoute, type CanteenRecord, type RouteContext, type RouteResult } from '../define-route';
import { conflict } from '../errors';
import { canteenIdInputSchema, languageSchema, monthYearShape } from '../schemas';
import { menuFiltersSchema } from './menu';

const structureId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

const baseSchema = z.object({ cid: canteenIdInputSchema, ...monthYearShape, language: languageSchema });

const selectionSchema = baseSchema.extend({
  // The occasion and diet chosen in the print dialog; the names the SPA uses are accepted.
  dataSelected: z.object({
    occasionId: structureId.optional(),
    occasion: structureId.optional(),
    dietId: structureId.optional(),
    diet: structureId.optional(),
  }),
  filters: menuFiltersSchema,
  // Issue 15: 'recipe-book' prints the selection's recipes (ingredients, allergens, nutrients, storage note) instead
  // of the day-by-day menu; the default stays the menu. Only the first version (the /v2 grid ignores it).
  layout: z.enum(['menu', 'recipe-book']).optional(),
  // Issue 15: a free choice of recipes for the recipe book (the /recipes picker) instead of the month's selection.
  recipeIds: z
    .array(z.string().min(1).max(128).regex(/^[^/]+$/))
    .min(1)
    .max(RECIPE_BOOK_MAX_RECIPES)
    .optional(),
}).refine((input) => !input.recipeIds || input.layout === 'recipe-book', {
  message: 'recipeIds needs layout recipe-book',
  path: ['recipeIds'],
});

function pdfCanteen(canteen: CanteenRecord) {
  const customisation = (canteen.data.customisation ?? {}) as Record<string, unknown>;
  return {
    id: canteen.id,
    name: typeof canteen.data.name === 'string' ? canteen.data.name : canteen.id,
    logo: typeof canteen.data.bo_logo === 'string' ? canteen.data.bo_logo : '',
    colors: {
      primary: String(customisation.primary_color ?? ''),
      text: String(customisation.text_color ?? ''),
    },
  };
}

async function menuPdf(
  ctx: RouteContext<{
    cid: string;
    month: number;
    year: number;
    language: ReturnType<typeof languageSchema.parse>;
  }>,
  filters: MenuFilters,
  layout: MenuPdfLayout,
  suffix: string,
  subtitle: string,
  recipeIds?: readonly string[],
): Promise<RouteResult> {
  const canteen = ctx.canteens.get(ctx.input.cid)!;
  const menu = recipeIds
    ? await loadRecipeSelection(ctx.deps.db, canteen, ctx.input.year, ctx.input.month, ctx.input.language, recipeIds)
    : await loadMenuMonth(ctx.deps.db, canteen, ctx.input.year, ctx.input.month, ctx.input.language, filters);
  const body = await renderMenuPdf(menu, pdfCanteen(canteen), { layout, subtitle, now: ctx.now });
  const month = `${ctx.input.year}-${String(ctx.input.month).padStart(2, '0')}`;
  return {
    kind: 'raw',
    contentType: 'application/pdf',
    body,
    fileName: `menu-${canteen.id}-${month}${suffix}.pdf`,
  };
}

function selectionRoute(path: string, layout: MenuPdfLayout) {
  return defineRoute({
    method: 'POST',
    path,
    action: path.slice('/api/'.length),
    input: 'json',
    access: { screen: 'Menu' },
    schema: selectionSchema,
    canteens: (input) => [input.cid],
    handle: async (ctx) => {
      const canteen = ctx.canteens.get(ctx.input.cid)!;
      if (
        layout === 'weekly-grid' &&
        canteenType({ id: canteen.id, endpoint_prefix: String(canteen.data.endpoint_prefix ?? '') }) !==
          'spanish_school'
      )
        throw conflict(`${canteen.id} is not a Spanish school canteen: use the first version of this call`);
      const occasion = ctx.input.dataSelected.occasionId ?? ctx.input.dataSelected.occasion;
      const diet = ctx.input.dataSelected.dietId ?? ctx.input.dataSelected.diet;
      const filters: MenuFilters = {
        ...(ctx.input.filters ?? {}),
        ...(occasion ? { occasions: [occasion] } : {}),
        ...(diet ? { diets: [diet] } : {}),
      };
      const structure = menuStructureOf(canteen.data, ctx.input.language);
      const subtitle = [
        occasion ? (structure.occasions.find((entry) => entry.id === occasion)?.name ?? occasion) : '',
        diet ? (structure.diets.find((entry) => entry.id === diet)?.name ?? diet) : '',
      ]
        .filter(Boolean)
        .join(' · ');
      const book = layout === 'list' && ctx.input.layout === 'recipe-book';
      return menuPdf(
        ctx,
        filters,
        book ? 'recipe-book' : layout,
        [occasion, diet, book ? 'recipes' : '', book && ctx.input.recipeIds ? 'selection' : '']
          .filter(Boolean)
          .map((id) => `-${id}`)
          .join(''),
        subtitle,
        book ? ctx.input.recipeIds : undefined,
      );
    },
  });
}

export const pdfRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/getPdfBaseMenu',
    action: 'getPdfBaseMenu',
    input: 'json',
    access: { screen: 'Menu' },
    schema: baseSchema,
    canteens: (input) => [input.cid],
    handle: (ctx) => menuPdf(ctx, {}, 'list', '', ''),
  }),
  selectionRoute('/api/getPDFBytesByOccasionDietMonth', 'list'),
  selectionRoute('/api/getPDFBytesByOccasionDietMonth/v2', 'weekly-grid'),
];
