// A printer's settings in a side panel: name, address, kind, paper width, active, and what it prints (services, shop
// and coffee-break categories, pickup points; empty = all).
import { useTranslation } from 'react-i18next';
import { useController } from 'react-hook-form';
import { PAPER_WIDTHS, PRINTER_KINDS, SERVICE_TYPES, printerFormSchema, type PrinterForm } from '@backoffice/shared';
import { CheckboxInput, SelectInput, TextInput, useSchemaForm } from '../../../components/form';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { SelectField } from '../../../components/ui/SelectField';
import { printers, type RoutableCategory } from '../api/printers';

export interface PrinterEditing {
  id: string | null;
  values: PrinterForm | null;
}

const EMPTY: PrinterForm = {
  name: '',
  address: '',
  kind: 'kitchen',
  paper_width: 80,
  escpos: true,
  active: true,
  routing: { services: [], category_ids: [], pickup_points: [] },
};

/** A set of checkboxes editing a list field (routing.services, routing.category_ids, routing.pickup_points). */
function ChoiceList({ name, legend, options }: { name: string; legend: string; options: Array<{ value: string; label: string }> }) {
  const { field } = useController({ name });
  const chosen = (field.value as string[] | undefined) ?? [];
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={chosen.includes(option.value)}
              onChange={(event) => field.onChange(event.target.checked ? [...chosen, option.value] : chosen.filter((value) => value !== option.value))}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The paper width as a number (58 or 80), chosen from a select. */
function PaperWidthSelect({ label, options }: { label: string; options: Array<{ value: string; label: string }> }) {
  const { field } = useController({ name: 'paper_width' });
  return <SelectField label={label} options={options} value={String(field.value)} onChange={(event) => field.onChange(Number(event.target.value))} onBlur={field.onBlur} />;
}

interface DrawerProps {
  canteenId: string;
  pickupPoints: Array<{ id: string; name: string }>;
  categories: readonly RoutableCategory[];
}

export function PrinterDrawer({ editing, ...props }: DrawerProps & { editing: PrinterEditing | null; onClose: () => void }) {
  return editing ? <OpenDrawer key={editing.id ?? 'new'} editing={editing} {...props} /> : null;
}

function OpenDrawer({ canteenId, pickupPoints, categories, editing, onClose }: DrawerProps & { editing: PrinterEditing; onClose: () => void }) {
  const { t } = useTranslation('printers');
  const values = editing.values ?? EMPTY;
  const form = useSchemaForm(printerFormSchema, values);
  return (
    <FormDrawer
      open
      title={editing.id ? t('form.editTitle', { name: values.name }) : t('form.newTitle')}
      form={form}
      successMessage={t('form.saved')}
      onClose={onClose}
      onSubmit={async (input) => {
        if (editing.id) await printers.update(editing.id, input);
        else await printers.create(canteenId, input);
      }}
    >
      <TextInput name="name" label={t('fields.name')} required autoComplete="off" />
      <TextInput name="address" label={t('fields.address')} hint={t('form.addressHint')} required autoComplete="off" />
      <SelectInput name="kind" label={t('fields.kind')} options={PRINTER_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} />
      <PaperWidthSelect label={t('fields.paperWidth')} options={PAPER_WIDTHS.map((width) => ({ value: String(width), label: t('form.mm', { width }) }))} />
      <CheckboxInput name="active" label={t('fields.active')} />
      <p className="text-sm text-slate-700">{t('form.routingHint')}</p>
      <ChoiceList
        name="routing.services"
        legend={t('fields.services')}
        options={SERVICE_TYPES.filter((type) => ['menu', 'lunchbox', 'takeaway', 'posto', 'shop', 'coffeebreak'].includes(type)).map((type) => ({
          value: type,
          label: t(`services.${type}`),
        }))}
      />
      {categories.length > 0 && (
        <ChoiceList
          name="routing.category_ids"
          legend={t('fields.categories')}
          options={categories.map((category) => ({ value: category.id, label: `${t(`services.${category.service}`)} · ${category.name}` }))}
        />
      )}
      {pickupPoints.length > 0 && (
        <ChoiceList name="routing.pickup_points" legend={t('fields.pickupPoints')} options={pickupPoints.map((point) => ({ value: point.id, label: point.name }))} />
      )}
    </FormDrawer>
  );
}
