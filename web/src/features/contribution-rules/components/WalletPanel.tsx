// The wallet tab: which wallet the canteen uses (TCPOS, PRODELFI, the provider's own, DEACTIVE) and its top-up
// limits, as the chooser loads them; admin edits them (ModificaMense), the other rule editors read them.
import { useTranslation } from 'react-i18next';
import {
  WALLET_VALUES,
  canOpenScreen,
  walletSettingsFormSchema,
  type WalletRules,
  type WalletSettingsFormInput,
} from '@backoffice/shared';
import {
  Form,
  MoneyInput,
  SelectInput,
  SubmitButton,
  useFieldError,
  useSchemaForm,
} from '../../../components/form';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useSession } from '../../session';
import { saveWalletSettings, useWalletRules } from '../api/wallet';
import { money } from './describe';

export function WalletPanel({
  canteenId,
  wallet,
  currency,
}: {
  canteenId: string;
  wallet: string | undefined;
  currency: string;
}) {
  const { t } = useTranslation('contributionRules');
  const { role } = useSession();
  const rules = useWalletRules(canteenId);
  if (rules.error) return <Alert tone="error">{t('wallet.error')}</Alert>;
  if (rules.data === undefined) return <Skeleton className="h-48" />;
  const current = rules.data;
  const mayEdit = canOpenScreen('ModificaMense', role);
  return (
    <div className="flex flex-col gap-4 pt-4">
      <Card title={t('wallet.title')}>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4" data-testid="wallet-summary">
          <dt>{t('wallet.provider')}</dt>
          <dd>{t(`wallet.values.${current?.wallet ?? wallet ?? 'DEACTIVE'}`)}</dd>
          <dt>{t('wallet.active')}</dt>
          <dd>{current?.active ? t('status.active') : t('status.inactive')}</dd>
          <dt>{t('wallet.topUps')}</dt>
          <dd>{current?.top_up_amounts?.map((value) => money(value, currency)).join(' · ') || '—'}</dd>
          <dt>{t('wallet.maxBalance')}</dt>
          <dd>{current?.max_balance === undefined ? '—' : money(current.max_balance, currency)}</dd>
        </dl>
        {!mayEdit && <p className="mt-3 text-xs text-slate-600">{t('wallet.readOnly')}</p>}
      </Card>
      {mayEdit && <WalletForm canteenId={canteenId} current={current} wallet={wallet} currency={currency} />}
    </div>
  );
}

function WalletForm({
  canteenId,
  current,
  wallet,
  currency,
}: {
  canteenId: string;
  current: WalletRules | null;
  wallet: string | undefined;
  currency: string;
}) {
  const { t } = useTranslation('contributionRules');
  const amounts = current?.top_up_amounts ?? [];
  const defaults: WalletSettingsFormInput = {
    wallet: (current?.wallet ??
      (WALLET_VALUES as readonly string[]).find((value) => value === wallet) ??
      'DEACTIVE') as WalletSettingsFormInput['wallet'],
    top_up_amounts: [0, 1, 2, 3].map((index) => amounts[index]),
    min_top_up: current?.min_top_up,
    max_balance: current?.max_balance,
    low_balance_threshold: current?.low_balance_threshold,
  };
  const form = useSchemaForm(walletSettingsFormSchema, defaults);
  return (
    <Card title={t('wallet.edit')}>
      <Form
        form={form}
        successMessage={t('wallet.saved')}
        onSubmit={(settings) => saveWalletSettings(canteenId, settings, currency)}
      >
        <SelectInput
          name="wallet"
          label={t('wallet.provider')}
          hint={t('wallet.providerHint')}
          options={WALLET_VALUES.map((value) => ({ value, label: t(`wallet.values.${value}`) }))}
        />
        <fieldset className="grid gap-3 sm:grid-cols-4">
          <legend className="mb-1 text-sm font-medium">{t('wallet.topUps')}</legend>
          {[0, 1, 2, 3].map((index) => (
            <MoneyInput
              key={index}
              name={`top_up_amounts.${index}`}
              label={t('wallet.topUp', { n: index + 1 })}
              currency={currency}
            />
          ))}
        </fieldset>
        <TopUpsError />
        <div className="grid gap-3 sm:grid-cols-3">
          <MoneyInput name="min_top_up" label={t('wallet.minTopUp')} currency={currency} />
          <MoneyInput name="max_balance" label={t('wallet.maxBalance')} currency={currency} />
          <MoneyInput name="low_balance_threshold" label={t('wallet.lowBalance')} currency={currency} />
        </div>
        <div className="flex justify-end">
          <SubmitButton />
        </div>
      </Form>
    </Card>
  );
}

/** The top-ups' range error is about the set, so it goes under the four inputs. */
function TopUpsError() {
  const error = useFieldError('top_up_amounts');
  return error ? (
    <p role="alert" className="text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}
