// The built-in boards, live from the product's own data: today's menu by occasion and diet (allergens, prices), the
// shop categories stopped right now, and the occupancy the people counters report.
import { useTranslation } from 'react-i18next';
import { instantToZonedLocal, menuBoardGroups, occupancyOf, parseMenuStructure, type SignageBoard } from '@backoffice/shared';
import { AllergenList } from '../../../components/ui/AllergenList';
import { formatMoney } from '../../../lib/format';
import { useMenuDay, usePeopleCounters, useRecipes, useStoppedCategories, type PlayerCanteen } from './data';

/** A text in the screen's language, else English, Italian or whatever there is. */
export function pick(texts: Record<string, string | undefined> | undefined, language: string): string {
  if (!texts) return '';
  const lower = Object.fromEntries(Object.entries(texts).map(([key, value]) => [key.toLowerCase(), value]));
  return lower[language] ?? lower.en ?? lower.it ?? Object.values(lower).find(Boolean) ?? '';
}

function menuCurrency(currency: unknown): string {
  if (typeof currency === 'string') return currency;
  if (currency && typeof currency === 'object' && typeof (currency as { menu?: unknown }).menu === 'string') return (currency as { menu: string }).menu;
  return 'EUR';
}

function BoardFrame({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="flex h-full flex-col gap-6 p-10" data-testid={`board-${id}`} aria-labelledby={`board-${id}-title`}>
      <h1 id={`board-${id}-title`} className="text-5xl font-bold">
        {title}
      </h1>
      <div className="min-h-0 flex-1 overflow-hidden">{children}</div>
    </section>
  );
}

function MenuBoard({ canteenId, canteen, timeZone }: { canteenId: string; canteen: PlayerCanteen; timeZone: string }) {
  const { t, i18n } = useTranslation('signage');
  const day = instantToZonedLocal(new Date(), timeZone).slice(0, 10);
  const items = useMenuDay(canteenId, day);
  const recipes = useRecipes((items ?? []).map((item) => item.recipe_id));
  const structure = parseMenuStructure(canteen.menuStructure);
  const currency = menuCurrency(canteen.currency);
  const nameOf = (list: typeof structure.occasions, id: string) => pick(list.find((entry) => entry.id === id)?.name, i18n.language) || id;
  const groups = menuBoardGroups(items ?? [], structure);
  return (
    <BoardFrame id="menu" title={t('player.menuTitle')}>
      {groups.length === 0 ? (
        <p className="text-3xl">{items === undefined ? t('player.loading') : t('player.noMenu')}</p>
      ) : (
        <div className="grid gap-8 lg:grid-cols-2">
          {groups.map((group) => (
            <div key={group.occasionId}>
              <h2 className="mb-3 text-4xl font-semibold text-amber-300">{nameOf(structure.occasions, group.occasionId)}</h2>
              {group.diets.map((diet) => (
                <div key={diet.dietId} className="mb-4">
                  <h3 className="text-2xl font-medium text-slate-300">{nameOf(structure.diets, diet.dietId)}</h3>
                  <ul className="mt-1 flex flex-col gap-1">
                    {diet.items.map((item) => {
                      const recipe = recipes.get(item.recipe_id);
                      return (
                        <li key={`${item.component_id}/${item.recipe_id}`} data-recipe={item.recipe_id} className="flex flex-wrap items-baseline justify-between gap-3 text-2xl">
                          <span>
                            {pick(recipe?.name, i18n.language) || '…'}
                            {recipe && recipe.allergens.length > 0 && <AllergenList codes={recipe.allergens} className="ml-3 inline-flex text-lg text-slate-300" />}
                          </span>
                          <span className="tabular-nums" data-price>{currency === 'PT' ? t('player.points', { count: item.points }) : formatMoney(item.euro, currency)}</span>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))}
            </div>
          ))}
        </div>
      )}
    </BoardFrame>
  );
}

function StoppedBoard({ canteenId }: { canteenId: string }) {
  const { t, i18n } = useTranslation('signage');
  const stopped = useStoppedCategories(canteenId);
  return (
    <BoardFrame id="stopped_categories" title={t('player.stoppedTitle')}>
      {stopped === undefined ? (
        <p className="text-3xl">{t('player.loading')}</p>
      ) : stopped.length === 0 ? (
        <p className="text-3xl">{t('player.nothingStopped')}</p>
      ) : (
        <ul className="flex flex-col gap-3 text-4xl">
          {stopped.map((category) => (
            <li key={category.id}>{pick(category.name, i18n.language) || category.id}</li>
          ))}
        </ul>
      )}
    </BoardFrame>
  );
}

function OccupancyBoard({ canteenId }: { canteenId: string }) {
  const { t } = useTranslation('signage');
  const counters = usePeopleCounters(canteenId);
  const occupancy = occupancyOf(counters ?? []);
  return (
    <BoardFrame id="occupancy" title={t('player.occupancyTitle')}>
      {counters === undefined ? (
        <p className="text-3xl">{t('player.loading')}</p>
      ) : (
        <div className="flex flex-col gap-6">
          <p className="text-8xl font-bold tabular-nums">{`${occupancy.percent}%`}</p>
          <div className="h-8 w-full overflow-hidden rounded-full bg-slate-700" role="img" aria-label={t('player.occupancyOf', { count: occupancy.count, capacity: occupancy.capacity })}>
            <div className={occupancy.percent >= 85 ? 'h-full bg-red-500' : occupancy.percent >= 60 ? 'h-full bg-amber-400' : 'h-full bg-emerald-500'} style={{ width: `${occupancy.percent}%` }} />
          </div>
          <p className="text-3xl">{t('player.occupancyOf', { count: occupancy.count, capacity: occupancy.capacity })}</p>
        </div>
      )}
    </BoardFrame>
  );
}

export function Board({ board, canteenId, canteen, timeZone }: { board: SignageBoard; canteenId: string; canteen: PlayerCanteen; timeZone: string }) {
  if (board === 'menu') return <MenuBoard canteenId={canteenId} canteen={canteen} timeZone={timeZone} />;
  if (board === 'stopped_categories') return <StoppedBoard canteenId={canteenId} />;
  return <OccupancyBoard canteenId={canteenId} />;
}
