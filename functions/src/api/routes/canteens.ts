// Canteen routes of spec §7: getCanteenIdsFromFirebase, canteenStyle (public, cacheable CSS) and
// copyAreaNewsFromCidToAnother (on canteen creation, reusing the trigger's copy service).
import { z } from 'zod';
import { canAccessAllCanteens, normalizeCanteenId } from '@backoffice/shared';
import { canteenStyleSheet } from '../../services/canteen-style';
import { copyNewsAreas } from '../../services/news-areas';
import { defineRoute } from '../define-route';
import { notFound } from '../errors';
import { canteenIdInputSchema } from '../schemas';

export const canteenRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/getCanteenIdsFromFirebase',
    action: 'getCanteenIdsFromFirebase',
    input: 'query',
    // The chooser (/home) opens for every back-office role; the answer holds only the caller's canteens.
    access: { anyBackOfficeRole: true },
    // It takes nothing but the token: any other parameter is a client mistake worth a 400.
    schema: z.strictObject({ token: z.string().optional() }),
    handle: async ({ caller, deps }) => {
      const canteens = deps.db.collection('canteens');
      if (canAccessAllCanteens(caller!.role)) {
        const all = await canteens.select().get();
        return { kind: 'json', data: all.docs.map((doc) => doc.id).sort() };
      }
      const wanted = [
        ...new Set(
          caller!.boCanteens.map((id) => normalizeCanteenId(id)).filter((id) => /^C_[A-Z0-9_-]+$/.test(id)),
        ),
      ];
      if (wanted.length === 0) return { kind: 'json', data: [] };
      const snapshots = await deps.db.getAll(...wanted.map((id) => canteens.doc(id)), {
        fieldMask: ['name'],
      });
      return {
        kind: 'json',
        data: snapshots
          .filter((snapshot) => snapshot.exists)
          .map((snapshot) => snapshot.id)
          .sort(),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/canteenStyle',
    action: 'canteenStyle',
    input: 'query',
    // Public (spec §7 sends only cid): it holds nothing but colours, and a <link> cannot send a token.
    access: { public: true },
    schema: z.object({ cid: canteenIdInputSchema }),
    handle: async ({ input, deps }) => {
      const canteen = await deps.db.collection('canteens').doc(input.cid).get();
      if (!canteen.exists) throw notFound(`Canteen ${input.cid} does not exist`);
      const style = canteenStyleSheet(input.cid, canteen.get('customisation'));
      return {
        kind: 'raw',
        contentType: 'text/css; charset=utf-8',
        body: style.css,
        etag: style.etag,
        // Colours change rarely: browsers keep it 5 minutes, shared caches may serve it stale for a day.
        cacheControl: 'public, max-age=300, stale-while-revalidate=86400',
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/copyAreaNewsFromCidToAnother',
    action: 'copyAreaNewsFromCidToAnother',
    input: 'json',
    // Spec §7: used when a canteen is created, which is CreazioneMense (admin only).
    access: { screen: 'CreazioneMense' },
    schema: z
      .object({ fromCid: canteenIdInputSchema, toCid: canteenIdInputSchema })
      .refine((input) => input.fromCid !== input.toCid, {
        path: ['toCid'],
        message: 'toCid must differ from fromCid',
      }),
    canteens: (input) => [input.fromCid, input.toCid],
    handle: async ({ input, deps, activity }) => {
      activity.canteen_id = input.toCid;
      return { kind: 'json', data: await copyNewsAreas(deps.db, input.fromCid, input.toCid) };
    },
  }),
];
