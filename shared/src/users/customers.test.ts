import { describe, expect, it } from 'vitest';
import {
  customerInScope,
  customerListQuery,
  isCompanyScoped,
  isCustomerActive,
  parseCustomerListParams,
  userCsvImportSchema,
  userCsvRowSchema,
  usersCsv,
} from './customers';

describe('customer list params', () => {
  it('round-trips through the URL, defaults left out', () => {
    const params = parseCustomerListParams(new URLSearchParams('q=Rossi&status=disabled'));
    expect(params).toEqual({ search: 'Rossi', status: 'disabled' });
    expect(customerListQuery(params).toString()).toBe('q=Rossi&status=disabled');
    expect(customerListQuery(parseCustomerListParams(new URLSearchParams('status=bogus'))).toString()).toBe('');
  });
});

describe('company scope (company managers see their company only)', () => {
  it('applies to company_manager and company_manager_plus only', () => {
    expect(isCompanyScoped('company_manager')).toBe(true);
    expect(isCompanyScoped('company_manager_plus')).toBe(true);
    expect(isCompanyScoped('site_manager')).toBe(false);
    expect(isCompanyScoped('admin')).toBe(false);
  });

  it('lets a company manager act only on its own, non-empty company', () => {
    expect(customerInScope('company_manager', 'Bicocca Tech S.r.l.', 'Bicocca Tech S.r.l.')).toBe(true);
    expect(customerInScope('company_manager', 'Bicocca Tech S.r.l.', 'Milano Insurance S.p.A.')).toBe(false);
    expect(customerInScope('company_manager_plus', '', '')).toBe(false);
    expect(customerInScope('company_manager', null, null)).toBe(false);
    expect(customerInScope('site_manager', null, 'Milano Insurance S.p.A.')).toBe(true);
  });

  it('a customer is active unless disabled', () => {
    expect(isCustomerActive({})).toBe(true);
    expect(isCustomerActive({ disabled: false })).toBe(true);
    expect(isCustomerActive({ disabled: true })).toBe(false);
  });
});

describe('users CSV rows (uploadUsersCSV)', () => {
  const row = { email: 'Anna.Rossi@Example.com', name: 'Anna', surname: 'Rossi', matricola: '', cf: '', company: '', card: '' };

  it('needs e-mail, name and surname; lower-cases the e-mail', () => {
    expect(userCsvRowSchema.parse(row).email).toBe('anna.rossi@example.com');
    expect(userCsvRowSchema.safeParse({ ...row, email: 'not-an-email' }).success).toBe(false);
    expect(userCsvRowSchema.safeParse({ ...row, surname: '' }).success).toBe(false);
    expect(userCsvRowSchema.safeParse({ ...row, card: 'AB#12' }).success).toBe(false);
  });

  it('the preview fills the columns a file leaves out with blanks', () => {
    expect(userCsvImportSchema.parse({ email: 'a@b.it', name: 'A', surname: 'B' })).toEqual({
      email: 'a@b.it',
      name: 'A',
      surname: 'B',
      matricola: '',
      cf: '',
      company: '',
      card: '',
    });
  });

  it('writes the rows back as the CSV the server reads, quoting where needed', () => {
    const csv = usersCsv([{ ...userCsvRowSchema.parse(row), company: 'Rossi, Bianchi & C.' }]);
    expect(csv.split('\n')).toEqual([
      'email,name,surname,matricola,cf,company,card',
      'anna.rossi@example.com,Anna,Rossi,,,"Rossi, Bianchi & C.",',
    ]);
  });
});
