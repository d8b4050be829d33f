// One invitation code in a side panel: its validity, its voucher (value and validity) and the rule that follows it.
// Saving a new validity moves the linked rule's too, on the server, in the same transaction (spec §5).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  invitationCodeFormSchema,
  type ContributionRule,
  type InvitationCodeFormInput,
} from '@backoffice/shared';
import { MoneyInput, TextInput, useSchemaForm } from '../../../components/form';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { contributionRulesCall } from '../api/rules';
import { CodeValidityFields, LinkedRuleSelect } from './CodeFields';

export interface CodeEditing {
  /** null: a new code. */
  code: string | null;
  values: InvitationCodeFormInput | null;
}

export function CodeDrawer({
  canteenId,
  editing,
  rules,
  currency,
  onClose,
}: {
  canteenId: string;
  editing: CodeEditing | null;
  rules: readonly ContributionRule[];
  /** The canteen's money (vouchers are never points). */
  currency: string;
  onClose: () => void;
}) {
  return editing ? (
    <OpenCodeDrawer
      key={editing.code ?? 'new'}
      canteenId={canteenId}
      editing={editing}
      rules={rules}
      currency={currency}
      onClose={onClose}
    />
  ) : null;
}

function OpenCodeDrawer({
  canteenId,
  editing,
  rules,
  currency,
  onClose,
}: {
  canteenId: string;
  editing: CodeEditing;
  rules: readonly ContributionRule[];
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('contributionRules');
  const today = new Date().toISOString().slice(0, 10);
  const form = useSchemaForm(
    invitationCodeFormSchema,
    editing.values ?? { code: '', valid_from: today, valid_to: today, voucher: null, rule_id: '' },
  );
  return (
    <FormDrawer
      open
      title={editing.code ? t('codes.editTitle', { code: editing.code }) : t('codes.newTitle')}
      form={form}
      successMessage={t('codes.saved')}
      onClose={onClose}
      onSubmit={async (code) => {
        await contributionRulesCall({ action: 'saveCode', canteen_id: canteenId, code });
      }}
    >
      <TextInput
        name="code"
        label={t('codes.code')}
        hint={t('form.codeHint')}
        required
        readOnly={editing.code !== null}
        maxLength={40}
      />
      <CodeValidityFields />
      <VoucherFields
        currency={currency}
        initial={editing.values?.voucher ?? null}
        setVoucher={(value) => form.setValue('voucher', value, { shouldDirty: true })}
      />
      <LinkedRuleSelect rules={rules} />
    </FormDrawer>
  );
}

function VoucherFields({
  currency,
  initial,
  setVoucher,
}: {
  currency: string;
  initial: InvitationCodeFormInput['voucher'];
  setVoucher: (value: InvitationCodeFormInput['voucher']) => void;
}) {
  const { t } = useTranslation('contributionRules');
  const [withVoucher, setWithVoucher] = useState(initial !== null);
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">{t('codes.voucher')}</legend>
      <label className="inline-flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={withVoucher}
          onChange={(event) => {
            setWithVoucher(event.target.checked);
            const today = new Date().toISOString().slice(0, 10);
            setVoucher(
              event.target.checked ? { value: Number.NaN, valid_from: today, valid_to: today } : null,
            );
          }}
        />
        {t('codes.withVoucher')}
      </label>
      {withVoucher && (
        <>
          <MoneyInput name="voucher.value" label={t('codes.voucherValue')} currency={currency} />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextInput name="voucher.valid_from" type="date" label={t('codes.voucherFrom')} required />
            <TextInput name="voucher.valid_to" type="date" label={t('codes.voucherTo')} required />
          </div>
        </>
      )}
    </fieldset>
  );
}
