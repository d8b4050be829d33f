// The canteen chooser of spec §2 (/home): search, last seen, your canteens by group with "see all", messages for no match.
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chooserCanteens, groupCanteensForChooser, sameCanteenId, searchCanteens } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { TextField } from '../../../components/ui/TextField';
import { useSessionState, type CanteenPreview } from '../../../lib/session-state';
import { useSession } from '../../session';
import { useChooseCanteen } from '../api/active-canteen';
import { useChooserCanteens } from '../api/canteens';
import { CanteenCard } from './CanteenCard';
import { startTiming, useFirstData } from '../../../lib/perf';

/** Cards shown before "see all". */
const FIRST_CARDS = 8;
const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

function Groups({
  canteens,
  active,
  onChoose,
}: {
  canteens: CanteenPreview[];
  active: string | null;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <div className="space-y-6">
      {groupCanteensForChooser(canteens).map((group) => (
        <section key={group.section} aria-labelledby={`chooser-${group.section}`}>
          <h3 id={`chooser-${group.section}`} className="mb-3 text-sm font-semibold text-slate-700">
            {t(group.labelKey)} <span className="font-normal text-slate-600">({group.canteens.length})</span>
          </h3>
          <div className={GRID}>
            {group.canteens.map((canteen) => (
              <CanteenCard
                key={canteen.id}
                canteen={canteen}
                active={sameCanteenId(canteen.id, active)}
                onChoose={onChoose}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function LoadingGrid() {
  return (
    <div className={GRID} aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-40 rounded-xl" />
      ))}
    </div>
  );
}

export default function ChooserScreen() {
  const { t } = useTranslation('shell');
  const { role, boCanteens } = useSession();
  const chooseCanteen = useChooseCanteen();
  // The user's choice starts the clock of the next screen's first data (lib/perf).
  const choose = (id: string) => {
    startTiming('canteen');
    return chooseCanteen(id);
  };
  const { data, error } = useChooserCanteens(role, boCanteens);
  useFirstData(data !== undefined || error !== undefined);
  const visited = useSessionState((state) => state.user?.bo_visited_canteens);
  const active = useSessionState((state) => state.active_canteen);
  const [query, setQuery] = useState('');
  const [showAll, setShowAll] = useState(false);

  // Spec §2: the search only looks among canteens the user may access.
  const accessible = useMemo(() => chooserCanteens(data ?? [], role, boCanteens), [data, role, boCanteens]);
  const matches = useMemo(() => searchCanteens(accessible, query), [accessible, query]);
  const lastSeen = useMemo(
    () =>
      (visited ?? [])
        .map((id) => accessible.find((canteen) => sameCanteenId(canteen.id, id)))
        .filter((canteen): canteen is CanteenPreview => canteen !== undefined),
    [visited, accessible],
  );
  const searching = query.trim() !== '';
  const listed =
    searching || showAll
      ? matches
      : groupCanteensForChooser(matches)
          .flatMap((group) => group.canteens)
          .slice(0, FIRST_CARDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = matches[0];
    if (first) void choose(first.id);
  };

  return (
    <>
      <PageHeader title={t('chooser.title')} description={t('chooser.subtitle')} />
      <form
        role="search"
        onSubmit={submit}
        className="mb-8 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      >
        <TextField
          className="flex-1"
          label={t('chooser.searchLabel')}
          placeholder={t('chooser.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          type="search"
          autoComplete="off"
        />
        <Button type="submit" disabled={matches.length === 0}>
          {t('chooser.searchSubmit')}
        </Button>
      </form>

      {error && !data && <Alert tone="error">{t('chooser.loadError')}</Alert>}
      {!data && !error && <LoadingGrid />}
      {data && accessible.length === 0 && (
        <EmptyState title={t('chooser.noCanteens')} description={t('chooser.noCanteensHint')} />
      )}

      {data && accessible.length > 0 && (
        <div className="space-y-10">
          {!searching && lastSeen.length > 0 && (
            <section aria-labelledby="chooser-last-seen">
              <h2 id="chooser-last-seen" className="mb-3 text-lg font-semibold text-slate-900">
                {t('chooser.lastSeen')}
              </h2>
              <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="last-seen">
                {lastSeen.map((canteen) => (
                  <li key={canteen.id}>
                    <CanteenCard
                      canteen={canteen}
                      active={sameCanteenId(canteen.id, active)}
                      onChoose={(id) => void choose(id)}
                      compact
                    />
                  </li>
                ))}
              </ol>
            </section>
          )}
          <section aria-labelledby="chooser-yours">
            <div className="mb-3 flex items-center justify-between gap-3">
              <h2 id="chooser-yours" className="text-lg font-semibold text-slate-900">
                {searching ? t('chooser.results', { total: matches.length }) : t('chooser.yourCanteens')}
              </h2>
              {!searching && accessible.length > FIRST_CARDS && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setShowAll((all) => !all)}
                  aria-expanded={showAll}
                >
                  {showAll ? t('chooser.showFewer') : `${t('chooser.seeAll')} (${accessible.length})`}
                </Button>
              )}
            </div>
            <p className="sr-only" aria-live="polite">
              {searching ? t('chooser.results', { total: matches.length }) : ''}
            </p>
            {matches.length === 0 ? (
              <EmptyState
                title={t('chooser.noMatch', { query: query.trim() })}
                description={t('chooser.noMatchHint')}
              />
            ) : (
              <Groups canteens={listed} active={active} onChoose={(id) => void choose(id)} />
            )}
          </section>
        </div>
      )}
    </>
  );
}
