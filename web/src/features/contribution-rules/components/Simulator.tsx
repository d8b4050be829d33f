// The rule simulator (issue 21): customer X, basket Y, day Z → what the company pays, what the customer pays and why,
// for this meal and for a second identical meal the same day — priced by the shared pricing function.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  RULE_COURSES,
  SERVICE_TYPES,
  addUsage,
  parseAmount,
  priceBasket,
  usageOn,
  type BasketItem,
  type ContributionRule,
  type PricingCustomer,
  type PricingResult,
  type RuleCourse,
  type ServiceType,
  type UsageLedger,
} from '@backoffice/shared';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { DateField } from '../../../components/ui/DateTimeFields';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { redeemedCodes, type SimulatorCustomer } from '../api/customers';
import { CustomerSearch } from './CustomerSearch';
import { describeReason, money } from './describe';

interface Line {
  course: RuleCourse;
  price: string;
  quantity: string;
}

/** Today in the browser's time zone, as the pricing function's day. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function Simulator({
  canteenId,
  rules,
  currency,
  defaultCompany,
}: {
  canteenId: string;
  /** Every rule of the canteen, the edited one in its current (unsaved) state. */
  rules: readonly ContributionRule[];
  currency: string;
  defaultCompany: string;
}) {
  const { t } = useTranslation('contributionRules');
  const [picked, setPicked] = useState<SimulatorCustomer | null>(null);
  const [company, setCompany] = useState(defaultCompany);
  const [service, setService] = useState<ServiceType>('takeaway');
  const [day, setDay] = useState(localToday);
  const [lines, setLines] = useState<Line[]>([{ course: 'first', price: '', quantity: '1' }]);
  const [walletText, setWalletText] = useState('');
  const codes = useSWR(picked ? ['contribution-rules/redeemed', canteenId, picked.uid] : null, () =>
    redeemedCodes(canteenId, picked!.uid),
  );

  const items: BasketItem[] = lines.flatMap((line) => {
    const price = parseAmount(line.price);
    const quantity = Number(line.quantity);
    return price !== null && price >= 0 && Number.isInteger(quantity) && quantity > 0
      ? [{ course: line.course, price, quantity }]
      : [];
  });
  const customer: PricingCustomer = picked
    ? { ...picked, invitation_codes: (codes.data ?? []).map((code) => code.code) }
    : { uid: '', company };
  const voucher = (codes.data ?? []).find((code) => code.balance > 0 && code.valid_from) ?? null;
  const walletBalance = parseAmount(walletText);
  const wallet =
    walletBalance !== null || voucher
      ? {
          active: walletBalance !== null,
          balance: walletBalance ?? 0,
          voucher: voucher && {
            balance: voucher.balance,
            valid_from: voucher.valid_from,
            valid_to: voucher.valid_to,
          },
        }
      : null;
  const nameOf = (id: string) => rules.find((rule) => rule.id === id)?.name ?? id;

  let meals: PricingResult[] = [];
  if (items.length > 0) {
    const ledger: UsageLedger = {};
    meals = [0, 1].map(() => {
      const result = priceBasket({
        rules,
        customer,
        basket: { service, currency, items },
        day,
        usage: usageOn(ledger, day),
        wallet,
      });
      addUsage(ledger, result, day);
      return result;
    });
  }

  const setLine = (index: number, patch: Partial<Line>) =>
    setLines((current) => current.map((line, at) => (at === index ? { ...line, ...patch } : line)));

  return (
    <Card title={t('simulator.title')}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">{t('simulator.intro')}</p>
        {picked ? (
          <div className="flex items-center justify-between gap-2 text-sm">
            <span>
              {t('simulator.customer')}: <strong>{picked.name}</strong> · {picked.email}
              {picked.company ? ` · ${picked.company}` : ''}
            </span>
            <Button size="sm" variant="ghost" onClick={() => setPicked(null)}>
              {t('simulator.clearCustomer')}
            </Button>
          </div>
        ) : (
          <>
            <CustomerSearch canteenId={canteenId} label={t('simulator.customer')} onPick={setPicked} />
            <TextField
              label={t('simulator.company')}
              hint={t('simulator.companyHint')}
              value={company}
              onChange={(event) => setCompany(event.target.value)}
            />
          </>
        )}
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            label={t('simulator.service')}
            value={service}
            onChange={(event) => setService(event.target.value as ServiceType)}
            options={SERVICE_TYPES.map((type) => ({ value: type, label: t(`services.${type}`) }))}
          />
          <DateField
            label={t('simulator.day')}
            value={day}
            onChange={(event) => event.target.value && setDay(event.target.value)}
          />
          <TextField
            label={t('simulator.wallet')}
            hint={t('simulator.walletHint')}
            inputMode="decimal"
            value={walletText}
            onChange={(event) => setWalletText(event.target.value)}
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">{t('simulator.basket', { currency })}</legend>
          {lines.map((line, index) => (
            <div key={index} className="grid grid-cols-[1fr_1fr_5rem_auto] items-end gap-2">
              <SelectField
                label={t('simulator.course', { n: index + 1 })}
                value={line.course}
                onChange={(event) => setLine(index, { course: event.target.value as RuleCourse })}
                options={RULE_COURSES.map((course) => ({ value: course, label: t(`courses.${course}`) }))}
              />
              <TextField
                label={t('simulator.price', { n: index + 1 })}
                inputMode="decimal"
                value={line.price}
                onChange={(event) => setLine(index, { price: event.target.value })}
              />
              <TextField
                label={t('simulator.quantity', { n: index + 1 })}
                inputMode="numeric"
                value={line.quantity}
                onChange={(event) => setLine(index, { quantity: event.target.value })}
              />
              <Button
                variant="ghost"
                size="sm"
                disabled={lines.length === 1}
                aria-label={t('simulator.removeLine', { n: index + 1 })}
                onClick={() => setLines((current) => current.filter((_, at) => at !== index))}
              >
                ✕
              </Button>
            </div>
          ))}
          <div>
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                setLines((current) => [...current, { course: 'second', price: '', quantity: '1' }])
              }
            >
              {t('simulator.addLine')}
            </Button>
          </div>
        </fieldset>
        {meals.length === 0 ? (
          <p className="text-sm text-slate-600">{t('simulator.empty')}</p>
        ) : (
          <div className="grid gap-3 md:grid-cols-2">
            {meals.map((meal, index) => (
              <section
                key={index}
                aria-label={t(index === 0 ? 'simulator.firstMeal' : 'simulator.secondMeal')}
                className="rounded-md border border-slate-200 p-3 text-sm"
              >
                <h3 className="mb-2 font-semibold">
                  {t(index === 0 ? 'simulator.firstMeal' : 'simulator.secondMeal')}
                </h3>
                <dl className="grid grid-cols-2 gap-x-2">
                  <dt>{t('simulator.total')}</dt>
                  <dd data-testid="total">{money(meal.total, currency)}</dd>
                  <dt>{t('simulator.companyPays')}</dt>
                  <dd data-testid="company-pays">{money(meal.company, currency)}</dd>
                  <dt>{t('simulator.customerPays')}</dt>
                  <dd data-testid="customer-pays">{money(meal.customer, currency)}</dd>
                  {meal.voucher > 0 && (
                    <>
                      <dt>{t('simulator.voucher')}</dt>
                      <dd>{money(meal.voucher, currency)}</dd>
                    </>
                  )}
                  {wallet?.active && (
                    <>
                      <dt>{t('simulator.fromWallet')}</dt>
                      <dd>{money(meal.wallet, currency)}</dd>
                    </>
                  )}
                  <dt>{t('simulator.due')}</dt>
                  <dd>{money(meal.due, currency)}</dd>
                </dl>
                <h4 className="mt-2 font-medium">{t('simulator.why')}</h4>
                <ul className="list-disc pl-5" data-testid="reasons">
                  {meal.reasons.map((reason, at) => (
                    <li key={at}>{describeReason(t, reason, currency, nameOf)}</li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </Card>
  );
}
