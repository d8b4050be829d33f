// The supplier picker's options (issue 15): the list's names in order, and a stored name the list lacks kept first.
import { describe, expect, it } from 'vitest';
import { supplierFormSchema, supplierOptions } from './suppliers';

describe('suppliers', () => {
  it('offers the list by name, and keeps a stored name the list lacks', () => {
    expect(supplierOptions(['Marr', 'Ittica', 'Marr'], '')).toEqual(['Ittica', 'Marr']);
    expect(supplierOptions(['Marr', 'Ittica'], 'Marr')).toEqual(['Ittica', 'Marr']);
    expect(supplierOptions(['Marr'], 'Vecchio fornitore')).toEqual(['Vecchio fornitore', 'Marr']);
  });

  it('needs a name of at most 200 characters, trimmed', () => {
    expect(supplierFormSchema.safeParse({ name: '  Marr  ' })).toEqual({ success: true, data: { name: 'Marr' } });
    expect(supplierFormSchema.safeParse({ name: '   ' }).success).toBe(false);
    expect(supplierFormSchema.safeParse({ name: 'x'.repeat(201) }).success).toBe(false);
  });
});
