// /canteens/styles/{id} (ModificaMense; issue 20): the canteen's style sheet — the one GET /api/canteenStyle serves —
// edited through its three colours, with a live preview of the back office and of the customer app's home, the CSS
// as it will be served, and the WCAG AA contrast of each text/background pair.
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import {
  AA_CONTRAST,
  buildPath,
  canteenStyleCss,
  canteenStyleFormSchema,
  canteenStyleFormValues,
  contrastChecks,
  customisationPatch,
  type CustomisationForm,
} from '@backoffice/shared';
import { Form, SubmitButton, TextInput, useSchemaForm } from '../../../components/form';
import { Alert } from '../../../components/ui/Alert';
import { buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useRouteParams } from '../../../lib/route-context';
import { fetchServedStyle, updateCanteen, useCanteen, type CanteenRow } from '../api/canteens';

export default function CanteenStylesScreen() {
  const { t } = useTranslation('canteens');
  const { t: shell } = useTranslation('shell');
  const { id = '' } = useRouteParams();
  const canteen = useCanteen(id);
  const title = shell('screens.canteenStyles');
  const back = (
    <Link to={buildPath('/canteens/details/:id', { id })} className={buttonClasses('secondary')}>
      {t('customize.back')}
    </Link>
  );
  if (canteen.error) return <><PageHeader title={title} actions={back} /><Alert tone="error">{t('details.loadError')}</Alert></>;
  if (canteen.data === undefined) return <><PageHeader title={title} actions={back} /><Skeleton className="h-96" /></>;
  if (canteen.data === null) return <><PageHeader title={title} actions={back} /><Alert tone="warning">{t('details.notFound')}</Alert></>;
  const colours = canteenStyleFormValues(canteen.data.customisation);
  return (
    <>
      <PageHeader title={title} description={`${String(canteen.data.name ?? '')} · ${canteen.data.id}`} actions={back} />
      {/* Remounted when the stored colours change (another admin, or this save): the form starts from them. */}
      <StylesForm key={JSON.stringify(colours)} canteen={canteen.data} />
    </>
  );
}

function StylesForm({ canteen }: { canteen: CanteenRow }) {
  const { t } = useTranslation('canteens');
  const form = useSchemaForm(canteenStyleFormSchema, canteenStyleFormValues(canteen.customisation));
  const { mutate } = useSWRConfig();
  return (
    <Form
      form={form}
      successMessage={t('styles.saved')}
      onSubmit={async (values) => {
        await updateCanteen(canteen.id, { customisation: customisationPatch(values as CustomisationForm, canteen.customisation) });
        // The "served now" panel refetched when the local snapshot (latency compensation) changed the stored colours,
        // i.e. before the server had the write, and got the old sheet; the commit then fires no new snapshot (same
        // data). updateDoc resolves once the server has it: read the served sheet again now.
        await mutate(servedStyleKeyOf(canteen.id));
      }}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t('customize.colours')}>
          <div className="flex flex-col gap-4">
            <TextInput name="primary_color" label={t('customize.primary')} hint={t('customize.hexHint')} autoComplete="off" />
            <TextInput name="secondary_color" label={t('customize.secondary')} hint={t('customize.hexHint')} autoComplete="off" />
            <TextInput name="text_color" label={t('customize.text')} hint={t('customize.hexHint')} autoComplete="off" />
          </div>
        </Card>
        <LivePreview canteenId={canteen.id} />
        <SheetCards canteenId={canteen.id} stored={JSON.stringify(canteenStyleFormValues(canteen.customisation))} />
      </div>
      <div>
        <SubmitButton />
      </div>
    </Form>
  );
}

/** The colours being edited, valid or the defaults, as the style sheet would draw them. */
function useEditedColours() {
  const [primary_color, secondary_color, text_color] = useWatch({ name: ['primary_color', 'secondary_color', 'text_color'] }) as [string, string, string];
  return { primary_color, secondary_color, text_color };
}

