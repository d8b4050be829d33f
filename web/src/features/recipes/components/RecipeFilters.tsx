// The recipe list's filters (issue 15), kept in the address: free of an allergen, supplier (exact name), course.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALLERGEN_CODES } from '@backoffice/shared';
import { useAllergenLabel } from '../../../components/ui/AllergenList';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
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
  // The supplier applies when the field is left or on Enter (an exact name: no query per keystroke).
  const [supplier, setSupplier] = useState<string | null>(null);
  const commitSupplier = () => {
    if (supplier === null) return;
    onChange((current) => ({ ...current, supplier: supplier.trim() }));
    setSupplier(null);
  };
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
      <TextField
        label={t('filters.supplier')}
        value={supplier ?? params.supplier}
        maxLength={200}
        onChange={(event) => setSupplier(event.target.value)}
        onBlur={commitSupplier}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitSupplier();
        }}
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
