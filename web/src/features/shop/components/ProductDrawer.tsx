// The product form in a side panel (spec §3 Product): category, name and description per language, price, points,
// maximum order quantity, timing, availability, add-on options and variants, with the customer's price previewed. The
// saveServiceProduct callable checks it again with the same schema; its refusals land under their fields.
import { useTranslation } from 'react-i18next';
import {
  formTexts,
  localizedText,
  productFormSchema,
  type ProductFormInput,
  type UiLanguage,
} from '@backoffice/shared';
import {
  CheckboxInput,
  Form,
  MoneyInput,
  NumberInput,
  PointsInput,
  SelectInput,
  SubmitButton,
  TranslatableFields,
  useSchemaForm,
} from '../../../components/form';
import { Button } from '../../../components/ui/Button';
import { Drawer } from '../../../components/ui/Drawer';
import { useContentLanguage, type CatalogueCategory, type CatalogueProduct } from '../../ifm-service';
import { saveProduct } from '../api/catalogue-writes';
import { ChoicesEditor } from './ChoicesEditor';
import { PricePreview } from './PricePreview';
import { ProductImageField } from './ProductImageField';
import { VariantsEditor } from './VariantsEditor';

export interface ProductEditing {
  /** null: a new product (in `categoryId`). */
  product: CatalogueProduct | null;
  categoryId: string;
}

interface Props {
  serviceId: string;
  tagServices: ProductFormInput['services'];
  currency: string;
  categories: readonly CatalogueCategory[];
  editing: ProductEditing | null;
  onClose: () => void;
}

interface CallableRefusal {
  code?: string;
  details?: { messageKey?: string; issues?: Array<{ path: string; message: string }> } | null;
}

const FORM_ID = 'product-form';

export function ProductDrawer({ editing, ...props }: Props) {
  return editing ? (
    <OpenDrawer key={editing.product?.id ?? `new-${editing.categoryId}`} editing={editing} {...props} />
  ) : null;
}

function defaults(
  editing: ProductEditing,
  services: ProductFormInput['services'],
  language: UiLanguage,
): ProductFormInput {
  const choiceDefaults = (choice: { name: unknown; price: number; is_percentage: boolean }) => ({
    name: formTexts(choice.name, language),
    price: choice.price,
    is_percentage: choice.is_percentage,
  });
  const { product } = editing;
  if (!product) {
    return {
      category_id: editing.categoryId,
      name: {},
      description: {},
      points: 0,
      price: 0,
      available: true,
      max_quantity: 10,
      services,
      timing_hours: 0,
      options: [],
      variants: [],
    };
  }
  return {
    category_id: product.category_id ?? editing.categoryId,
    name: formTexts(product.name),
    description: formTexts(product.description),
    points: product.points,
    price: product.price,
    available: product.available,
    max_quantity: product.max_quantity ?? 99999,
    services: (product.services.length > 0 ? product.services : services) as ProductFormInput['services'],
    timing_hours: product.timing_hours ?? 0,
    options: product.options.map(choiceDefaults),
    variants: product.variants.map((variant) => ({
      name: formTexts(variant.name, language),
      min: variant.min,
      max: variant.max,
      options: variant.options.map(choiceDefaults),
    })),
  };
}

function OpenDrawer({
  serviceId,
  tagServices,
  currency,
  categories,
  editing,
  onClose,
}: Props & { editing: ProductEditing }) {
  const { t } = useTranslation('shop');
  const { t: common } = useTranslation('common');
  const language = useContentLanguage();
  const form = useSchemaForm(productFormSchema(currency), defaults(editing, tagServices, language));
  const { product } = editing;

  const describeError = (error: unknown): string | null => {
    const refusal = error as CallableRefusal;
    if (refusal.code !== 'functions/invalid-argument' || !refusal.details?.issues) return null;
    // The server's schema found what the form's did not (e.g. a category deleted meanwhile): show it under its field.
    for (const issue of refusal.details.issues)
      form.setError(issue.path as never, { type: 'server', message: issue.message });
    return t('productForm.refused');
  };

  return (
    <Drawer
      open
      onClose={onClose}
      title={
        product
          ? t('productForm.editTitle', { name: localizedText(product.name, language) })
          : t('productForm.newTitle')
      }
    >
      <Form
        id={FORM_ID}
        form={form}
        successMessage={t('productForm.saved')}
        describeError={describeError}
        onSubmit={async (values) => {
          await saveProduct(serviceId, product?.id ?? null, values);
          onClose();
        }}
      >
        <SelectInput
          name="category_id"
          label={t('fields.category')}
          required
          options={categories.map((category) => ({
            value: category.id,
            label: localizedText(category.name, language) || category.id,
          }))}
        />
        <TranslatableFields
          fields={[
            { name: 'name', label: t('fields.name'), maxLength: 200 },
            { name: 'description', label: t('fields.description'), multiline: true, maxLength: 4000 },
          ]}
        />
        <ProductImageField
          canteenId={serviceId.replace(/^[A-Z]+_/, '')}
          storedImage={product?.image}
        />
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
        <NumberInput
          name="timing_hours"
          label={t('fields.timingHours')}
          hint={t('fields.timingHoursHint')}
          min={0}
          step="any"
        />
        <CheckboxInput name="available" label={t('fields.available')} variant="switch" />
        <ChoicesEditor name="options" legend={t('fields.options')} addLabel={t('fields.addOption')} />
        <VariantsEditor />
        <PricePreview currency={currency} />
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={onClose}>
            {common('actions.cancel')}
          </Button>
          <SubmitButton />
        </div>
      </Form>
    </Drawer>
  );
}
