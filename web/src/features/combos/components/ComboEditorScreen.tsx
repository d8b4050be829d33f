// /combo/{servizio}/{posizione} (spec §2, §6 Combo): one combo of a service — its names per language, the dishes or
// categories that form it with their quantities, its price in the service's currency and whether customers see it.
// /combo/{servizio}/new creates one at the service's first free position.
import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  POINTS_CURRENCY,
  accessAllowed,
  buildPath,
  comboFormSchema,
  isComboService,
  parseComboPosition,
  type ComboService,
} from '@backoffice/shared';
import {
  CheckboxInput,
  Form,
  MoneyInput,
  PointsInput,
  SubmitButton,
  TranslatableFields,
  useSchemaForm,
} from '../../../components/form';
import { useDeletion } from '../../../components/crud/useDeletion';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useRouteParams } from '../../../lib/route-context';
import { useSessionState } from '../../../lib/session-state';
import { useSession } from '../../session';
import {
  combos,
  comboCurrency,
  createCombo,
  updateCombo,
  useCanteenServices,
  useCategorySuggestions,
  useCombo,
  type ComboRow,
} from '../api/combos';
import { ComboItemsEditor } from './ComboItemsEditor';
import { localName } from './price';

export default function ComboEditorScreen() {
  const { t } = useTranslation('combos');
  const { servizio, posizione } = useRouteParams();
  const { environment } = useSession();
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const service: ComboService | null = isComboService(servizio) ? servizio : null;
  const isNew = posizione === 'new';
  const position = parseComboPosition(posizione);
  const combo = useCombo(canteenId, service, position);
  const services = useCanteenServices(canteenId);

  const frame = (body: ReactNode) => (
    <>
      <PageHeader title={t('form.title')} actions={<BackToList service={service} />} />
      {body}
    </>
  );
  if (!service || !canteenId || (!isNew && position === null))
    return frame(<Alert tone="warning">{t('notFound')}</Alert>);
  if (combo.error) return frame(<Alert tone="error">{t('loadError')}</Alert>);
  // The services are read only for their currency; one missing or not readable falls back to the canteen's (spec §9).
  if (services.data === undefined || (!isNew && combo.data === undefined))
    return frame(<Skeleton className="h-64" />);
  if (!isNew && combo.data === null) return frame(<Alert tone="warning">{t('notFound')}</Alert>);
  const currency = comboCurrency(service, services.data, canteen?.currency, environment);
  return (
    <ComboForm
      key={combo.data?.id ?? 'new'}
      canteenId={canteenId}
      service={service}
      combo={isNew ? null : (combo.data ?? null)}
      currency={currency}
    />
  );
}

function BackToList({ service }: { service: ComboService | null }) {
  const { t } = useTranslation('combos');
  return (
    <Link
      to={service ? buildPath('/combo/:servizio', { servizio: service }) : '/combo'}
      className={buttonClasses('secondary')}
    >
      {t('actions.back')}
    </Link>
  );
}

function ComboForm({
  canteenId,
  service,
  combo,
  currency,
}: {
  canteenId: string;
  service: ComboService;
  combo: ComboRow | null;
  currency: string;
}) {
  const { t, i18n } = useTranslation('combos');
  const navigate = useNavigate();
  const { role } = useSession();
  const mayWrite = accessAllowed('combos', 'create', { role, managesCanteen: true });
  const schema = useMemo(() => comboFormSchema(currency), [currency]);
  const form = useSchemaForm(schema, {
    name: { ...(combo?.name ?? {}) },
    items: combo ? combo.items.map((item) => ({ ...item })) : [{ kind: 'dish', name: '', quantity: 1 }],
    price: combo?.price ?? 0,
    active: combo?.active ?? true,
  });
  const categories = useCategorySuggestions(canteenId, service, i18n.language);
  const suggestions = useMemo(
    () => [...(categories.data ?? []), ...(t('suggestions', { returnObjects: true }) as string[])],
    [categories.data, t],
  );
  const name = combo ? localName(combo.name, i18n.language) || combo.id : '';
  const serviceName = t(`services.${service}`);
  const deletion = useDeletion(
    async (id) => {
      await combos.remove(id);
      void navigate(buildPath('/combo/:servizio', { servizio: service }));
    },
    {
      title: t('delete.title'),
      message: (target) => t('delete.message', { name: target }),
      done: (target) => t('delete.done', { name: target }),
    },
  );

  return (
    <>
      <PageHeader
        title={combo ? name : t('form.newTitle', { service: serviceName })}
        description={
          combo
            ? t('form.positionOf', { position: combo.position, service: serviceName })
            : t('form.newDescription', { service: serviceName })
        }
        actions={
          <>
            {combo && mayWrite && (
              <Button variant="secondary" onClick={() => deletion.ask(combo.id, name)}>
                {t('actions.delete')}
              </Button>
            )}
            <BackToList service={service} />
          </>
        }
      />
      <Card title={t('form.details')}>
        {!mayWrite && <Alert tone="info">{t('readOnly')}</Alert>}
        <Form
          form={form}
          successMessage={t('form.saved')}
          describeError={(error) => ((error as { code?: string }).code === 'full' ? t('form.full') : null)}
          onSubmit={async (values) => {
            if (combo) {
              await updateCombo(combo.id, canteenId, service, combo.position, values);
              return;
            }
            const position = await createCombo(canteenId, service, values);
            if (position === null) throw Object.assign(new Error('no free position'), { code: 'full' });
            form.reset(form.getValues());
            void navigate(
              buildPath('/combo/:servizio/:posizione', { servizio: service, posizione: String(position) }),
              {
                replace: true,
              },
            );
          }}
        >
          <fieldset disabled={!mayWrite} className="flex flex-col gap-5">
            <TranslatableFields
              fields={[{ name: 'name', label: t('fields.name'), required: true, maxLength: 200 }]}
            />
            <ComboItemsEditor suggestions={suggestions} />
            <div className="grid gap-4 sm:grid-cols-2">
              {currency === POINTS_CURRENCY ? (
                <PointsInput
                  name="price"
                  label={t('fields.pricePoints')}
                  hint={t('form.priceHint')}
                  required
                />
              ) : (
                <MoneyInput
                  name="price"
                  label={t('fields.price')}
                  hint={t('form.priceHint')}
                  currency={currency}
                  required
                />
              )}
              <CheckboxInput
                name="active"
                label={t('fields.active')}
                hint={t('form.activeHint')}
                variant="switch"
              />
            </div>
          </fieldset>
          {mayWrite && (
            <div className="flex justify-end">
              <SubmitButton />
            </div>
          )}
        </Form>
      </Card>
      {deletion.dialog}
    </>
  );
}
