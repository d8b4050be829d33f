// The recipe list's filters (issue 15), kept in the address: free of an allergen, supplier (from the suppliers list), course.
import { useTranslation } from 'react-i18next';
import { ALLERGEN_CODES, supplierOptions } from '@backoffice/shared';
import { useAllergenLabel } from '../../../components/ui/AllergenList';
import { SelectField } from '../../../components/ui/SelectField';
import { useSuppliers } from '../api/suppliers';
import { useCourseOptions } from './courses';
import type { RecipeListParams } from './params';

export function RecipeFilters({
  params,
  onChange,
}: {
  params: RecipeListParams;
  onChange: (next: (current: RecipeListParams) => RecipeListParams) => void;
}) {
  const { t } = useTranslation('recipes');
  const allergen = useAllergenLabel();
  const courses = useCourseOptions(params.course);
  const suppliers = useSuppliers();
  return (
    <>
      <SelectField
        label={t('filters.freeOf')}
        value={params.free}
        onChange={(event) => onChange((current) => ({ ...current, free: event.target.value }))}
        options={[
          { value: '', label: t('filters.anyAllergen') },
          ...ALLERGEN_CODES.map((code) => ({ value: String(code), label: allergen(code) })),
        ]}
      />
      <SelectField
        label={t('filters.supplier')}
        value={params.supplier}
        onChange={(event) => onChange((current) => ({ ...current, supplier: event.target.value }))}
        options={[
          { value: '', label: t('filters.anySupplier') },
          ...supplierOptions(
            (suppliers.data ?? []).map((supplier) => supplier.name),
            params.supplier,
          ).map((name) => ({ value: name, label: name })),
        ]}
      />
      <SelectField
        label={t('filters.course')}
        value={params.course}
        onChange={(event) => onChange((current) => ({ ...current, course: event.target.value }))}
        options={courses}
      />
    </>
  );
}
