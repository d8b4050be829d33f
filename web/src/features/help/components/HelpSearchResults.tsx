// Search results of the help centre: guide titles that hold every typed word (from the collections) and the in-screen
// help of every view that holds the text (getComponentsByViewAndText), each tip linked to its screen's guide.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { matchesHelpSearch, searchWords } from '@backoffice/shared';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SkeletonText } from '../../../components/ui/Skeleton';
import { currentLanguage } from '../../../i18n';
import { useFirstData } from '../../../lib/perf';
import { guidePath, useComponentSearch, type HelpCollection } from '../api/help-content';
import { HelpHtml } from './HelpHtml';
import { LoadFailed } from './LoadFailed';

export function HelpSearchResults({
  query,
  collections,
  onClear,
}: {
  query: string;
  collections: HelpCollection[] | null;
  onClear: () => void;
}) {
  const { t } = useTranslation('help');
  const tooShort = searchWords(query).length === 0;
  const { data: components, mutate } = useComponentSearch(query, currentLanguage());
  useFirstData(tooShort || components !== undefined);
  const allGuides = (collections ?? []).flatMap((collection) => collection.guides);
  const guides = tooShort ? [] : allGuides.filter((guide) => matchesHelpSearch(query, guide.title));
  const guideOfView = new Map(allGuides.map((guide) => [guide.slug, guide]));
  const clear = (
    <Button variant="secondary" size="sm" onClick={onClear}>
      {t('search.clear')}
    </Button>
  );

  if (tooShort) return <EmptyState title={t('search.tooShort')} action={clear} />;
  if (components === undefined)
    return (
      <div className="space-y-3" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <SkeletonText key={index} lines={2} className="rounded-xl border border-slate-200 bg-white p-4" />
        ))}
      </div>
    );
  if (components === null && guides.length === 0)
    return <LoadFailed message={t('errors.search')} onRetry={() => void mutate()} />;
  if (guides.length === 0 && components?.length === 0)
    return (
      <EmptyState
        title={t('search.none', { query: query.trim() })}
        description={t('search.noneHint')}
        action={clear}
      />
    );

  return (
    <section aria-labelledby="help-results" className="max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="help-results" className="text-lg font-semibold text-slate-900">
          {t('search.results', { query: query.trim() })}
        </h2>
        {clear}
      </div>
      {guides.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
            {t('search.guides')}
          </h3>
          <ul className="space-y-2">
            {guides.map((guide) => (
              <li key={guide.slug}>
                <Link to={guidePath(guide.slug)} className="font-medium text-brand-700 hover:underline">
                  {guide.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {components === null ? (
        <LoadFailed message={t('errors.search')} onRetry={() => void mutate()} />
      ) : (
        components.length > 0 && (
          <div>
            <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
              {t('search.tips')}
            </h3>
            <ul className="space-y-3">
              {components.map((component) => {
                const guide = guideOfView.get(component.view);
                return (
                  <li
                    key={component.id}
                    className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                    data-help-component={component.id}
                  >
                    <p className="font-medium text-slate-900">{component.title}</p>
                    <HelpHtml html={component.body} className="mt-1 text-sm text-slate-700" />
                    {guide && (
                      <p className="mt-2 text-sm text-slate-600">
                        {t('search.fromGuide')}{' '}
                        <Link
                          to={guidePath(guide.slug)}
                          className="font-medium text-brand-700 hover:underline"
                        >
                          {guide.title}
                        </Link>
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        )
      )}
    </section>
  );
}
