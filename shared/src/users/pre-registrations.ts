// Pre-registration (spec §2 dashboard area "pre-registration", issue 20): the e-mails allowed to sign up in a canteen,
// each with the company and the cost centre the new customer will have. Company managers keep their own company's.
import { z } from 'zod';

export const PRE_REGISTRATIONS = 'pre_registrations';
export const PRE_REGISTRATIONS_PAGE_SIZE = 20;
export const PRE_REGISTRATION_TEXT_MAX = 200;

/** The form, as the rules check it: a lower-case e-mail, the company ('' none) and a cost centre id ('' none). */
export const preRegistrationFormSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email('customers:validation.email').max(254, 'customers:validation.email')),
  company: z.string().trim().max(PRE_REGISTRATION_TEXT_MAX, 'customers:validation.tooLong'),
  cost_center_id: z.string().trim().max(128),
});
export type PreRegistrationForm = z.infer<typeof preRegistrationFormSchema>;

/** A stored pre-registration (the form plus its canteen). */
export const preRegistrationSchema = preRegistrationFormSchema.extend({ canteen_id: z.string() });

export interface PreRegistrationListParams {
  search: string;
}

export function parsePreRegistrationListParams(query: URLSearchParams): PreRegistrationListParams {
  return { search: (query.get('q') ?? '').trim().slice(0, 200) };
}

export function preRegistrationListQuery(params: PreRegistrationListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search !== '') query.set('q', params.search);
  return query;
}
