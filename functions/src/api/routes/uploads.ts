// CSV uploads of spec §7 (multipart: csv, cid, lang, token): uploadUsersCSV (ImportUtenti) and uploadCodeCSV.
import { z } from 'zod';
import { importCodesCsv } from '../../services/codes-import';
import { importUsersCsv } from '../../services/users-import';
import { defineRoute, type RouteContext } from '../define-route';
import { badRequest } from '../errors';
import { canteenIdInputSchema, languageSchema } from '../schemas';

const uploadSchema = z.object({ cid: canteenIdInputSchema, lang: languageSchema });

function csvBytes(ctx: RouteContext<unknown>): Buffer {
  if (!ctx.file) throw badRequest("Attach the CSV file in the multipart field 'csv'");
  return ctx.file.data;
}

export const uploadRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/uploadUsersCSV',
    action: 'uploadUsersCSV',
    input: { multipart: 'csv' },
    access: { screen: 'ImportUtenti' },
    schema: uploadSchema,
    canteens: (input) => [input.cid],
    handle: async (ctx) => ({
      kind: 'json',
      data: await importUsersCsv(csvBytes(ctx), {
        db: ctx.deps.db,
        auth: ctx.deps.auth,
        canteenId: ctx.input.cid,
        language: ctx.input.lang,
        importedBy: ctx.caller!.uid,
        now: ctx.now,
      }),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/uploadCodeCSV',
    action: 'uploadCodeCSV',
    input: { multipart: 'csv' },
    // Invitation codes carry a voucher and feed contribution rules: the RegoleContribuzione roles.
    access: { screen: 'RegoleContribuzione' },
    schema: uploadSchema,
    canteens: (input) => [input.cid],
    handle: async (ctx) => ({
      kind: 'json',
      data: await importCodesCsv(csvBytes(ctx), {
        db: ctx.deps.db,
        canteenId: ctx.input.cid,
        importedBy: ctx.caller!.uid,
        now: ctx.now,
      }),
    }),
  }),
];
