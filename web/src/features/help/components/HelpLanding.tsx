// The help centre's landing blocks: the most popular guides and the collections, each with its loading skeleton and
// its "could not load" state.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';
import { Card } from '../../../components/ui/Card';
import { Skeleton, SkeletonText } from '../../../components/ui/Skeleton';
import { guidePath, type HelpCollection, type PopularGuide } from '../api/help-content';
import { LoadFailed } from './LoadFailed';

type Result<T> = Pick<SWRResponse<T | null>, 'data' | 'mutate'>;

export function PopularGuides({ result }: { result: Result<PopularGuide[]> }) {
  const { t } = useTranslation('help');
  const { data, mutate } = result;
  return (
    <section aria-labelledby="help-popular">
      <h2 id="help-popular" className="mb-3 text-lg font-semibold text-slate-900">
        {t('landing.popular')}
      </h2>
      {data === undefined ? (
        <div className="space-y-3">
          {[0, 1, 2, 3, 4].map((index) => (
            <SkeletonText key={index} lines={2} className="rounded-xl border border-slate-200 bg-white p-4" />
          ))}
        </div>
      ) : data === null ? (
        <LoadFailed message={t('errors.popular')} onRetry={() => void mutate()} />
      ) : data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('landing.noPopular')}</p>
      ) : (
        <ol className="space-y-3">
          {data.map((guide, index) => (
            <li key={guide.slug}>
              <Link
                to={guidePath(guide.slug)}
                className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
                >
                  {index + 1}
                </span>
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{guide.title}</span>
                  {guide.intro && (
                    <span className="mt-1 line-clamp-2 block text-sm text-slate-600">{guide.intro}</span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function HelpCollections({ result }: { result: Result<HelpCollection[]> }) {
  const { t } = useTranslation('help');
  const { data, mutate } = result;
  return (
    <section aria-labelledby="help-collections">
      <h2 id="help-collections" className="mb-3 text-lg font-semibold text-slate-900">
        {t('landing.collections')}
      </h2>
      {data === undefined ? (
        <div className="grid gap-4 md:grid-cols-2">
          {[0, 1, 2, 3].map((index) => (
            <div key={index} className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
              <Skeleton className="h-5 w-1/2" />
              <SkeletonText lines={3} />
            </div>
          ))}
        </div>
      ) : data === null ? (
        <LoadFailed message={t('errors.collections')} onRetry={() => void mutate()} />
      ) : data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('landing.noCollections')}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {data.map((collection) => (
            <Card key={collection.id} title={collection.title} headingLevel={3}>
              <ul className="space-y-2">
                {collection.guides.map((guide) => (
                  <li key={guide.slug}>
                    <Link to={guidePath(guide.slug)} className="font-medium text-brand-700 hover:underline">
                      {guide.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      )}
    </section>
  );
}
