// Customers of a canteen (spec §6 GestioneUtenti, ImportUtenti): the list's filters in the URL, the company scope of
// company managers, the activation change (a callable) and the users CSV row (uploadUsersCSV, spec §7).
import { z } from 'zod';
import type { Role } from '../access/roles';

/** Customers per list page. */
export const CUSTOMERS_PAGE_SIZE = 20;

/** Roles that see only the customers of their own company (spec issue 20: "company managers see their company only"). */
export const COMPANY_SCOPED_ROLES = ['company_manager', 'company_manager_plus'] as const satisfies readonly Role[];

/** True for company_manager and company_manager_plus. */
export function isCompanyScoped(role: string | null | undefined): boolean {
  return (COMPANY_SCOPED_ROLES as readonly unknown[]).includes(role);
}

/** The stored flag of a deactivated customer (its Auth account is disabled too); absent means active. */
export const CUSTOMER_DISABLED_FIELD = 'disabled';

export type CustomerStatusFilter = 'all' | 'disabled';

export interface CustomerListParams {
  search: string;
  status: CustomerStatusFilter;
}

/** Reads the list's params from the URL (?q=&status=); anything unknown falls back to the default. */
export function parseCustomerListParams(query: URLSearchParams): CustomerListParams {
  return {
    search: (query.get('q') ?? '').trim().slice(0, 200),
    status: query.get('status') === 'disabled' ? 'disabled' : 'all',
  };
}

/** Writes the params back, defaults left out so links stay short. */
export function customerListQuery(params: CustomerListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search !== '') query.set('q', params.search);
  if (params.status !== 'all') query.set('status', params.status);
  return query;
}

/** A customer is active unless deactivated. */
export function isCustomerActive(user: { disabled?: unknown } | null | undefined): boolean {
  return user?.disabled !== true;
}

/** The callable that activates or deactivates a customer (functions/src/callables/customer-status.ts). */
export const CUSTOMER_STATUS_CALLABLE = 'customerStatus';

export const customerStatusRequestSchema = z.object({
  uid: z.string().trim().min(1).max(128),
  canteenId: z.string().trim().regex(/^C_[A-Za-z0-9_-]{1,60}$/),
  active: z.boolean(),
});
export type CustomerStatusRequest = z.infer<typeof customerStatusRequestSchema>;

/**
 * May a caller of `role` (managing the canteen) act on this customer? Company managers only on customers of their
 * own, non-empty company; the other GestioneUtenti roles on every customer of the canteen.
 */
export function customerInScope(
  role: string | null | undefined,
  callerCompany: string | null | undefined,
  customerCompany: string | null | undefined,
): boolean {
  if (!isCompanyScoped(role)) return true;
  return !!callerCompany && callerCompany === customerCompany;
}

/** Columns of the users CSV (uploadUsersCSV): e-mail, name and surname required. */
export const USER_CSV_COLUMNS = {
  required: ['email', 'name', 'surname'],
  optional: ['matricola', 'cf', 'company', 'card'],
} as const;

/** One row of the users CSV, as the server checks it (cells are text; a blank optional cell is ''). */
export const userCsvRowSchema = z.object({
  email: z
    .email('Not a valid e-mail address')
    .max(254)
    .transform((email) => email.toLowerCase()),
  name: z.string().min(1, 'Required').max(100),
  surname: z.string().min(1, 'Required').max(100),
  matricola: z.string().max(40),
  cf: z.string().max(32),
  company: z.string().max(120),
  card: z.string().regex(/^[A-Za-z0-9 -]{0,40}$/, 'Letters, digits, blanks and dashes only'),
});
export type UserCsvRow = z.infer<typeof userCsvRowSchema>;

/** The same row in the back office's import preview: a column left out of the file is blank, as on the server. */
export const userCsvImportSchema = userCsvRowSchema.extend({
  matricola: userCsvRowSchema.shape.matricola.default(''),
  cf: userCsvRowSchema.shape.cf.default(''),
  company: userCsvRowSchema.shape.company.default(''),
  card: userCsvRowSchema.shape.card.default(''),
});

/** The rows back as the CSV uploadUsersCSV reads (comma separated, cells quoted when needed). */
export function usersCsv(rows: readonly UserCsvRow[]): string {
  const columns = [...USER_CSV_COLUMNS.required, ...USER_CSV_COLUMNS.optional];
  const cell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))].join('\n');
}
