// POST /api/analytics/pageview: the page-view event the SPA sends on each route change (spec §2), stored for the
// nightly aggregation behind /stats. Not in the activity log: it is not a change, and one a page would drown it.
import { z } from 'zod';
import { pageViewInputSchema } from '@backoffice/shared';
import { recordPageView } from '../../services/analytics';
import { defineRoute } from '../define-route';
import { canteenIdInputSchema } from '../schemas';

const schema = pageViewInputSchema.extend({ cid: canteenIdInputSchema, token: z.string().optional() });

export const analyticsRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/analytics/pageview',
    action: 'analytics_pageview',
    input: 'json',
    access: { anyBackOfficeRole: true },
    schema,
    canteens: (input) => [input.cid],
    logSuccess: false,
    handle: async ({ input, caller, deps, now, req }) => {
      const recorded = await recordPageView(deps.db, {
        uid: caller!.uid,
        canteenId: input.cid,
        path: input.path,
        title: input.title,
        app: input.app,
        userAgent: req.get('user-agent'),
        now,
      });
      return { kind: 'json', data: { recorded } };
    },
  }),
];
