// A supplier picked from the suppliers list (issue 15); a stored name the list lacks stays offered and selected.
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { supplierOptions } from '@backoffice/shared';
import { SelectInput } from '../../../components/form';
import { useSuppliers } from '../api/suppliers';

export function SupplierSelect({ name = 'supplier', label }: { name?: string; label: string }) {
  const { t } = useTranslation('recipes');
  const { control } = useFormContext();
  const current = String(useWatch({ control, name }) ?? '');
  const suppliers = useSuppliers();
  const names = (suppliers.data ?? []).map((supplier) => supplier.name);
  const options = supplierOptions(names, current).map((value) => ({
    value,
    label: names.includes(value) ? value : t('suppliers.notListed', { name: value }),
  }));
  return (
    <SelectInput
      name={name}
      label={label}
      options={[{ value: '', label: t('suppliers.none') }, ...options]}
    />
  );
}
