// /help/{id} and /help-new/{id}: the guide whose slug is {id} in the user's language (spec §7: intro, then accordion
// items), asked with the session's §9 tags; a guide that does not come says so instead of leaving the page blank.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton, SkeletonText } from '../../../components/ui/Skeleton';
import { currentLanguage } from '../../../i18n';
import { useFirstData } from '../../../lib/perf';
import { useRouteParams } from '../../../lib/route-context';
import { useHelpGuide } from '../api/help-content';
import { GuideAccordion, GuideIntro } from './GuideArticle';
import { LoadFailed } from './LoadFailed';

function BackToHelp() {
  const { t } = useTranslation('help');
  return (
    <nav aria-label={t('guide.trail')} className="mb-2 text-sm">
      <Link to="/help" className="font-medium text-brand-700 hover:underline">
        {t('guide.breadcrumb')}
      </Link>
    </nav>
  );
}

export default function GuideScreen() {
  const { t } = useTranslation('help');
  const { id = '' } = useRouteParams();
  const { data: guide, mutate } = useHelpGuide(id, currentLanguage());
  useFirstData(guide !== undefined);

  if (guide === undefined) {
    return (
      <>
        <BackToHelp />
        <PageHeader title={t('screens.helpPage', { ns: 'shell' })} />
        <div className="space-y-4" data-testid="help-guide-loading">
          <SkeletonText lines={4} className="rounded-xl border border-slate-200 bg-white p-5" />
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      </>
    );
  }
  if (guide === null) {
    return (
      <>
        <BackToHelp />
        <PageHeader title={t('screens.helpPage', { ns: 'shell' })} />
        <LoadFailed message={t('errors.guide')} onRetry={() => void mutate()} />
      </>
    );
  }
  return (
    <>
      <BackToHelp />
      <PageHeader title={guide.title} description={guide.collectionTitle || undefined} />
      <div className="max-w-3xl space-y-6">
        {guide.intro && <GuideIntro intro={guide.intro} />}
        <GuideAccordion items={guide.items} />
      </div>
    </>
  );
}
