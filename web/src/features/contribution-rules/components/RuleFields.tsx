// The fields of a contribution rule: who, which services and courses, how much, caps, validity and priority.
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONTRIBUTION_KINDS,
  CONTRIBUTION_RULE_NAME_MAX,
  CONTRIBUTION_RULE_PRIORITY_MAX,
  POINTS_CURRENCY,
  RULE_COURSES,
  RULE_TARGET_KINDS,
  SERVICE_TYPES,
  type ContributionRuleFormInput,
} from '@backoffice/shared';
import { CheckboxInput, MoneyInput, NumberInput, SelectInput, TextInput } from '../../../components/form';
import { usePriceLists } from '../api/price-lists';
import { CheckboxGroup } from './CheckboxGroup';
import { CustomerAssignment } from './CustomerAssignment';

export function RuleFields({ canteenId, currencies }: { canteenId: string; currencies: readonly string[] }) {
  const { t } = useTranslation('contributionRules');
  const { control } = useFormContext<ContributionRuleFormInput>();
  const targetKind = useWatch({ control, name: 'target.kind' });
  const contributionKind = useWatch({ control, name: 'contribution.kind' });
  const currency = useWatch({ control, name: 'currency' }) ?? 'EUR';
  const priceLists = usePriceLists(canteenId);
  return (
    <div className="flex flex-col gap-4">
      <TextInput name="name" label={t('fields.name')} required maxLength={CONTRIBUTION_RULE_NAME_MAX} />
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberInput
          name="priority"
          label={t('fields.priority')}
          hint={t('form.priorityHint')}
          min={0}
          max={CONTRIBUTION_RULE_PRIORITY_MAX}
          step={1}
        />
        <SelectInput
          name="currency"
          label={t('fields.currency')}
          options={currencies.map((code) => ({
            value: code,
            label: code === POINTS_CURRENCY ? t('form.points') : code,
          }))}
        />
        <CheckboxInput name="active" label={t('fields.active')} variant="switch" />
      </div>

      <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold">{t('form.who')}</legend>
        <SelectInput
          name="target.kind"
          label={t('fields.target')}
          options={RULE_TARGET_KINDS.map((kind) => ({ value: kind, label: t(`target.${kind}`) }))}
        />
        {targetKind === 'company' && (
          <TextInput name="target.company" label={t('target.company')} required maxLength={200} />
        )}
        {targetKind === 'cost_center' && (
          <TextInput name="target.cost_center_id" label={t('target.cost_center')} required maxLength={128} />
        )}
        {targetKind === 'invitation_code' && (
          <TextInput
            name="target.code"
            label={t('target.invitation_code')}
            hint={t('form.codeHint')}
            required
            maxLength={40}
          />
        )}
        {targetKind === 'customers' && (
          <CustomerAssignment canteenId={canteenId} name="target.customer_ids" />
        )}
      </fieldset>

      <CheckboxGroup
        name="services"
        legend={t('fields.services')}
        hint={t('form.allWhenNone')}
        options={SERVICE_TYPES.map((service) => ({ value: service, label: t(`services.${service}`) }))}
      />
      <CheckboxGroup
        name="courses"
        legend={t('fields.courses')}
        hint={t('form.allWhenNone')}
        options={RULE_COURSES.map((course) => ({ value: course, label: t(`courses.${course}`) }))}
      />

      <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold">{t('form.howMuch')}</legend>
        <SelectInput
          name="contribution.kind"
          label={t('fields.contribution')}
          options={CONTRIBUTION_KINDS.map((kind) => ({ value: kind, label: t(`contribution.${kind}`) }))}
        />
        {contributionKind === 'percent' && (
          <NumberInput
            name="contribution.percent"
            label={t('contribution.percentField')}
            min={0}
            max={100}
            step="any"
          />
        )}
        {contributionKind === 'fixed' && (
          <MoneyInput name="contribution.amount" label={t('contribution.amountField')} currency={currency} />
        )}
        {contributionKind === 'price_list' && (
          <>
            <SelectInput
              name="contribution.price_list_id"
              label={t('contribution.priceListField')}
              hint={t('form.priceListHint')}
              placeholder={t('form.choose')}
              options={(priceLists.data ?? []).map((list) => ({ value: list.id, label: list.name }))}
            />
            <div className="grid gap-3 sm:grid-cols-4">
              {RULE_COURSES.map((course) => (
                <MoneyInput
                  key={course}
                  name={`contribution.prices.${course}`}
                  label={t(`courses.${course}`)}
                  currency={currency}
                />
              ))}
            </div>
          </>
        )}
      </fieldset>

      <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-3">
        <legend className="px-1 text-sm font-semibold">{t('fields.caps')}</legend>
        <MoneyInput
          name="caps.per_meal"
          label={t('caps.per_meal')}
          hint={t('caps.blank')}
          currency={currency}
        />
        <MoneyInput
          name="caps.per_day"
          label={t('caps.per_day')}
          hint={t('caps.blank')}
          currency={currency}
        />
        <MoneyInput
          name="caps.per_month"
          label={t('caps.per_month')}
          hint={t('caps.blank')}
          currency={currency}
        />
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput name="valid_from" type="date" label={t('fields.validFrom')} required />
        <TextInput name="valid_to" type="date" label={t('fields.validTo')} hint={t('form.openEnded')} />
      </div>
    </div>
  );
}
