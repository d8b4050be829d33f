// Help desk routes of spec §7 (Authorization header): getStatusTickets and the help content under /helpdesk/ccms/.
import { z } from 'zod';
import {
  canAccessAllCanteens,
  canManageCanteen,
  HELP_NEWS_DEFAULT_COUNT,
  HELP_POPULAR_DEFAULT_COUNT,
} from '@backoffice/shared';
import {
  componentByIdAndVariant,
  componentsByViewAndText,
  guideBySlug,
  guideCollections,
  mostPopularGuides,
  newsById,
  newsList,
  statusTexts,
  tagFilterFor,
} from '../../services/help-content';
import { openTickets } from '../../services/status-tickets';
import { defineRoute, type AnyRoute } from '../define-route';
import { forbidden, notFound } from '../errors';
import {
  canteenIdInputSchema,
  documentIdSchema,
  helpTagsSchema,
  idListSchema,
  intLike,
  languageSchema,
} from '../schemas';

const slugSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9_-]*$/i, 'Expected a slug such as glossario');
const variantSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9_-]+$/i);

/** Help content is for every back-office role (spec §2: "Tickets and News are visible to all"). */
function helpRoute<S extends z.ZodType>(
  name: string,
  schema: S,
  handle: Parameters<typeof defineRoute<S>>[0]['handle'],
): AnyRoute {
  return defineRoute({
    method: 'GET',
    path: `/helpdesk/ccms/${name}`,
    action: `ccms.${name}`,
    input: 'query',
    access: { screen: 'News' },
    schema,
    handle,
  });
}

function found<T>(value: T | null, what: string): T {
  if (value === null) throw notFound(`${what} not found`);
  return value;
}

export const helpdeskRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/helpdesk/getStatusTickets',
    action: 'getStatusTickets',
    input: 'query',
    access: { screen: 'Tickets' },
    // Optional cid narrows the list to the active canteen; without it, every canteen the caller manages.
    schema: z.object({ cid: canteenIdInputSchema.optional() }),
    handle: async ({ input, caller, deps, activity }) => {
      if (input.cid) {
        if (!canManageCanteen(input.cid, caller!.role, caller!.boCanteens))
          throw forbidden(`Canteen ${input.cid} is not yours to manage`);
        activity.canteen_id = input.cid;
        return { kind: 'json', data: await openTickets(deps.db, [input.cid]) };
      }
      const scope = canAccessAllCanteens(caller!.role)
        ? 'all'
        : caller!.boCanteens.filter((id) => canManageCanteen(id, caller!.role, caller!.boCanteens));
      return { kind: 'json', data: await openTickets(deps.db, scope) };
    },
  }),
  helpRoute(
    'getMostPopulars',
    z.object({ n: intLike(1, 50).optional(), lang: languageSchema }),
    async ({ input, caller, deps }) => ({
      kind: 'json',
      data: await mostPopularGuides(
        deps.db,
        input.n ?? HELP_POPULAR_DEFAULT_COUNT,
        input.lang,
        tagFilterFor(undefined, caller!.role),
      ),
    }),
  ),
  helpRoute(
    'getComponentByIdAndVariant',
    z.object({ id: documentIdSchema, variant: variantSchema.optional(), lang: languageSchema }),
    async ({ input, caller, deps }) => ({
      kind: 'json',
      data: found(
        await componentByIdAndVariant(
          deps.db,
          input.id,
          input.variant ?? 'default',
          input.lang,
          tagFilterFor(undefined, caller!.role),
        ),
        'Component',
      ),
    }),
  ),
  helpRoute(
    'getComponentsByViewAndText',
    z.object({ ids: idListSchema, text: z.string().max(100).optional(), lang: languageSchema }),
    async ({ input, caller, deps }) => ({
      kind: 'json',
      data: await componentsByViewAndText(
        deps.db,
        input.ids,
        input.text,
        input.lang,
        tagFilterFor(undefined, caller!.role),
      ),
    }),
  ),
  helpRoute(
    'getGuideBySlug',
    z.object({ slug: slugSchema, lang: languageSchema, tags: helpTagsSchema }),
    async ({ input, caller, deps }) => ({
      kind: 'json',
      data: found(
        await guideBySlug(deps.db, input.slug, input.lang, tagFilterFor(input.tags, caller!.role)),
        'Guide',
      ),
    }),
  ),
  helpRoute('getCollections', z.object({ lang: languageSchema }), async ({ input, caller, deps }) => ({
    kind: 'json',
    data: await guideCollections(deps.db, input.lang, tagFilterFor(undefined, caller!.role)),
  })),
  helpRoute(
    'getNews',
    z.object({
      ids: idListSchema,
      excludeId: documentIdSchema.optional(),
      n: intLike(1, 50).optional(),
      lang: languageSchema,
      tags: helpTagsSchema,
    }),
    async ({ input, caller, deps }) => ({
      kind: 'json',
      data: await newsList(deps.db, {
        ids: input.ids,
        excludeId: input.excludeId,
        count: input.n ?? HELP_NEWS_DEFAULT_COUNT,
        language: input.lang,
        filter: tagFilterFor(input.tags, caller!.role),
      }),
    }),
  ),
  helpRoute(
    'getNewsById',
    z.object({ id: documentIdSchema, lang: languageSchema, tags: helpTagsSchema }),
    async ({ input, caller, deps }) => ({
      kind: 'json',
      data: found(
        await newsById(deps.db, input.id, input.lang, tagFilterFor(input.tags, caller!.role)),
        'News item',
      ),
    }),
  ),
  helpRoute('getStatusTextContents', z.object({ lang: languageSchema }), async ({ input, deps }) => ({
    kind: 'json',
    data: await statusTexts(deps.db, input.lang),
  })),
];
