// /pickup/{cid}/{id} (spec §2, §6 Pickups): a pickup point of the canteen (§3 pickup_points, each with pos): names
// per language, the place, the address found by the geocoding search; /pickup/{cid}/new adds one. The canteen's
// points are listed beside; the whole list is written back in the canteen document (the rules allow only it).
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  buildPath,
  nextListId,
  pickupPointDocument,
  pickupPointFormSchema,
  type PickupPointFormInput,
  type StoredPickupPoint,
} from '@backoffice/shared';
import { Form, NumberInput, SubmitButton, TextInput, TranslatableFields, useSchemaForm } from '../../../components/form';
import { useDeletion } from '../../../components/crud/useDeletion';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useRouteParams } from '../../../lib/route-context';
import { savePickupPoints, useCanteenSetup, type CanteenSetup } from '../api/canteen-setup';
import { AddressSearch } from './AddressSearch';
import { BackToDashboard, Loaded } from './SetupPage';
import { localText } from './texts';

export default function PickupScreen() {
  const { t } = useTranslation('servicesAdmin');
  const { cid = '', id = '' } = useRouteParams();
  const canteen = useCanteenSetup(cid || null);
  return (
    <Loaded title={t('pickups.title')} read={canteen} missing={t('common.canteenNotFound')}>
      {(data) => {
        const point = id === 'new' ? null : data.pickup_points.find((candidate) => candidate.id === id);
        if (point === undefined)
          return (
            <>
              <PageHeader title={t('pickups.title')} actions={<BackToDashboard />} />
              <Alert tone="warning">{t('pickups.notFound')}</Alert>
            </>
          );
        return <PickupForm key={point?.id ?? 'new'} canteen={data} point={point} />;
      }}
    </Loaded>
  );
}

/**
 * The language of the `name` other screens show: for a point, the language whose text it is; else the canteen's
 * country (it, es, cl; English elsewhere).
 */
function pointLanguage(canteen: CanteenSetup, point: StoredPickupPoint | null): string {
  const kept = point?.names && Object.entries(point.names).find(([, text]) => text === point.name)?.[0];
  if (kept) return kept;
  return ['it', 'es', 'cl'].includes(canteen.endpoint_prefix) ? canteen.endpoint_prefix : 'en';
}

function defaultsOf(point: StoredPickupPoint | null, next: number, language: string): PickupPointFormInput {
  const names = point?.names ?? (point ? { [language]: point.name } : {});
  return {
    names: { ...names },
    place_name: point?.place_name ?? '',
    address: point?.address ?? { label: '', lat: null, lng: null, country: null },
    pos: point ? Number(point.pos) : next,
  };
}

function PickupForm({ canteen, point }: { canteen: CanteenSetup; point: StoredPickupPoint | null }) {
  const { t, i18n } = useTranslation('servicesAdmin');
  const navigate = useNavigate();
  const language = pointLanguage(canteen, point);
  const points = canteen.pickup_points;
  const form = useSchemaForm(pickupPointFormSchema, defaultsOf(point, points.length + 1, language));
  const deletion = useDeletion(
    async (id) => {
      await savePickupPoints(canteen.id, points.filter((candidate) => candidate.id !== id));
      void navigate(buildPath('/pickup/:cid/:id', { cid: canteen.id, id: 'new' }));
    },
    {
      title: t('pickups.delete.title'),
      message: (name) => t('pickups.delete.message', { name }),
      done: (name) => t('pickups.delete.done', { name }),
    },
  );
  return (
    <>
      <PageHeader
        title={point ? point.name : t('pickups.newTitle')}
        description={t('pickups.description', { canteen: canteen.name })}
        actions={
          <>
            {point && (
              <Button variant="secondary" onClick={() => deletion.ask(point.id, point.name)}>
                {t('common.delete')}
              </Button>
            )}
            <BackToDashboard />
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Card title={t('pickups.details')}>
            <Form
              form={form}
              successMessage={t('pickups.saved')}
              onSubmit={async (values) => {
                const id = point?.id ?? nextListId('PP_', points.map((candidate) => candidate.id));
                const stored = pickupPointDocument(id, values, language);
                const next = point
                  ? points.map((candidate) => (candidate.id === id ? stored : candidate))
                  : [...points, stored];
                await savePickupPoints(canteen.id, next.sort((a, b) => Number(a.pos) - Number(b.pos)));
                if (!point) {
                  form.reset(form.getValues());
                  void navigate(buildPath('/pickup/:cid/:id', { cid: canteen.id, id }));
                }
              }}
            >
              <TranslatableFields fields={[{ name: 'names', label: t('pickups.fields.name'), required: true }]} />
              <TextInput name="place_name" label={t('pickups.fields.placeName')} hint={t('pickups.hints.placeName')} autoComplete="off" />
              <AddressSearch name="address" />
              <NumberInput name="pos" label={t('pickups.fields.pos')} min={1} max={999} required />
              <div className="flex justify-end">
                <SubmitButton />
              </div>
            </Form>
          </Card>
        </div>
        <Card
          title={t('pickups.ofCanteen')}
          actions={
            <Link to={buildPath('/pickup/:cid/:id', { cid: canteen.id, id: 'new' })} className={buttonClasses('secondary', 'sm')}>
              {t('pickups.new')}
            </Link>
          }
        >
          {points.length === 0 ? (
            <p className="text-sm text-slate-700">{t('pickups.none')}</p>
          ) : (
            <ol className="flex flex-col gap-1 text-sm">
              {points.map((candidate) => (
                <li key={candidate.id}>
                  <Link
                    to={buildPath('/pickup/:cid/:id', { cid: canteen.id, id: candidate.id })}
                    aria-current={candidate.id === point?.id ? 'page' : undefined}
                    className="text-brand-700 underline-offset-2 hover:underline aria-[current=page]:font-semibold"
                  >
                    {localText(candidate.names ?? candidate.name, i18n.language) || candidate.name}
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
      {deletion.dialog}
    </>
  );
}
