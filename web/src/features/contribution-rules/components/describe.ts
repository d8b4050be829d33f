// How a rule, an amount and a pricing reason read in the UI language (the shared pricing function gives codes).
import type { TFunction } from 'i18next';
import { formatAmountInput, type ContributionRuleForm, type PricingReason } from '@backoffice/shared';

/** '4,00 €', '2.447 CLP', '7 PT': the spec's Italian number format with the unit after it. */
export function money(value: number, currency: string): string {
  return `${formatAmountInput(value, currency)} ${currency === 'EUR' ? '€' : currency}`;
}

export function describeTarget(t: TFunction, rule: Pick<ContributionRuleForm, 'target'>): string {
  const target = rule.target;
  switch (target.kind) {
    case 'company':
      return t('target.companyOf', { company: target.company });
    case 'cost_center':
      return t('target.costCenterOf', { id: target.cost_center_id });
    case 'customers':
      return t('target.customersOf', { count: target.customer_ids.length });
    case 'invitation_code':
      return t('target.codeOf', { code: target.code });
  }
}

export function describeContribution(
  t: TFunction,
  rule: Pick<ContributionRuleForm, 'contribution' | 'currency'>,
): string {
  const contribution = rule.contribution;
  switch (contribution.kind) {
    case 'fixed':
      return t('contribution.fixedOf', { amount: money(contribution.amount, rule.currency) });
    case 'percent':
      return t('contribution.percentOf', { percent: contribution.percent });
    case 'price_list':
      return t('contribution.priceListOf', { id: contribution.price_list_id });
  }
}

export function describeCaps(t: TFunction, rule: Pick<ContributionRuleForm, 'caps' | 'currency'>): string {
  const parts = (['per_meal', 'per_day', 'per_month'] as const).flatMap((key) => {
    const cap = rule.caps[key];
    return cap === null ? [] : [t(`caps.${key}Short`, { amount: money(cap, rule.currency) })];
  });
  return parts.length ? parts.join(' · ') : t('caps.none');
}

export function describeValidity(
  t: TFunction,
  rule: Pick<ContributionRuleForm, 'valid_from' | 'valid_to'>,
): string {
  const day = (value: string) => value.split('-').reverse().join('/');
  return rule.valid_to === null
    ? t('validity.from', { from: day(rule.valid_from) })
    : t('validity.range', { from: day(rule.valid_from), to: day(rule.valid_to) });
}

/** One reason of the pricing function as a sentence; rule ids are turned into names by `nameOf`. */
export function describeReason(
  t: TFunction,
  reason: PricingReason,
  currency: string,
  nameOf: (id: string) => string,
): string {
  const amount = 'amount' in reason ? money(reason.amount, currency) : '';
  switch (reason.code) {
    case 'no_rule':
    case 'voucher_not_valid':
    case 'wallet_inactive':
      return t(`reasons.${reason.code}`);
    case 'outranked':
      return t('reasons.outranked', { rule: nameOf(reason.rule_id), by: nameOf(reason.by) });
    case 'applied':
      return t('reasons.applied', { rule: nameOf(reason.rule_id), amount });
    case 'cap_meal':
    case 'cap_day':
    case 'cap_month':
      return t(`reasons.${reason.code}`, {
        cap: money(reason.cap, currency),
        used: money(reason.used, currency),
        amount,
      });
    case 'voucher':
    case 'wallet':
    case 'wallet_short':
      return t(`reasons.${reason.code}`, { amount });
    default:
      return t(`reasons.${reason.code}`, { rule: nameOf(reason.rule_id) });
  }
}
