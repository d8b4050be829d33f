// An admin's change of another user's role and managed canteens (spec §3 User: role, roles, bo_canteens; §6 Utenti).
import { z } from 'zod';
import { ROLES, type Role } from '../access/roles';
import { canAccessAllCanteens } from '../access/permissions';
import { normalizeCanteenId } from '../canteens/canteens';

/** The callable that applies the change (functions/src/callables/user-access.ts). */
export const USER_ACCESS_CALLABLE = 'userAccess';
/** The rules' list limit of bo_canteens. */
export const MAX_BO_CANTEENS = 100;

/** True when the role manages a list of canteens (every back-office role but those that open every canteen). */
export function roleNeedsCanteens(role: Role): boolean {
  return role !== 'web_user' && !canAccessAllCanteens(role);
}

const canteenIdSchema = z
  .string()
  .trim()
  .regex(/^c_[a-z0-9_-]{1,60}$/i, 'users:validation.canteenId')
  .transform((id) => normalizeCanteenId(id));

/** The form: the role and, for roles limited to some canteens, those canteens (at least one). */
export const userAccessFormSchema = z
  .object({
    role: z.enum(ROLES, 'users:validation.role'),
    bo_canteens: z.array(canteenIdSchema).max(MAX_BO_CANTEENS, 'users:validation.tooManyCanteens'),
  })
  .superRefine((value, context) => {
    if (roleNeedsCanteens(value.role) && value.bo_canteens.length === 0)
      context.addIssue({ code: 'custom', path: ['bo_canteens'], message: 'users:validation.canteensRequired' });
  });
export type UserAccessForm = z.infer<typeof userAccessFormSchema>;

/** The callable's input: whose access, and the form. */
export const userAccessRequestSchema = z.object({ uid: z.string().trim().min(1).max(128) }).and(userAccessFormSchema);
export type UserAccessRequest = z.infer<typeof userAccessRequestSchema>;

/**
 * The fields the change writes: one role, mirrored in `roles` (the screen offers one role; the spec's "highest of
 * several wins" then has nothing to decide), and the canteens only for roles limited to some (others: none stored).
 */
export function userAccessFields(form: UserAccessForm): { role: Role; roles: Record<string, true>; bo_canteens: string[] } {
  return {
    role: form.role,
    roles: { [form.role]: true },
    bo_canteens: roleNeedsCanteens(form.role) ? [...new Set(form.bo_canteens)] : [],
  };
}
