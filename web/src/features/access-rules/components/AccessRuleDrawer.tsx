// One access rule in a side panel: its kind and value (an e-mail pattern with the magic wand, a company with
// suggestions, a card prefix or an invitation code), whether it is active, and a note.
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ACCESS_RULE_KINDS,
  ACCESS_RULE_NOTE_MAX,
  accessRuleFormSchema,
  type AccessRuleFormInput,
} from '@backoffice/shared';
import {
  CheckboxInput,
  SelectInput,
  TextInput,
  useFieldError,
  useSchemaForm,
} from '../../../components/form';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { SuggestionInput } from '../../../components/ui/SuggestionInput';
import { accessRulesCall } from '../api/access-rules';
import { PatternHelper } from './PatternHelper';

export interface AccessRuleEditing {
  id: string | null;
  values: AccessRuleFormInput | null;
}

interface DrawerProps {
  canteenId: string;
  editing: AccessRuleEditing | null;
  samples: { emails: readonly string[]; companies: readonly string[] };
  onClose: () => void;
}

export function AccessRuleDrawer({ editing, ...props }: DrawerProps) {
  return editing ? <OpenDrawer key={editing.id ?? 'new'} editing={editing} {...props} /> : null;
}

function CompanyInput({ companies }: { companies: readonly string[] }) {
  const { t } = useTranslation('accessRules');
  const { field } = useController({ name: 'value' });
  const error = useFieldError('value');
  return (
    <SuggestionInput
      label={t('kinds.company')}
      hint={t('form.companyHint')}
      value={typeof field.value === 'string' ? field.value : ''}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      items={companies.map((company) => ({ value: company }))}
      error={error}
      required
    />
  );
}

function OpenDrawer({ canteenId, editing, samples, onClose }: DrawerProps & { editing: AccessRuleEditing }) {
  const { t } = useTranslation('accessRules');
  const form = useSchemaForm(
    accessRuleFormSchema,
    editing.values ?? { kind: 'email_pattern', value: '', active: true, note: '' },
  );
  const kind = useWatch({ control: form.control, name: 'kind' });
  return (
    <FormDrawer
      open
      title={editing.id ? t('form.editTitle') : t('form.newTitle')}
      form={form}
      successMessage={t('form.saved')}
      onClose={onClose}
      onSubmit={async (rule) => {
        await accessRulesCall({ action: 'save', canteen_id: canteenId, rule_id: editing.id, rule });
      }}
    >
      <SelectInput
        name="kind"
        label={t('fields.kind')}
        options={ACCESS_RULE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
      />
      {kind === 'company' ? (
        <CompanyInput companies={samples.companies} />
      ) : (
        <TextInput name="value" label={t(`values.${kind}`)} hint={t(`hints.${kind}`)} required />
      )}
      {kind === 'email_pattern' && <PatternHelper samples={samples.emails} />}
      <CheckboxInput name="active" label={t('fields.active')} variant="switch" />
      <TextInput name="note" label={t('fields.note')} maxLength={ACCESS_RULE_NOTE_MAX} />
    </FormDrawer>
  );
}
