// A pre-registration in a side panel: e-mail, company (a company manager's own, fixed) and cost centre.
import { useTranslation } from 'react-i18next';
import { preRegistrationFormSchema, type PreRegistrationForm } from '@backoffice/shared';
import { SelectInput, TextInput, useSchemaForm } from '../../../components/form';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { preRegistrations } from '../api/pre-registrations';

export interface PreRegistrationEditing {
  id: string | null;
  values: PreRegistrationForm | null;
}

export interface PreRegistrationDrawerProps {
  canteenId: string;
  editing: PreRegistrationEditing | null;
  /** A company manager's own company: every pre-registration it writes is of that company. */
  fixedCompany: string | null;
  costCentres: ReadonlyArray<{ id: string; name: string }>;
  onClose: () => void;
}

export function PreRegistrationDrawer({ editing, ...props }: PreRegistrationDrawerProps) {
  return editing ? <OpenDrawer key={editing.id ?? 'new'} editing={editing} {...props} /> : null;
}

function OpenDrawer({
  canteenId,
  editing,
  fixedCompany,
  costCentres,
  onClose,
}: PreRegistrationDrawerProps & { editing: PreRegistrationEditing }) {
  const { t } = useTranslation('customers');
  const values = editing.values ?? { email: '', company: fixedCompany ?? '', cost_center_id: '' };
  const form = useSchemaForm(preRegistrationFormSchema, {
    email: values.email,
    company: fixedCompany ?? values.company,
    cost_center_id: values.cost_center_id,
  });
  return (
    <FormDrawer
      open
      title={editing.id ? t('pre.form.editTitle', { email: values.email }) : t('pre.form.newTitle')}
      form={form}
      successMessage={t('pre.form.saved')}
      onClose={onClose}
      onSubmit={async (input) => {
        const entry = { ...input, company: fixedCompany ?? input.company };
        if (editing.id) await preRegistrations.update(editing.id, entry);
        else await preRegistrations.create(canteenId, entry);
      }}
    >
      <TextInput name="email" type="email" label={t('fields.email')} required autoComplete="off" />
      <TextInput
        name="company"
        label={t('fields.company')}
        disabled={fixedCompany !== null}
        hint={fixedCompany !== null ? t('pre.form.companyFixed') : undefined}
        autoComplete="off"
      />
      <SelectInput
        name="cost_center_id"
        label={t('pre.fields.costCentre')}
        options={[
          { value: '', label: t('pre.noCostCentre') },
          ...costCentres.map((centre) => ({ value: centre.id, label: centre.name })),
        ]}
      />
    </FormDrawer>
  );
}
