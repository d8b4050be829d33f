// User routes of spec §7: getUserData, getUserStatisticsData, alignUserStatisticsData and
// getUserDataNOrdersLastOrderLastLoginByID — users management (GestioneUtenti) scoped to shared canteens.
import { z } from 'zod';
import { canOpenScreen } from '@backoffice/shared';
import { alignUserStatistics, readUserStatistics } from '../../services/user-statistics';
import { mayViewUser, publicUserData, userActivitySummary } from '../../services/user-overview';
import { defineRoute, type RouteContext } from '../define-route';
import { forbidden, notFound } from '../errors';
import { documentIdSchema } from '../schemas';

const byUid = z.object({ uid: documentIdSchema });
const byId = z.object({ id: documentIdSchema });

/**
 * Loads the target user and checks the caller may see them: GestioneUtenti (self excepted for getUserData)
 * and a shared canteen unless admin. A user nobody may see is a 403 before it is a 404.
 */
async function targetUser(
  ctx: RouteContext<unknown>,
  uid: string,
  selfAllowed: boolean,
): Promise<Record<string, unknown> | undefined> {
  const caller = ctx.caller!;
  const self = caller.uid === uid;
  if (
    !(self && selfAllowed) &&
    !canOpenScreen('GestioneUtenti', caller.role, { environment: ctx.environment })
  )
    throw forbidden(`The role ${caller.role} may not manage users`);
  const user = (await ctx.deps.db.collection('users').doc(uid).get()).data();
  if (user && !mayViewUser(caller, uid, user)) throw forbidden('This user belongs to no canteen you manage');
  return user;
}

export const userRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/getUserData',
    action: 'getUserData',
    input: 'json',
    access: { anyBackOfficeRole: true },
    schema: byUid,
    handle: async (ctx) => {
      const user = await targetUser(ctx, ctx.input.uid, true);
      if (!user) throw notFound(`User ${ctx.input.uid} does not exist`);
      return { kind: 'json', data: publicUserData(ctx.input.uid, user) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/getUserStatisticsData',
    action: 'getUserStatisticsData',
    input: 'json',
    access: { screen: 'GestioneUtenti' },
    schema: byId,
    handle: async (ctx) => {
      if (!(await targetUser(ctx, ctx.input.id, false)))
        throw notFound(`User ${ctx.input.id} does not exist`);
      return { kind: 'json', data: await readUserStatistics(ctx.deps.db, ctx.input.id) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/alignUserStatisticsData',
    action: 'alignUserStatisticsData',
    input: 'json',
    access: { screen: 'GestioneUtenti' },
    schema: byId,
    handle: async (ctx) => {
      if (!(await targetUser(ctx, ctx.input.id, false)))
        throw notFound(`User ${ctx.input.id} does not exist`);
      return { kind: 'json', data: await alignUserStatistics(ctx.deps.db, ctx.input.id, ctx.now) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/getUserDataNOrdersLastOrderLastLoginByID',
    action: 'getUserDataNOrdersLastOrderLastLoginByID',
    input: 'json',
    access: { screen: 'GestioneUtenti' },
    schema: byUid,
    handle: async (ctx) => {
      if (!(await targetUser(ctx, ctx.input.uid, false)))
        throw notFound(`User ${ctx.input.uid} does not exist`);
      return { kind: 'json', data: await userActivitySummary(ctx.deps.db, ctx.deps.auth, ctx.input.uid) };
    },
  }),
];
