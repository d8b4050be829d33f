// The cost-centre form in a side panel: name, code, "used as custom price list"; new or an existing one.
import { useTranslation } from 'react-i18next';
import { costCenterFormSchema, type CostCenterForm } from '@backoffice/shared';
import { CheckboxInput, TextInput, useSchemaForm } from '../../../components/form';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { costCenters } from '../api/cost-centers';

export interface CostCenterEditing {
  /** null: a new cost centre. */
  id: string | null;
  values: CostCenterForm | null;
}

const EMPTY: CostCenterForm = { name: '', code: '', useAsCustomPriceList: false };

export interface CostCenterDrawerProps {
  canteenId: string;
  editing: CostCenterEditing | null;
  onClose: () => void;
  onSaved: () => void;
}

export function CostCenterDrawer({ editing, ...props }: CostCenterDrawerProps) {
  // A fresh form per opened record: its defaults are that record's values.
  return editing ? <OpenDrawer key={editing.id ?? 'new'} editing={editing} {...props} /> : null;
}

function OpenDrawer({
  canteenId,
  editing,
  onClose,
  onSaved,
}: CostCenterDrawerProps & { editing: CostCenterEditing }) {
  const { t } = useTranslation('costCenters');
  const values = editing.values ?? EMPTY;
  const form = useSchemaForm(costCenterFormSchema, {
    name: values.name,
    code: values.code,
    useAsCustomPriceList: values.useAsCustomPriceList,
  });
  return (
    <FormDrawer
      open
      title={editing.id ? t('form.editTitle', { name: values.name }) : t('form.newTitle')}
      form={form}
      successMessage={t('form.saved')}
      onClose={onClose}
      onSubmit={async (input) => {
        if (editing.id) await costCenters.update(editing.id, input);
        else await costCenters.create(canteenId, input);
        onSaved();
      }}
    >
      <TextInput name="name" label={t('fields.name')} required autoComplete="off" />
      <TextInput name="code" label={t('fields.code')} hint={t('form.codeHint')} autoComplete="off" />
      <CheckboxInput
        name="useAsCustomPriceList"
        label={t('fields.useAsCustomPriceList')}
        hint={t('form.priceListHint')}
      />
    </FormDrawer>
  );
}
