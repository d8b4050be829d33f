// /canteens/customize/{id} (spec §3 convention settings, §6 PersonalizzaMense): logo and home background with shape
// advice, the canteen's colours with a live preview and a WCAG AA contrast check, and the convention limits, which apply from the next import (spec §5).
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  AA_CONTRAST,
  buildPath,
  canOpenScreen,
  contrastChecks,
  customisationFormSchema,
  customisationFormValues,
  customisationPatch,
} from '@backoffice/shared';
import { Form, NumberInput, SubmitButton, TextInput, useSchemaForm } from '../../../components/form';
import { Alert } from '../../../components/ui/Alert';
import { buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useRouteParams } from '../../../lib/route-context';
import { useSession } from '../../session';
import { updateCanteen, useCanteen, type CanteenRow } from '../api/canteens';
import { CustomisationImages } from './CustomisationImages';

export default function CanteenCustomizeScreen() {
  const { t } = useTranslation('canteens');
  const { t: shell } = useTranslation('shell');
  const { id = '' } = useRouteParams();
  const canteen = useCanteen(id);
  const title = shell('screens.canteenCustomize');
  // Site editors who may customise but not edit the canteen (ModificaMense) go back to their dashboard.
  const { role } = useSession();
  const back = (
    <Link
      to={canOpenScreen('ModificaMense', role) ? buildPath('/canteens/details/:id', { id }) : '/dashboard'}
      className={buttonClasses('secondary')}
    >
      {t('customize.back')}
    </Link>
  );
  if (canteen.error) return <><PageHeader title={title} actions={back} /><Alert tone="error">{t('details.loadError')}</Alert></>;
  if (canteen.data === undefined) return <><PageHeader title={title} actions={back} /><Skeleton className="h-96" /></>;
  if (canteen.data === null) return <><PageHeader title={title} actions={back} /><Alert tone="warning">{t('details.notFound')}</Alert></>;
  return (
    <>
      <PageHeader title={title} description={`${String(canteen.data.name ?? '')} · ${canteen.data.id}`} actions={back} />
      <div className="flex flex-col gap-4">
        <CustomisationImages canteen={canteen.data} />
        <CustomisationForm key={JSON.stringify(canteen.data.customisation ?? null)} canteen={canteen.data} />
      </div>
    </>
  );
}

function CustomisationForm({ canteen }: { canteen: CanteenRow }) {
  const { t } = useTranslation('canteens');
  const form = useSchemaForm(customisationFormSchema, customisationFormValues(canteen.customisation));
  return (
    <Form
      form={form}
      successMessage={t('customize.saved')}
      onSubmit={async (values) => updateCanteen(canteen.id, { customisation: customisationPatch(values, canteen.customisation) })}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t('customize.colours')}>
          <div className="flex flex-col gap-4">
            <TextInput name="primary_color" label={t('customize.primary')} hint={t('customize.hexHint')} autoComplete="off" />
            <TextInput name="secondary_color" label={t('customize.secondary')} hint={t('customize.hexHint')} autoComplete="off" />
            <TextInput name="text_color" label={t('customize.text')} hint={t('customize.hexHint')} autoComplete="off" />
          </div>
        </Card>
        <Preview />
        <Card title={t('customize.convention')} className="lg:col-span-2">
          <p className="mb-3 text-sm text-slate-600">{t('customize.conventionHint')}</p>
          <div className="grid gap-4 sm:grid-cols-3">
            <NumberInput name="max_points_per_meal" label={t('customize.maxPoints')} min={0} />
            <NumberInput name="max_dishes_per_course" label={t('customize.maxDishes')} hint={t('customize.noLimitHint')} min={1} />
            <NumberInput name="max_meals_per_day" label={t('customize.maxMeals')} min={1} />
          </div>
        </Card>
      </div>
      <div>
        <SubmitButton />
      </div>
    </Form>
  );
}

/** The colours as the style sheet draws them, and the contrast of each text/background pair against AA. */
function Preview() {
  const { t } = useTranslation('canteens');
  const [primary, secondary, text] = useWatch({ name: ['primary_color', 'secondary_color', 'text_color'] }) as [string, string, string];
  const checks = contrastChecks({ primary_color: primary.trim(), text_color: text.trim() });
  const safe = (value: string, fallback: string) => (/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim()) ? value.trim() : fallback);
  return (
    <Card title={t('customize.preview')}>
      <div className="flex flex-col gap-3" aria-hidden="true">
        <div className="rounded-md px-4 py-3 font-semibold" style={{ background: safe(primary, '#1f4e79'), color: safe(text, '#ffffff') }}>
          {t('customize.sampleHeader')}
        </div>
        <div className="rounded-md px-4 py-3" style={{ background: safe(secondary, '#e7eef6') }}>
          <span className="font-medium" style={{ color: safe(primary, '#1f4e79') }}>{t('customize.sampleLink')}</span>
        </div>
      </div>
      <ul className="mt-4 flex flex-col gap-2">
        {checks.map((check) => (
          <li key={check.pair}>
            <Alert tone={check.passes ? 'success' : 'warning'}>
              {t(check.passes ? 'customize.contrastOk' : 'customize.contrastLow', {
                pair: t(`customize.pairs.${check.pair}`),
                ratio: check.ratio.toFixed(2),
                minimum: AA_CONTRAST,
              })}
            </Alert>
          </li>
        ))}
      </ul>
    </Card>
  );
}
