// The special-diet form in a side panel: names per language, excluded allergens, notes, assigned customers.
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SPECIAL_DIET_CUSTOMERS_MAX,
  SPECIAL_DIET_NAME_MAX,
  SPECIAL_DIET_NOTES_MAX,
  specialDietFormSchema,
  type SpecialDiet,
} from '@backoffice/shared';
import { TextAreaInput, TranslatableFields, useSchemaForm } from '../../../components/form';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { specialDiets } from '../api/special-diets';
import { AllergenPicker } from './AllergenPicker';
import { CustomerPicker } from '../../../components/form/CustomerPicker';

export interface SpecialDietEditing {
  /** null: a new diet. */
  id: string | null;
  values: SpecialDiet | null;
  /** The name shown in the title (in the UI language). */
  title: string;
}

const EMPTY: SpecialDiet = { name: {}, excluded_allergens: [], notes: '', customer_ids: [] };

export interface SpecialDietDrawerProps {
  canteenId: string;
  editing: SpecialDietEditing | null;
  onClose: () => void;
}

export function SpecialDietDrawer({ editing, ...props }: SpecialDietDrawerProps) {
  // A fresh form per opened record: its defaults are that record's values.
  return editing ? <OpenDrawer key={editing.id ?? 'new'} editing={editing} {...props} /> : null;
}

/** "At least one language" is a rule on the whole name map: its message goes under the tabs, not in one tab. */
function NameRequired() {
  const { t } = useTranslation('specialDiets');
  const { errors } = useFormState({ name: 'name' });
  const error = errors.name as { message?: string } | undefined;
  return error?.message ? (
    <p role="alert" className="text-sm font-medium text-red-700">
      {t('form.nameRequired')}
    </p>
  ) : null;
}

function OpenDrawer({ canteenId, editing, onClose }: SpecialDietDrawerProps & { editing: SpecialDietEditing }) {
  const { t } = useTranslation('specialDiets');
  const values = editing.values ?? EMPTY;
  const form = useSchemaForm(specialDietFormSchema, {
    name: { ...values.name },
    excluded_allergens: [...values.excluded_allergens],
    notes: values.notes,
    customer_ids: [...values.customer_ids],
  });
  return (
    <FormDrawer
      open
      title={editing.id ? t('form.editTitle', { name: editing.title }) : t('form.newTitle')}
      form={form}
      successMessage={t('form.saved')}
      onClose={onClose}
      onSubmit={async (input) => {
        if (editing.id) await specialDiets.update(editing.id, input);
        else await specialDiets.create(canteenId, input);
      }}
    >
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-slate-800">{t('fields.name')}</p>
        <p className="text-xs text-slate-600">{t('form.nameHint')}</p>
        <TranslatableFields fields={[{ name: 'name', label: t('fields.name'), maxLength: SPECIAL_DIET_NAME_MAX }]} />
        <NameRequired />
      </div>
      <AllergenPicker name="excluded_allergens" label={t('fields.excludedAllergens')} hint={t('form.allergensHint')} />
      <TextAreaInput name="notes" label={t('fields.notes')} hint={t('form.notesHint')} maxLength={SPECIAL_DIET_NOTES_MAX} />
      <CustomerPicker canteenId={canteenId} name="customer_ids" max={SPECIAL_DIET_CUSTOMERS_MAX} />
    </FormDrawer>
  );
}
