// /payment_method/{cid}/{id} (spec §2, §6 PaymentMethods): a canteen's use of a payment method and the payment device
// it runs on (§3: WIB or FOOD_24). /payment_method/{cid}/new adds one; the canteen's methods are listed beside.
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_DEVICE_KINDS,
  accessAllowed,
  buildPath,
  canteenPaymentMethodFormSchema,
  type CanteenPaymentMethodForm,
} from '@backoffice/shared';
import { Form, SelectInput, SubmitButton, useSchemaForm } from '../../../components/form';
import { useDeletion } from '../../../components/crud/useDeletion';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useRouteParams } from '../../../lib/route-context';
import { useSession } from '../../session';
import {
  deleteCanteenPaymentMethod,
  saveCanteenPaymentMethod,
  useCanteenPaymentMethod,
  useCanteenPaymentMethods,
  usePaymentMethods,
  type CanteenPaymentMethodRow,
  type PaymentMethodRow,
} from '../api/canteen-setup';
import { BackToDashboard, Loaded } from './SetupPage';
import { localText } from './texts';

export default function CanteenPaymentMethodScreen() {
  const { t } = useTranslation('servicesAdmin');
  const { cid = '', id = '' } = useRouteParams();
  const isNew = id === 'new';
  const entry = useCanteenPaymentMethod(isNew ? null : id);
  const methods = usePaymentMethods();
  return (
    <Loaded title={t('canteenMethods.title')} read={methods} missing={t('methods.notFound')}>
      {(all) =>
        isNew ? (
          <CanteenMethodForm canteenId={cid} entry={null} methods={all} />
        ) : (
          <Loaded title={t('canteenMethods.title')} read={entry} missing={t('methods.notFound')}>
            {(data) => <CanteenMethodForm key={data.id} canteenId={cid} entry={data} methods={all} />}
          </Loaded>
        )
      }
    </Loaded>
  );
}

function CanteenMethods({ canteenId, methods, current }: { canteenId: string; methods: readonly PaymentMethodRow[]; current: string | null }) {
  const { t, i18n } = useTranslation('servicesAdmin');
  const entries = useCanteenPaymentMethods(canteenId);
  const nameOf = (id: string) => {
    const method = methods.find((candidate) => candidate.id === id);
    return method ? localText(method.name, i18n.language) || method.code : id;
  };
  return (
    <Card
      title={t('canteenMethods.ofCanteen', { canteen: canteenId })}
      actions={
        <Link to={buildPath('/payment_method/:cid/:id', { cid: canteenId, id: 'new' })} className={buttonClasses('secondary', 'sm')}>
          {t('canteenMethods.new')}
        </Link>
      }
    >
      {entries.error ? (
        <Alert tone="error">{t('common.loadError')}</Alert>
      ) : (entries.data ?? []).length === 0 && entries.data ? (
        <p className="text-sm text-slate-700">{t('canteenMethods.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm" data-testid="canteen-methods">
          {(entries.data ?? []).map((entry) => (
            <li key={entry.id}>
              <Link
                to={buildPath('/payment_method/:cid/:id', { cid: canteenId, id: entry.id })}
                aria-current={entry.id === current ? 'page' : undefined}
                className="text-brand-700 underline-offset-2 hover:underline aria-[current=page]:font-semibold"
              >
                {nameOf(entry.payment_method_id)}
              </Link>{' '}
              <span className="text-slate-600">{t(`kinds.${entry.kind}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function CanteenMethodForm({
  canteenId,
  entry,
  methods,
}: {
  canteenId: string;
  entry: CanteenPaymentMethodRow | null;
  methods: readonly PaymentMethodRow[];
}) {
  const { t, i18n } = useTranslation('servicesAdmin');
  const navigate = useNavigate();
  const { role } = useSession();
  const mayWrite = accessAllowed('canteen_payment_methods', 'create', { role, managesCanteen: true });
  const defaults: CanteenPaymentMethodForm = {
    payment_method_id: entry?.payment_method_id ?? '',
    kind: entry?.kind ?? 'WIB',
  };
  const form = useSchemaForm(canteenPaymentMethodFormSchema, defaults);
  const nameOf = (id: string) => {
    const method = methods.find((candidate) => candidate.id === id);
    return method ? localText(method.name, i18n.language) || method.code : id;
  };
  const deletion = useDeletion(
    async (id) => {
      await deleteCanteenPaymentMethod(id);
      void navigate(buildPath('/payment_method/:cid/:id', { cid: canteenId, id: 'new' }));
    },
    {
      title: t('canteenMethods.delete.title'),
      message: (name) => t('canteenMethods.delete.message', { name }),
      done: (name) => t('canteenMethods.delete.done', { name }),
    },
  );
  return (
    <>
      <PageHeader
        title={entry ? nameOf(entry.payment_method_id) : t('canteenMethods.newTitle')}
        description={t('canteenMethods.description', { canteen: canteenId })}
        actions={
          <>
            {entry && mayWrite && (
              <Button variant="secondary" onClick={() => deletion.ask(entry.id, nameOf(entry.payment_method_id))}>
                {t('common.delete')}
              </Button>
            )}
            <BackToDashboard />
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Card title={t('canteenMethods.details')}>
            <Form
              form={form}
              successMessage={t('canteenMethods.saved')}
              onSubmit={async (values) => {
                const saved = await saveCanteenPaymentMethod(canteenId, entry?.id ?? null, values);
                if (!entry) {
                  form.reset(form.getValues());
                  void navigate(buildPath('/payment_method/:cid/:id', { cid: canteenId, id: saved }));
                }
              }}
            >
              <SelectInput
                name="payment_method_id"
                label={t('canteenMethods.fields.method')}
                required
                placeholder={t('canteenMethods.choose')}
                options={methods.map((method) => ({ value: method.id, label: `${localText(method.name, i18n.language) || method.code} (${method.code})` }))}
              />
              <SelectInput
                name="kind"
                label={t('canteenMethods.fields.kind')}
                hint={t('canteenMethods.hints.kind')}
                required
                options={PAYMENT_DEVICE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
              />
              {mayWrite && (
                <div className="flex justify-end">
                  <SubmitButton />
                </div>
              )}
              {entry === null && (
                <p className="text-sm text-slate-700">
                  <Link className="text-brand-700 underline" to={buildPath('/payment_method/:id', { id: 'new' })}>
                    {t('canteenMethods.missingMethod')}
                  </Link>
                </p>
              )}
            </Form>
          </Card>
        </div>
        <CanteenMethods canteenId={canteenId} methods={methods} current={entry?.id ?? null} />
      </div>
      {deletion.dialog}
    </>
  );
}
