// N invitation codes from a pattern (prefix + running number), with one validity, voucher and linked rule.
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BULK_CODES_MAX, bulkCodeNames, bulkCodesSchema, type ContributionRule } from '@backoffice/shared';
import { NumberInput, TextInput, useSchemaForm } from '../../../components/form';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { contributionRulesCall } from '../api/rules';
import { CodeValidityFields, LinkedRuleSelect } from './CodeFields';

export function BulkCodesDrawer({
  canteenId,
  rules,
  onClose,
}: {
  canteenId: string;
  rules: readonly ContributionRule[];
  onClose: () => void;
}) {
  const { t } = useTranslation('contributionRules');
  const today = new Date().toISOString().slice(0, 10);
  const form = useSchemaForm(bulkCodesSchema, {
    prefix: '',
    first: 1,
    count: 10,
    digits: 3,
    valid_from: today,
    valid_to: today,
    voucher: null,
    rule_id: '',
  });
  const [prefix, first, count, digits] = useWatch({
    control: form.control,
    name: ['prefix', 'first', 'count', 'digits'],
  });
  const preview =
    prefix && Number.isInteger(first) && Number.isInteger(digits) && count >= 1
      ? bulkCodeNames({ prefix: prefix.toUpperCase(), first, count: Math.min(count, 2), digits })
      : [];
  return (
    <FormDrawer
      open
      title={t('codes.bulkTitle')}
      form={form}
      successMessage={t('codes.bulkDone')}
      onClose={onClose}
      onSubmit={async (bulk) => {
        await contributionRulesCall({ action: 'generateCodes', canteen_id: canteenId, bulk });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput name="prefix" label={t('codes.prefix')} required maxLength={30} />
        <NumberInput
          name="count"
          label={t('codes.count', { max: BULK_CODES_MAX })}
          min={1}
          max={BULK_CODES_MAX}
          step={1}
        />
        <NumberInput name="first" label={t('codes.first')} min={0} step={1} />
        <NumberInput name="digits" label={t('codes.digits')} min={1} max={6} step={1} />
      </div>
      {preview.length > 0 && (
        <p className="text-sm text-slate-700" role="status">
          {t('codes.preview', { codes: preview.join(', ') })}
        </p>
      )}
      <CodeValidityFields />
      <LinkedRuleSelect rules={rules} />
      <p className="text-xs text-slate-600">{t('codes.bulkVoucherHint')}</p>
    </FormDrawer>
  );
}
