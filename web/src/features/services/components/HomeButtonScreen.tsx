// /home-button/{cid}/{id} (spec §2, §6 PersonalizzaMense): a tile of the customer app's home — its label per
// language, the service it opens (§3 service types), icon, position and whether it shows. /home-button/{cid}/new adds
// one; the canteen's tiles are listed beside, and the whole list is written back in the canteen document.
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  HOME_BUTTON_ICONS,
  SERVICE_TYPES,
  buildPath,
  homeButtonDocument,
  homeButtonFormSchema,
  nextListId,
  type HomeButtonFormInput,
  type StoredHomeButton,
} from '@backoffice/shared';
import {
  CheckboxInput,
  Form,
  NumberInput,
  SelectInput,
  SubmitButton,
  TranslatableFields,
  useSchemaForm,
} from '../../../components/form';
import { useDeletion } from '../../../components/crud/useDeletion';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useRouteParams } from '../../../lib/route-context';
import { saveHomeButtons, useCanteenSetup, type CanteenSetup } from '../api/canteen-setup';
import { BackToDashboard, Loaded } from './SetupPage';
import { localText } from './texts';

export default function HomeButtonScreen() {
  const { t } = useTranslation('servicesAdmin');
  const { cid = '', id = '' } = useRouteParams();
  const canteen = useCanteenSetup(cid || null);
  return (
    <Loaded title={t('homeButtons.title')} read={canteen} missing={t('common.canteenNotFound')}>
      {(data) => {
        const button = id === 'new' ? null : data.home_buttons.find((candidate) => candidate.id === id);
        if (button === undefined)
          return (
            <>
              <PageHeader title={t('homeButtons.title')} actions={<BackToDashboard />} />
              <Alert tone="warning">{t('homeButtons.notFound')}</Alert>
            </>
          );
        return <HomeButtonForm key={button?.id ?? 'new'} canteen={data} button={button} />;
      }}
    </Loaded>
  );
}

function defaultsOf(button: StoredHomeButton | null, next: number): HomeButtonFormInput {
  return {
    label: { ...(button?.label ?? {}) },
    service: button?.service ?? 'menu',
    icon: button?.icon ?? 'utensils',
    pos: button ? Number(button.pos) : next,
    active: button?.active !== false,
  };
}

function HomeButtonForm({ canteen, button }: { canteen: CanteenSetup; button: StoredHomeButton | null }) {
  const { t, i18n } = useTranslation('servicesAdmin');
  const navigate = useNavigate();
  const buttons = canteen.home_buttons;
  const form = useSchemaForm(homeButtonFormSchema, defaultsOf(button, buttons.length + 1));
  const labelOf = (candidate: StoredHomeButton) => localText(candidate.label, i18n.language) || candidate.id;
  const deletion = useDeletion(
    async (id) => {
      await saveHomeButtons(canteen.id, buttons.filter((candidate) => candidate.id !== id));
      void navigate(buildPath('/home-button/:cid/:id', { cid: canteen.id, id: 'new' }));
    },
    {
      title: t('homeButtons.delete.title'),
      message: (name) => t('homeButtons.delete.message', { name }),
      done: (name) => t('homeButtons.delete.done', { name }),
    },
  );
  return (
    <>
      <PageHeader
        title={button ? labelOf(button) : t('homeButtons.newTitle')}
        description={t('homeButtons.description', { canteen: canteen.name })}
        actions={
          <>
            {button && (
              <Button variant="secondary" onClick={() => deletion.ask(button.id, labelOf(button))}>
                {t('common.delete')}
              </Button>
            )}
            <BackToDashboard />
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Card title={t('homeButtons.details')}>
            <Form
              form={form}
              successMessage={t('homeButtons.saved')}
              onSubmit={async (values) => {
                const id = button?.id ?? nextListId('HB_', buttons.map((candidate) => candidate.id));
                const stored = homeButtonDocument(id, values);
                const next = button
                  ? buttons.map((candidate) => (candidate.id === id ? stored : candidate))
                  : [...buttons, stored];
                await saveHomeButtons(canteen.id, next.sort((a, b) => a.pos - b.pos));
                if (!button) {
                  form.reset(form.getValues());
                  void navigate(buildPath('/home-button/:cid/:id', { cid: canteen.id, id }));
                }
              }}
            >
              <TranslatableFields fields={[{ name: 'label', label: t('homeButtons.fields.label'), required: true }]} />
              <SelectInput
                name="service"
                label={t('homeButtons.fields.service')}
                required
                options={SERVICE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              />
              <SelectInput
                name="icon"
                label={t('homeButtons.fields.icon')}
                required
                options={HOME_BUTTON_ICONS.map((icon) => ({ value: icon, label: t(`icons.${icon}`) }))}
              />
              <NumberInput name="pos" label={t('homeButtons.fields.pos')} min={1} max={999} required />
              <CheckboxInput name="active" label={t('homeButtons.fields.active')} variant="switch" />
              <div className="flex justify-end">
                <SubmitButton />
              </div>
            </Form>
          </Card>
        </div>
        <Card
          title={t('homeButtons.ofCanteen')}
          actions={
            <Link to={buildPath('/home-button/:cid/:id', { cid: canteen.id, id: 'new' })} className={buttonClasses('secondary', 'sm')}>
              {t('homeButtons.new')}
            </Link>
          }
        >
          {buttons.length === 0 ? (
            <p className="text-sm text-slate-700">{t('homeButtons.none')}</p>
          ) : (
            <ol className="flex flex-col gap-1 text-sm">
              {buttons.map((candidate) => (
                <li key={candidate.id} className="flex items-center gap-2">
                  <Link
                    to={buildPath('/home-button/:cid/:id', { cid: canteen.id, id: candidate.id })}
                    aria-current={candidate.id === button?.id ? 'page' : undefined}
                    className="text-brand-700 underline-offset-2 hover:underline aria-[current=page]:font-semibold"
                  >
                    {labelOf(candidate)}
                  </Link>
                  <span className="text-slate-600">{t(`types.${candidate.service}`)}</span>
                  {candidate.active === false && <Badge tone="neutral">{t('homeButtons.hidden')}</Badge>}
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
