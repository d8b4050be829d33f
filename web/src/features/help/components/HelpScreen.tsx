// /help: the help centre — search across the in-screen help and the guide titles, the most popular guides (spec §9:
// 5) and every collection of guides, in the user's language; the search lives in the address (?q=).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/crud/SearchBox';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { currentLanguage } from '../../../i18n';
import { useFirstData } from '../../../lib/perf';
import { useUrlState } from '../../../lib/url-state';
import { useHelpCollections, useMostPopularGuides } from '../api/help-content';
import { HelpCollections, PopularGuides } from './HelpLanding';
import { HelpSearchResults } from './HelpSearchResults';

const MAX_QUERY_LENGTH = 100;
const parseQuery = (query: URLSearchParams) => ({ q: (query.get('q') ?? '').slice(0, MAX_QUERY_LENGTH) });
const serialiseQuery = ({ q }: { q: string }) => new URLSearchParams(q ? { q } : {});

export default function HelpScreen() {
  const { t } = useTranslation('help');
  const language = currentLanguage();
  const { value, apply } = useUrlState(parseQuery, serialiseQuery);
  const collections = useHelpCollections(language);
  const popular = useMostPopularGuides(language);
  const searching = value.q.trim() !== '';
  // The results set the mark themselves while searching.
  useFirstData(!searching && collections.data !== undefined && popular.data !== undefined);
  const nothing = collections.data?.length === 0 && popular.data?.length === 0;

  return (
    <>
      <PageHeader
        title={t('screens.help', { ns: 'shell' })}
        description={t('landing.description')}
        actions={
          <Link to="/faq" className={buttonClasses('secondary')}>
            {t('landing.faq')}
          </Link>
        }
      />
      <div className="mb-8 max-w-2xl">
        <SearchBox
          label={t('search.label')}
          hint={t('search.hint')}
          value={value.q}
          onSearch={(q) => apply({ q: q.slice(0, MAX_QUERY_LENGTH) })}
        />
      </div>
      {searching ? (
        <HelpSearchResults
          query={value.q}
          collections={collections.data ?? null}
          onClear={() => apply({ q: '' })}
        />
      ) : nothing ? (
        <EmptyState title={t('landing.empty')} description={t('landing.emptyHint')} />
      ) : (
        <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <PopularGuides result={popular} />
          <HelpCollections result={collections} />
        </div>
      )}
    </>
  );
}
