// /faq: the FAQ collection's guide in the user's language (asked with the session's §9 tags): its intro, then the
// questions as accordion items, filtered as the user types (every word, accents ignored; kept in the address, ?q=).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FAQ_GUIDE_SLUG, filterHelpItems, searchWords } from '@backoffice/shared';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton, SkeletonText } from '../../../components/ui/Skeleton';
import { TextField } from '../../../components/ui/TextField';
import { currentLanguage } from '../../../i18n';
import { useFirstData } from '../../../lib/perf';
import { useUrlState } from '../../../lib/url-state';
import { useHelpGuide } from '../api/help-content';
import { GuideAccordion, GuideIntro } from './GuideArticle';
import { LoadFailed } from './LoadFailed';

const MAX_QUERY_LENGTH = 100;
const parseQuery = (query: URLSearchParams) => ({ q: (query.get('q') ?? '').slice(0, MAX_QUERY_LENGTH) });
const serialiseQuery = ({ q }: { q: string }) => new URLSearchParams(q ? { q } : {});

export default function FaqScreen() {
  const { t } = useTranslation('help');
  const { value, apply } = useUrlState(parseQuery, serialiseQuery);
  const { data: faq, mutate } = useHelpGuide(FAQ_GUIDE_SLUG, currentLanguage());
  useFirstData(faq !== undefined);
  const questions = faq ? filterHelpItems(faq.items, value.q) : [];
  const filtering = searchWords(value.q).length > 0;

  return (
    <>
      <PageHeader
        title={t('screens.faq', { ns: 'shell' })}
        description={t('faq.description')}
        actions={
          <Link to="/help" className={buttonClasses('secondary')}>
            {t('faq.allGuides')}
          </Link>
        }
      />
      {faq === undefined ? (
        <div className="max-w-3xl space-y-4" aria-busy="true">
          <SkeletonText lines={3} className="rounded-xl border border-slate-200 bg-white p-5" />
          {[0, 1, 2, 3, 4].map((index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      ) : faq === null ? (
        <LoadFailed message={t('errors.faq')} onRetry={() => void mutate()} />
      ) : (
        <div className="max-w-3xl space-y-6">
          {faq.intro && <GuideIntro intro={faq.intro} />}
          <div role="search" className="space-y-2">
            <TextField
              type="search"
              label={t('faq.searchLabel')}
              hint={t('faq.searchHint')}
              value={value.q}
              maxLength={MAX_QUERY_LENGTH}
              onChange={(event) => apply({ q: event.target.value }, { replace: true })}
            />
            <p role="status" className="text-sm text-slate-600">
              {t('faq.shown', { shown: questions.length, total: faq.items.length })}
            </p>
          </div>
          <GuideAccordion
            items={questions}
            open={filtering && questions.length <= 3}
            empty={
              <EmptyState title={t('faq.none', { query: value.q.trim() })} description={t('faq.noneHint')} />
            }
          />
        </div>
      )}
    </>
  );
}
