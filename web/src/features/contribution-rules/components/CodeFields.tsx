// The fields one code and a bulk of codes share: their validity and the rule whose validity follows it.
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContributionRule } from '@backoffice/shared';
import { SelectInput, TextInput } from '../../../components/form';

export function CodeValidityFields() {
  const { t } = useTranslation('contributionRules');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextInput name="valid_from" type="date" label={t('fields.validFrom')} required />
      <TextInput name="valid_to" type="date" label={t('fields.validTo')} required />
    </div>
  );
}

export function LinkedRuleSelect({ rules }: { rules: readonly ContributionRule[] }) {
  const { t } = useTranslation('contributionRules');
  // A linked rule not (yet) among the loaded ones stays an option, so opening the form never drops the link.
  const linked: unknown = useWatch({ name: 'rule_id' });
  const missing =
    typeof linked === 'string' && linked !== '' && !rules.some((rule) => rule.id === linked) ? linked : null;
  return (
    <SelectInput
      name="rule_id"
      label={t('codes.rule')}
      hint={t('codes.ruleHint')}
      options={[
        { value: '', label: t('codes.noRule') },
        ...rules.map((rule) => ({ value: rule.id, label: rule.name })),
        ...(missing ? [{ value: missing, label: missing }] : []),
      ]}
    />
  );
}
