// POST /api/getOrderHistory (spec §7): the status history of an order; IFM requests need RichiesteIFM,
// other orders Ordini, and the order's canteen must be the caller's.
import { z } from 'zod';
import { canManageCanteen, canOpenScreen, normalizeCanteenId } from '@backoffice/shared';
import { toPlainJson } from '../../services/plain-json';
import { defineRoute } from '../define-route';
import { forbidden, notFound } from '../errors';
import { documentIdSchema } from '../schemas';

export const orderRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/getOrderHistory',
    action: 'getOrderHistory',
    input: 'json',
    access: { anyBackOfficeRole: true },
    schema: z.object({ oid: documentIdSchema }),
    handle: async ({ input, caller, deps, environment, activity }) => {
      const order = await deps.db.collection('orders').doc(input.oid).get();
      // The screen depends on the order's kind, so the role is checked once the order is read.
      const screen = order.get('tag') === 'ifm' ? 'RichiesteIFM' : 'Ordini';
      if (!canOpenScreen(screen, caller!.role, { environment }))
        throw forbidden(`The role ${caller!.role} may not use ${screen}`);
      if (!order.exists) throw notFound(`Order ${input.oid} does not exist`);
      const canteenId = normalizeCanteenId(String(order.get('canteenid') ?? ''));
      if (!canManageCanteen(canteenId, caller!.role, caller!.boCanteens))
        throw forbidden(`Order ${input.oid} is not of a canteen you manage`);
      activity.canteen_id = canteenId;
      const history = order.get('history');
      return { kind: 'json', data: Array.isArray(history) ? toPlainJson(history) : [] };
    },
  }),
];
