// Authorised users of a service (spec §2 Services screen, §3 Authorised user): the stored shape and how a
// customer's profile becomes one — only customers with name, surname and e-mail may be offered (spec §5).
import { z } from 'zod';
import { dateLikeSchema } from '../model/entities';
import { selectableUserSchema } from '../core/validation';

/** Subcollection of services/{serviceId} holding one document per authorised customer (id = their uid). */
export const AUTHORIZED_USERS_COLLECTION = 'authorized_users';

/** Longest name, surname or e-mail an authorisation keeps (DOCUMENT_LIMITS.shortText, the rules check it). */
export const AUTHORIZED_USER_TEXT_MAX = 200;

/**
 * services/{serviceId}/authorized_users/{uid}: the customer's uid (equal to the document id), the name,
 * surname and e-mail shown in the list, when and by whom (a staff uid) the authorisation was given.
 */
export const authorizedUserSchema = z.looseObject({
  uid: z.string().min(1),
  name: z.string().min(1).max(AUTHORIZED_USER_TEXT_MAX),
  surname: z.string().min(1).max(AUTHORIZED_USER_TEXT_MAX),
  email: z.string().min(1).max(AUTHORIZED_USER_TEXT_MAX),
  authorized_at: dateLikeSchema,
  authorized_by: z.string().min(1),
});
export type AuthorizedUser = z.infer<typeof authorizedUserSchema>;

/** The fields of an authorisation that come from the customer (the writer adds authorized_at and authorized_by). */
export interface AuthorizedUserIdentity {
  uid: string;
  name: string;
  surname: string;
  email: string;
}

/**
 * The identity an authorisation stores for a customer, trimmed; null when the customer may not be offered
 * for selection (a missing name, surname or e-mail, spec §5) or a text is longer than the rules accept.
 */
export function authorizedUserIdentity(uid: string, profile: unknown): AuthorizedUserIdentity | null {
  const parsed = selectableUserSchema.safeParse(profile);
  if (!parsed.success || uid.trim() === '') return null;
  const identity = {
    uid,
    name: parsed.data.name.trim(),
    surname: parsed.data.surname.trim(),
    email: parsed.data.email.trim(),
  };
  const tooLong = [identity.name, identity.surname, identity.email].some(
    (value) => value.length > AUTHORIZED_USER_TEXT_MAX,
  );
  return tooLong ? null : identity;
}
