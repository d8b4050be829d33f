// Menu routes of spec §7: getOccasionsForPeriod, getMenuDataForCanteenPerMonth and addSoMealCenaComponent.
import { z } from 'zod';
import { SERVICE_TAGS } from '@backoffice/shared';
import { addMenuComponent } from '../../services/menu-components';
import { loadMenuMonth } from '../../services/menu-month';
import { daysBetween, occasionsForPeriod } from '../../services/menu-occasions';
import { defineRoute } from '../define-route';
import { badRequest } from '../errors';
import {
  canteenIdInputSchema,
  documentIdSchema,
  isoDaySchema,
  languageSchema,
  monthYearShape,
} from '../schemas';

/** Structure ids (occasion, diet, component) as the SPA sends them. */
const structureId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Expected an id of letters, digits, - or _');

export const menuFiltersSchema = z
  .object({
    occasions: z.array(structureId).max(50).optional(),
    diets: z.array(structureId).max(50).optional(),
    components: z.array(structureId).max(50).optional(),
  })
  .optional();

/** A period is at most ~2 months: enough for any screen, bounded reads. */
const MAX_PERIOD_DAYS = 62;

const occasionsSchema = z
  .object({
    canteen_id: canteenIdInputSchema,
    services: z.array(z.enum(SERVICE_TAGS)).min(1).max(SERVICE_TAGS.length),
    from: isoDaySchema.optional(),
    to: isoDaySchema.optional(),
    language: languageSchema,
  })
  .refine((input) => (input.from === undefined) === (input.to === undefined), {
    path: ['to'],
    message: 'Give both from and to, or neither',
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, {
    path: ['to'],
    message: 'to is before from',
  });

const monthSchema = z.object({
  cid: canteenIdInputSchema,
  ...monthYearShape,
  language: languageSchema,
  filters: menuFiltersSchema,
});

const recipeEntry = z.union([
  documentIdSchema.transform((recipe_id) => ({
    recipe_id,
    component_id: undefined,
    points: undefined,
    euro: undefined,
  })),
  z.object({
    recipe_id: documentIdSchema,
    component_id: structureId.optional(),
    points: z.number().min(0).max(100_000).optional(),
    euro: z.number().min(0).max(100_000).optional(),
  }),
]);

const addComponentSchema = z
  .object({
    cid: canteenIdInputSchema,
    date: isoDaySchema,
    occasionId: structureId,
    dietId: structureId,
    // The component recipes given as plain ids go to (e.g. a dinner course).
    componentId: structureId.optional(),
    service: z.enum(SERVICE_TAGS),
    recipes: z.array(recipeEntry).min(1).max(50),
  })
  .transform((input, ctx) => {
    const recipes = input.recipes.map((recipe, index) => {
      const component = recipe.component_id ?? input.componentId;
      if (!component)
        ctx.addIssue({
          code: 'custom',
          path: ['recipes', index, 'component_id'],
          message: 'Give component_id here or componentId',
        });
      return {
        recipe_id: recipe.recipe_id,
        component_id: component ?? '',
        points: recipe.points,
        euro: recipe.euro,
      };
    });
    return { ...input, recipes };
  });

function currentMonth(now: Date): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

export const menuRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/getOccasionsForPeriod',
    action: 'getOccasionsForPeriod',
    input: 'json',
    access: { screen: 'Menu' },
    schema: occasionsSchema,
    canteens: (input) => [input.canteen_id],
    handle: async ({ input, deps, canteens, now }) => {
      const period = input.from && input.to ? { from: input.from, to: input.to } : currentMonth(now);
      if (daysBetween(period.from, period.to).length > MAX_PERIOD_DAYS)
        throw badRequest(`The period is longer than ${MAX_PERIOD_DAYS} days`);
      const canteen = canteens.get(input.canteen_id)!;
      return {
        kind: 'json',
        data: await occasionsForPeriod(
          deps.db,
          canteen,
          input.services,
          period.from,
          period.to,
          input.language,
        ),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/getMenuDataForCanteenPerMonth',
    action: 'getMenuDataForCanteenPerMonth',
    input: 'json',
    access: { screen: 'Menu' },
    schema: monthSchema,
    canteens: (input) => [input.cid],
    handle: async ({ input, deps, canteens }) => ({
      kind: 'json',
      data: await loadMenuMonth(
        deps.db,
        canteens.get(input.cid)!,
        input.year,
        input.month,
        input.language,
        input.filters ?? {},
      ),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/addSoMealCenaComponent',
    action: 'addSoMealCenaComponent',
    input: 'json',
    // A menu write: MenuStructure (management roles); Menu would also let viewers write.
    access: { screen: 'MenuStructure' },
    schema: addComponentSchema,
    canteens: (input) => [input.cid],
    handle: async ({ input, deps, canteens }) => ({
      kind: 'json',
      data: await addMenuComponent(deps.db, {
        canteen: canteens.get(input.cid)!,
        date: input.date,
        occasionId: input.occasionId,
        dietId: input.dietId,
        service: input.service,
        recipes: input.recipes,
      }),
    }),
  }),
];
