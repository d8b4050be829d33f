// /add-ingredient and /add-ingredient/{id}: an ingredient's names per language, allergens, nutrients per 100 g, unit
// and supplier; saving recomputes the recipes made with it (onIngredientWritten).
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  INGREDIENT_UNITS,
  RECIPE_NAME_MAX,
  ingredientFormSchema,
  localizedText,
  normalizeLanguage,
  type IngredientDocument,
} from '@backoffice/shared';
import { Form, NumberInput, SelectInput, SubmitButton, TranslatableFields, useSchemaForm } from '../../../components/form';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SkeletonText } from '../../../components/ui/Skeleton';
import { Alert } from '../../../components/ui/Alert';
import { useRouteParams } from '../../../lib/route-context';
import { saveIngredient, useIngredient } from '../api/recipes';
import { AllergenChecks } from './AllergenChecks';
import { NameRequired } from './NameRequired';
import { SupplierSelect } from './SupplierSelect';

export default function IngredientEditorScreen() {
  const { id } = useRouteParams();
  const ingredient = useIngredient(id ?? null);
  const { t } = useTranslation('recipes');
  if (id && ingredient.data === undefined && !ingredient.error) return <SkeletonText lines={8} />;
  if (id && !ingredient.data) return <Alert tone="error">{t('ingredients.notFound')}</Alert>;
  return <IngredientForm key={id ?? 'new'} id={id ?? null} values={ingredient.data ?? null} />;
}

function IngredientForm({ id, values }: { id: string | null; values: IngredientDocument | null }) {
  const { t, i18n } = useTranslation('recipes');
  const { t: shell } = useTranslation('shell');
  const navigate = useNavigate();
  const form = useSchemaForm(ingredientFormSchema, {
    name: { ...(values?.name ?? {}) },
    allergens: [...(values?.allergens ?? [])],
    per_100g: { ...(values?.per_100g ?? { kcal: 0, proteins: 0, fat: 0, carbs: 0 }) },
    unit: values?.unit ?? 'g',
    supplier: values?.supplier ?? '',
  });
  const name = values ? localizedText(values.name, normalizeLanguage(i18n.language)) : '';
  return (
    <>
      <PageHeader
        title={id ? shell('screens.editIngredient') : shell('screens.addIngredient')}
        description={name ? `${name} — ${t('ingredients.editorDescription')}` : t('ingredients.editorDescription')}
      />
      <Form
        form={form}
        successMessage={t('ingredients.saved')}
        onSubmit={async (input) => {
          const saved = await saveIngredient(id, input);
          if (!id) void navigate(`/add-ingredient/${encodeURIComponent(saved)}`, { replace: true });
        }}
      >
        <div className="flex flex-col gap-2">
          <TranslatableFields fields={[{ name: 'name', label: t('fields.name'), maxLength: RECIPE_NAME_MAX }]} />
          <NameRequired />
        </div>
        <AllergenChecks name="allergens" legend={t('fields.allergens')} />
        <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('ingredients.per100')}</legend>
          <NumberInput name="per_100g.kcal" label={t('fields.kcal')} min={0} step="any" required />
          <NumberInput name="per_100g.proteins" label={t('fields.proteins')} min={0} step="any" required />
          <NumberInput name="per_100g.fat" label={t('fields.fat')} min={0} step="any" required />
          <NumberInput name="per_100g.carbs" label={t('fields.carbs')} min={0} step="any" required />
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectInput
            name="unit"
            label={t('fields.unit')}
            options={INGREDIENT_UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`) }))}
          />
          <SupplierSelect label={t('fields.supplier')} />
        </div>
        <div>
          <SubmitButton>{t('actions.save')}</SubmitButton>
        </div>
      </Form>
    </>
  );
}
