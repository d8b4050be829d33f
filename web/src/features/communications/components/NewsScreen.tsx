// /news (spec §2, §7 getNews): the back-office news of the help content for the canteen's environment and the user's
// role, newest first — the same list the header's badge reads — and one page per news (?id=).
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { helpTags, isNewsBadgeVisible, type CanteenLike } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SkeletonText } from '../../../components/ui/Skeleton';
import { formatDate } from '../../../lib/format';
import { useHelpNews, type HelpNewsItem } from '../../../lib/help-news';
import { useFirstData } from '../../../lib/perf';
import { sanitizeRichText } from '../../../lib/rich-text';
import { useSessionState } from '../../../lib/session-state';
import { useSession } from '../../session';
import { useNewsPage } from '../api/news';

export default function NewsScreen() {
  const { t, i18n } = useTranslation('communications');
  const { t: shell } = useTranslation('shell');
  const { role, environment } = useSession();
  const canteenData = useSessionState((state) => state.active_canteen_data);
  const canteen = canteenData?.id ? (canteenData as unknown as CanteenLike) : null;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const tags = helpTags(environment, canteen, role);
  const news = useHelpNews(language, tags);
  const [params] = useSearchParams();
  const id = params.get('id');
  useFirstData(news.data !== undefined || news.error !== undefined);
  return (
    <>
      <PageHeader title={shell('screens.news')} description={t('news.description')} />
      {id ? (
        <NewsArticle id={id} language={language} tags={tags} />
      ) : news.error || (news.data === undefined && !news.isLoading) ? (
        <Alert tone="error">{t('news.loadError')}</Alert>
      ) : news.data === undefined ? (
        <SkeletonText lines={6} />
      ) : news.data.list.length === 0 ? (
        <p className="text-sm text-slate-700">{t('news.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={t('news.list')}>
          {news.data.list.map((item) => (
            <NewsCard key={item.id} item={item} language={language} />
          ))}
        </ol>
      )}
    </>
  );
}

function when(item: { date?: string | null }, language: string): string {
  const date = item.date ? new Date(item.date) : null;
  return date && !Number.isNaN(date.getTime()) ? formatDate(date, language, { dateStyle: 'long' }) : '';
}

function NewsCard({ item, language }: { item: HelpNewsItem; language: string }) {
  const { t } = useTranslation('communications');
  const fresh = isNewsBadgeVisible(item.date ? new Date(item.date) : null, new Date());
  return (
    <li>
      <Card>
        <article className="flex flex-col gap-1">
          <p className="flex items-center gap-2 text-xs text-slate-600">
            <time dateTime={item.date ?? undefined}>{when(item, language)}</time>
            {fresh && <Badge tone="brand">{t('news.new')}</Badge>}
          </p>
          <h2 className="text-base font-semibold text-slate-900">{item.title}</h2>
          {item.summary && <p className="text-sm text-slate-700">{item.summary}</p>}
          <p>
            <Link to={`/news?id=${encodeURIComponent(item.id)}`} className="text-sm font-medium text-brand-700 underline" aria-label={t('news.readLabel', { title: item.title ?? '' })}>
              {t('news.read')}
            </Link>
          </p>
        </article>
      </Card>
    </li>
  );
}

function NewsArticle({ id, language, tags }: { id: string; language: string; tags: readonly number[] }) {
  const { t } = useTranslation('communications');
  const page = useNewsPage(id, language, tags);
  return (
    <Card>
      <p className="mb-3">
        <Link to="/news" className={buttonClasses('secondary')}>
          {t('news.back')}
        </Link>
      </p>
      {page.data === undefined && !page.error ? (
        <SkeletonText lines={6} />
      ) : !page.data ? (
        <Alert tone="info">{t('news.notFound')}</Alert>
      ) : (
        <article className="flex flex-col gap-2">
          <p className="text-xs text-slate-600">
            <time dateTime={page.data.date ?? undefined}>{when(page.data, language)}</time>
          </p>
          <h2 className="text-xl font-semibold text-slate-900">{page.data.title}</h2>
          {page.data.summary && <p className="text-slate-700">{page.data.summary}</p>}
          {/* The body is help content HTML: sanitised on display like every stored HTML. */}
          <div className="prose max-w-none text-sm" dangerouslySetInnerHTML={{ __html: sanitizeRichText(page.data.body ?? '') }} />
        </article>
      )}
    </Card>
  );
}
