// /payment_method/{id} (spec §2, §6 PaymentMethods): a payment method every canteen chooses from — its name in the
// eight languages and its code. Only an admin writes them (the rules: reference data of every canteen); the other
// roles of the screen key read. /payment_method/new creates one.
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { accessAllowed, buildPath, paymentMethodFormSchema } from '@backoffice/shared';
import { Form, SubmitButton, TextInput, TranslatableFields, useSchemaForm } from '../../../components/form';
import { useDeletion } from '../../../components/crud/useDeletion';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useRouteParams } from '../../../lib/route-context';
import { useSession } from '../../session';
import {
  deletePaymentMethod,
  savePaymentMethod,
  usePaymentMethod,
  usePaymentMethods,
  type PaymentMethodRow,
} from '../api/canteen-setup';
import { BackToDashboard, Loaded } from './SetupPage';
import { localText } from './texts';

export default function PaymentMethodScreen() {
  const { t } = useTranslation('servicesAdmin');
  const { id = '' } = useRouteParams();
  const isNew = id === 'new';
  const method = usePaymentMethod(isNew ? null : id);
  if (isNew) return <PaymentMethodForm method={null} />;
  return (
    <Loaded title={t('methods.title')} read={method} missing={t('methods.notFound')}>
      {(data) => <PaymentMethodForm key={data.id} method={data} />}
    </Loaded>
  );
}

function MethodList({ current }: { current: string | null }) {
  const { t, i18n } = useTranslation('servicesAdmin');
  const methods = usePaymentMethods();
  return (
    <Card title={t('methods.all')}>
      {methods.error ? (
        <Alert tone="error">{t('common.loadError')}</Alert>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {(methods.data ?? []).map((method) => (
            <li key={method.id}>
              <Link
                to={buildPath('/payment_method/:id', { id: method.id })}
                aria-current={method.id === current ? 'page' : undefined}
                className="text-brand-700 underline-offset-2 hover:underline aria-[current=page]:font-semibold"
              >
                {localText(method.name, i18n.language) || method.code}
              </Link>{' '}
              <span className="text-slate-600">{method.code}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function PaymentMethodForm({ method }: { method: PaymentMethodRow | null }) {
  const { t, i18n } = useTranslation('servicesAdmin');
  const navigate = useNavigate();
  const { role } = useSession();
  const mayWrite = accessAllowed('payment_methods', 'create', { role, managesCanteen: true });
  const form = useSchemaForm(paymentMethodFormSchema, { name: { ...(method?.name ?? {}) }, code: method?.code ?? '' });
  const name = method ? localText(method.name, i18n.language) || method.code : '';
  const deletion = useDeletion(
    async (id) => {
      await deletePaymentMethod(id);
      void navigate(buildPath('/payment_method/:id', { id: 'new' }));
    },
    {
      title: t('methods.delete.title'),
      message: (target) => t('methods.delete.message', { name: target }),
      done: (target) => t('methods.delete.done', { name: target }),
    },
  );
  return (
    <>
      <PageHeader
        title={method ? name : t('methods.newTitle')}
        description={t('methods.description')}
        actions={
          <>
            {method && mayWrite && (
              <Button variant="secondary" onClick={() => deletion.ask(method.id, name)}>
                {t('common.delete')}
              </Button>
            )}
            <BackToDashboard />
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Card title={t('methods.details')}>
            {!mayWrite && <Alert tone="info">{t('methods.readOnly')}</Alert>}
            <Form
              form={form}
              successMessage={t('methods.saved')}
              onSubmit={async (values) => {
                const saved = await savePaymentMethod(method?.id ?? null, values);
                if (!method) {
                  form.reset(form.getValues());
                  void navigate(buildPath('/payment_method/:id', { id: saved }));
                }
              }}
            >
              <fieldset disabled={!mayWrite} className="flex flex-col gap-4">
                <TranslatableFields fields={[{ name: 'name', label: t('methods.fields.name'), required: true }]} />
                <TextInput name="code" label={t('methods.fields.code')} hint={t('methods.hints.code')} required autoComplete="off" />
              </fieldset>
              {mayWrite && (
                <div className="flex justify-end">
                  <SubmitButton />
                </div>
              )}
            </Form>
          </Card>
        </div>
        <MethodList current={method?.id ?? null} />
      </div>
      {deletion.dialog}
    </>
  );
}
