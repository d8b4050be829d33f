// The category form in a side panel (spec §3 Service category): names per language with completeness marks, price in
// the service's currency, points, maximum order quantity (99999 = no limit), availability and hours.
import { useTranslation } from 'react-i18next';
import { categoryFormSchema, formTexts, localizedText, type TimeRange } from '@backoffice/shared';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import {
  CheckboxInput,
  MoneyInput,
  NumberInput,
  PointsInput,
  TranslatableFields,
  useSchemaForm,
} from '../../../components/form';
import { useContentLanguage, type CatalogueCategory } from '../../ifm-service';
import { createCategory, updateCategory } from '../api/catalogue-writes';
import { categoryHours } from './category-facts';
import { HoursListInput } from './HoursListInput';

export interface CategoryEditing {
  /** null: a new category. */
  category: CatalogueCategory | null;
}

interface Props {
  serviceId: string;
  currency: string;
  serviceHours: TimeRange | null;
  editing: CategoryEditing | null;
  nextPos: number;
  onClose: () => void;
}

export function CategoryDrawer({ editing, ...props }: Props) {
  // A fresh form per opened category: its defaults are that category's values.
  return editing ? <OpenDrawer key={editing.category?.id ?? 'new'} editing={editing} {...props} /> : null;
}

function OpenDrawer({
  serviceId,
  currency,
  serviceHours,
  editing,
  nextPos,
  onClose,
}: Props & { editing: CategoryEditing }) {
  const { t } = useTranslation('shop');
  const language = useContentLanguage();
  const { category } = editing;
  const form = useSchemaForm(categoryFormSchema(currency), {
    name: formTexts(category?.name),
    points: category?.points ?? 0,
    price: category?.price ?? 0,
    max_quantity: category?.max_quantity ?? 10,
    available: category?.available ?? true,
    hours: category ? categoryHours(category) : [],
  });
  return (
    <FormDrawer
      open
      title={
        category
          ? t('categoryForm.editTitle', { name: localizedText(category.name, language) })
          : t('categoryForm.newTitle')
      }
      form={form}
      successMessage={t('categoryForm.saved')}
      onClose={onClose}
      onSubmit={async (values) => {
        if (category) await updateCategory(serviceId, category.id, values);
        else await createCategory(serviceId, values, nextPos);
      }}
    >
      <TranslatableFields fields={[{ name: 'name', label: t('fields.name'), maxLength: 200 }]} />
      <MoneyInput name="price" label={t('fields.price')} currency={currency} required />
      <PointsInput name="points" label={t('fields.points')} required />
      <NumberInput
        name="max_quantity"
        label={t('fields.maxQuantity')}
        hint={t('fields.maxQuantityHint')}
        min={1}
        max={99999}
        step={1}
        required
      />
      <CheckboxInput name="available" label={t('fields.available')} variant="switch" />
      <HoursListInput name="hours" serviceHours={serviceHours} />
    </FormDrawer>
  );
}
