// /services/{id} (spec §2 Services, §6 admin only): one service's names per language, enabled state, currency (§9:
// PT or the canteen's money) and hours; /services/new creates a canteen's service of a type.
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  SERVICE_TYPES,
  buildPath,
  currencyForService,
  serviceAdminFormSchema,
  serviceCreateSchema,
  type ServiceAdminFormInput,
  type ServiceType,
} from '@backoffice/shared';
import { CheckboxInput, Form, SubmitButton, TextInput, TranslatableFields, useSchemaForm } from '../../../components/form';
import { Alert } from '../../../components/ui/Alert';
import { buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useRouteParams } from '../../../lib/route-context';
import { useSessionState } from '../../../lib/session-state';
import { createService, updateService, useService, type ServiceRow } from '../api/services';
import { localText } from './texts';

function defaultsOf(service: ServiceRow | null): ServiceAdminFormInput {
  const name = service?.name;
  return {
    name: typeof name === 'string' ? { en: name } : { ...(name ?? {}) },
    active: service?.active !== false,
    currency: service?.currency ?? 'EUR',
    hours_enabled: service?.hours !== undefined,
    hours: { from: service?.hours?.from ?? '08:00', to: service?.hours?.to ?? '15:00' },
  };
}

export default function ServiceDetailsScreen() {
  const { t } = useTranslation('servicesAdmin');
  const { id = '' } = useRouteParams();
  const isNew = id === 'new';
  const service = useService(isNew ? null : id);
  const back = (
    <Link to="/services" className={buttonClasses('secondary')}>
      {t('details.back')}
    </Link>
  );
  if (isNew) return <ServiceForm service={null} back={back} />;
  if (service.error)
    return (
      <>
        <PageHeader title={t('details.title')} actions={back} />
        <Alert tone="error">{t('details.loadError')}</Alert>
      </>
    );
  if (service.data === undefined)
    return (
      <>
        <PageHeader title={t('details.title')} actions={back} />
        <Skeleton className="h-64" />
      </>
    );
  if (service.data === null)
    return (
      <>
        <PageHeader title={t('details.title')} actions={back} />
        <Alert tone="warning">{t('details.notFound')}</Alert>
      </>
    );
  return <ServiceForm key={service.data.id} service={service.data} back={back} />;
}

function ServiceForm({ service, back }: { service: ServiceRow | null; back: ReactNode }) {
  const { t, i18n } = useTranslation('servicesAdmin');
  const navigate = useNavigate();
  const previews = useSessionState((state) => state.canteens_preview);
  const activeCanteen = useSessionState((state) => state.active_canteen);
  const [creating, setCreating] = useState<{ tag: string; canteen_id: string }>({
    tag: 'menu',
    canteen_id: activeCanteen ?? previews[0]?.id ?? '',
  });
  const form = useSchemaForm(serviceAdminFormSchema, defaultsOf(service));
  const hoursEnabled = form.watch('hours_enabled');
  const title = service ? localText(service.name, i18n.language) || service.id : t('details.newTitle');

  return (
    <>
      <PageHeader
        title={title}
        description={service ? `${t(`types.${service.tag}`)} · ${service.canteen_id}` : t('details.newDescription')}
        actions={back}
      />
      <Form
        form={form}
        successMessage={t('details.saved')}
        onSubmit={async (values) => {
          if (service) {
            await updateService(service.id, values, service.hours !== undefined);
            return;
          }
          const parsed = serviceCreateSchema.safeParse(creating);
          if (!parsed.success) throw new Error('invalid');
          const result = await createService(parsed.data.tag, parsed.data.canteen_id, values);
          if (!result.created) throw new Error('exists');
          form.reset(form.getValues());
          void navigate(buildPath('/services/:id', { id: result.id }));
        }}
        describeError={(error) =>
          error instanceof Error && error.message === 'exists'
            ? t('details.exists')
            : error instanceof Error && error.message === 'invalid'
              ? t('validation.type')
              : null
        }
      >
        <div className="grid gap-4 lg:grid-cols-2">
          <Card title={t('details.general')}>
            <div className="flex flex-col gap-4">
              {!service && (
                <>
                  <SelectField
                    label={t('services.fields.canteen')}
                    value={creating.canteen_id}
                    required
                    onChange={(event) => setCreating((current) => ({ ...current, canteen_id: event.target.value }))}
                    options={previews.map((preview) => ({ value: preview.id, label: `${preview.name} (${preview.id})` }))}
                  />
                  <SelectField
                    label={t('services.fields.type')}
                    value={creating.tag}
                    required
                    onChange={(event) => {
                      const tag = event.target.value as ServiceType;
                      setCreating((current) => ({ ...current, tag }));
                      form.setValue('currency', currencyForService(tag, 'EUR'));
                    }}
                    options={SERVICE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
                  />
                </>
              )}
              <TranslatableFields fields={[{ name: 'name', label: t('services.fields.name'), required: true }]} />
              <CheckboxInput name="active" label={t('details.active')} hint={t('details.activeHint')} variant="switch" />
              <TextInput name="currency" label={t('services.fields.currency')} hint={t('details.currencyHint')} required autoComplete="off" />
            </div>
          </Card>
          <Card title={t('details.settings')}>
            <div className="flex flex-col gap-4">
              <CheckboxInput name="hours_enabled" label={t('details.hoursEnabled')} />
              {hoursEnabled && (
                <div className="grid grid-cols-2 gap-3">
                  <TextInput name="hours.from" type="time" label={t('details.from')} required />
                  <TextInput name="hours.to" type="time" label={t('details.to')} required />
                </div>
              )}
              {service?.settings && (
                <p className="text-sm text-slate-700">
                  {service.settings.checkout_text_enabled === true ? t('details.checkoutTextOn') : t('details.checkoutTextOff')}
                </p>
              )}
              {service && (
                <nav aria-label={t('details.setupLinks')} className="flex flex-wrap gap-2">
                  <Link className={buttonClasses('secondary', 'sm')} to={buildPath('/slot/:cid/:id', { cid: service.canteen_id, id: 'default' })}>
                    {t('slots.title')}
                  </Link>
                  <Link className={buttonClasses('secondary', 'sm')} to={buildPath('/pickup/:cid/:id', { cid: service.canteen_id, id: 'new' })}>
                    {t('pickups.new')}
                  </Link>
                  <Link className={buttonClasses('secondary', 'sm')} to={buildPath('/payment_method/:cid/:id', { cid: service.canteen_id, id: 'new' })}>
                    {t('canteenMethods.new')}
                  </Link>
                </nav>
              )}
            </div>
          </Card>
        </div>
        <div className="flex justify-end">
          <SubmitButton />
        </div>
      </Form>
    </>
  );
}