function LivePreview({ canteenId }: { canteenId: string }) {
  const { t } = useTranslation('canteens');
  const edited = useEditedColours();
  const colours = canteenStyleFormValues(edited);
  const checks = contrastChecks({ primary_color: edited.primary_color.trim(), text_color: edited.text_color.trim() });
  return (
    <Card title={t('customize.preview')}>
      <div className="flex flex-col gap-4" data-testid="styles-preview" data-primary={colours.primary_color}>
        <div aria-hidden="true" className="overflow-hidden rounded-lg border border-slate-200">
          <p className="bg-slate-50 px-3 py-1 text-xs text-slate-600">{t('styles.backOffice')}</p>
          <div className="flex items-center justify-between px-4 py-2 font-semibold" style={{ background: colours.primary_color, color: colours.text_color }}>
            <span>{canteenId}</span>
            <span className="text-sm">{t('styles.sampleGreeting')}</span>
          </div>
          <div className="flex gap-2 p-3" style={{ background: colours.secondary_color }}>
            <span className="rounded px-3 py-1 text-sm" style={{ background: colours.primary_color, color: colours.text_color }}>{t('styles.sampleButton')}</span>
            <span className="px-1 py-1 text-sm font-medium" style={{ color: colours.primary_color, background: '#ffffff' }}>{t('customize.sampleLink')}</span>
          </div>
        </div>
        <div aria-hidden="true" className="mx-auto w-48 overflow-hidden rounded-2xl border-4 border-slate-800">
          <p className="bg-slate-50 px-2 py-1 text-center text-xs text-slate-600">{t('styles.appHome')}</p>
          <div className="px-3 py-4 text-sm font-semibold" style={{ background: colours.primary_color, color: colours.text_color }}>{t('customize.sampleHeader')}</div>
          <div className="flex flex-col gap-2 p-3" style={{ background: colours.secondary_color }}>
            <div className="rounded bg-white p-2 text-xs text-slate-700">{t('styles.sampleDish')}</div>
            <span className="rounded py-1 text-center text-xs" style={{ background: colours.primary_color, color: colours.text_color }}>{t('customize.sampleLink')}</span>
          </div>
        </div>
        <ul className="flex flex-col gap-2">
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
      </div>
    </Card>
  );
}

/** Matches the served-sheet cache entries of one canteen, whatever stored colours they were keyed by. */
const servedStyleKeyOf = (canteenId: string) => (key: unknown) =>
  Array.isArray(key) && key[0] === 'canteen-style-served' && key[1] === canteenId;

/** The sheet the edited colours give, beside the one the API serves now (they differ until saved). */
function SheetCards({ canteenId, stored }: { canteenId: string; stored: string }) {
  const { t } = useTranslation('canteens');
  const edited = useEditedColours();
  const draft = canteenStyleCss(canteenId, edited);
  // Keyed by the stored colours: a save (here or by another admin) reads the served sheet again.
  const served = useSWR(['canteen-style-served', canteenId, stored], () => fetchServedStyle(canteenId), { revalidateOnFocus: false });
  return (
    <Card title={t('styles.sheet')} className="lg:col-span-2">
      <div className="grid gap-4 md:grid-cols-2">
        <figure>
          <figcaption className="mb-1 text-sm font-medium text-slate-700">{t('styles.edited')}</figcaption>
          <pre className="overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100" data-testid="styles-edited" tabIndex={0}>{draft}</pre>
        </figure>
        <figure>
          <figcaption className="mb-1 text-sm font-medium text-slate-700">
            {t('styles.served')}{' '}
            {served.data !== undefined && served.data !== null && (
              <span className="text-slate-600">— {served.data === draft ? t('styles.same') : t('styles.differs')}</span>
            )}
          </figcaption>
          {served.data === undefined ? (
            <Skeleton className="h-40" />
          ) : served.data === null ? (
            <Alert tone="warning">{t('styles.servedError')}</Alert>
          ) : (
            <pre className="overflow-auto rounded bg-slate-100 p-3 text-xs text-slate-900" data-testid="styles-served" tabIndex={0}>{served.data}</pre>
          )}
        </figure>
      </div>
      <p className="mt-3 text-sm text-slate-600">{t('styles.hint')}</p>
    </Card>
  );
}
