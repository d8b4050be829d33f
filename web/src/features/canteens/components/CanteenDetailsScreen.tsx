// /canteens/details/{id} (spec §3 Canteen, §6 ModificaMense): the canteen document's fields, validated with the
// shared schema (the rules guard the same limits), saved with the stamp so the activity log records the change.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  CANTEEN_CURRENCY_SERVICES,
  ENDPOINT_PREFIXES,
  WALLET_VALUES,
  buildPath,
  canteenFormPatch,
  canteenFormSchema,
  canteenFormValues,
  canteenGroup,
  canteenType,
} from '@backoffice/shared';
import { CheckboxInput, Form, SelectInput, SubmitButton, TextInput, useSchemaForm } from '../../../components/form';
import { Alert } from '../../../components/ui/Alert';
import { buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useRouteParams } from '../../../lib/route-context';
import { updateCanteen, useCanteen, type CanteenRow } from '../api/canteens';

export default function CanteenDetailsScreen() {
  const { t } = useTranslation('canteens');
  const { t: shell } = useTranslation('shell');
  const { id = '' } = useRouteParams();
  const canteen = useCanteen(id);
  const back = (
    <Link to="/canteens" className={buttonClasses('secondary')}>
      {t('details.back')}
    </Link>
  );
  // Whoever may edit the canteen (ModificaMense: admin) may also customise it (PersonalizzaMense).
  const customise = (
    <>
      <Link to={buildPath('/canteens/styles/:id', { id })} className={buttonClasses('secondary')}>
        {t('styles.open')}
      </Link>
      <Link to={buildPath('/canteens/customize/:id', { id })} className={buttonClasses('secondary')}>
        {t('customize.open')}
      </Link>
    </>
  );
  const header = (title: string, description?: string) => (
    <PageHeader title={title} description={description} actions={<>{description && customise}{back}</>} />
  );

  if (canteen.error) return <>{header(shell('screens.canteenDetails'))}<Alert tone="error">{t('details.loadError')}</Alert></>;
  if (canteen.data === undefined) return <>{header(shell('screens.canteenDetails'))}<Skeleton className="h-96" /></>;
  if (canteen.data === null) return <>{header(shell('screens.canteenDetails'))}<Alert tone="warning">{t('details.notFound')}</Alert></>;
  const like = { id: canteen.data.id, endpoint_prefix: String(canteen.data.endpoint_prefix ?? '') };
  return (
    <>
      {header(
        shell('screens.canteenDetails'),
        t('details.description', {
          id: canteen.data.id,
          group: t(`groups.${canteenGroup(like)}`),
          type: t(`types.${canteenType(like)}`),
        }),
      )}
      {/* A fresh form when the stored document changes elsewhere (its defaults are that version). */}
      <CanteenForm key={JSON.stringify(canteenFormValues(canteen.data))} canteen={canteen.data} />
    </>
  );
}

function CanteenForm({ canteen }: { canteen: CanteenRow }) {
  const { t } = useTranslation('canteens');
  const form = useSchemaForm(canteenFormSchema, canteenFormValues(canteen));
  return (
    <Form
      form={form}
      successMessage={t('details.saved')}
      onSubmit={async (values) => updateCanteen(canteen.id, canteenFormPatch(values, canteen))}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t('details.identity')}>
          <div className="flex flex-col gap-4">
            <TextInput name="name" label={t('fields.name')} required autoComplete="off" />
            <TextInput name="address" label={t('fields.address')} autoComplete="off" />
            <SelectInput
              name="endpoint_prefix"
              label={t('fields.country')}
              hint={t('details.countryHint')}
              options={ENDPOINT_PREFIXES.map((prefix) => ({ value: prefix, label: t(`countries.${prefix}`) }))}
            />
            <TextInput name="smart_prefix" label={t('fields.smartPrefix')} autoComplete="off" />
            <TextInput name="smart_id" label={t('fields.smartId')} autoComplete="off" />
            <TextInput name="parent" label={t('fields.parent')} hint={t('details.parentHint')} autoComplete="off" />
          </div>
        </Card>
        <Card title={t('details.payments')}>
          <div className="flex flex-col gap-4">
            <SelectInput
              name="wallet"
              label={t('fields.wallet')}
              options={WALLET_VALUES.map((value) => ({ value, label: t(`wallets.${value}`) }))}
            />
            <CheckboxInput name="wallet_active" label={t('fields.walletActive')} variant="switch" />
            <CheckboxInput name="import_active" label={t('fields.importActive')} variant="switch" />
            <CheckboxInput name="customer_care_active" label={t('fields.customerCareActive')} variant="switch" />
          </div>
        </Card>
        <Card title={t('details.currencies')} className="lg:col-span-2">
          <p className="mb-3 text-sm text-slate-600">{t('details.currenciesHint')}</p>
          <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {CANTEEN_CURRENCY_SERVICES.map((service) => (
              <TextInput key={service} name={`currency.${service}`} label={t('services.' + service)} autoComplete="off" />
            ))}
          </div>
        </Card>
      </div>
      <div>
        <SubmitButton />
      </div>
    </Form>
  );
}
