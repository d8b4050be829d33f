// /menu (spec §2 Menu screen, §6 Menu): a day of the canteen's menu grouped by occasion, diet and component, with a
// display-only side filter, adding, deleting, reordering and pricing recipes — each change saved at once (autosave).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  accessAllowed,
  addMenuRecipe,
  dayFoodPaths,
  localizedText,
  moveMenuRecipe,
  normalizeLanguage,
  removeMenuRecipe,
  setMenuRecipeFoodPaths,
  setMenuRecipePrices,
  structureName,
  type MenuRecipe,
} from '@backoffice/shared';
import { saveErrorKey } from '../../../components/form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import { SkeletonText } from '../../../components/ui/Skeleton';
import { useSessionState } from '../../../lib/session-state';
import { showToast } from '../../../lib/ui-actions';
import { useUrlState } from '../../../lib/url-state';
import { useSession } from '../../session';
import { MenuEditRefused, editMenuDay, lastMenuPrices, useMenuDay, useMenuStructure } from '../api/menu-day';
import { useRecipesById } from '../api/recipes';
import { AddRecipeForm, type RecipeToAdd } from './AddRecipeForm';
import { DayPicker } from './DayPicker';
import { MenuDownloads } from './MenuDownloads';
import { MenuBoard } from './MenuBoard';
import { DayInfo, RecipeInfo } from './RecipeInfo';
import { SaveStatus } from './SaveStatus';
import { menuParamsQuery, parseMenuParams } from './params';
import { useAutosave } from './useAutosave';
import type { MenuItemActions } from './MenuItemRow';

export default function MenuScreen() {
  const { t, i18n } = useTranslation('menus');
  const { t: shell } = useTranslation('shell');
  const { t: kit } = useTranslation('kit');
  const language = normalizeLanguage(i18n.language);
  const { role } = useSession();
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const { value: params, apply } = useUrlState(parseMenuParams, menuParamsQuery);
  const menu = useMenuDay(canteenId, params.day);
  const structure = useMenuStructure(canteenId);
  const autosave = useAutosave();
  // The order just dropped, shown until the transaction lands (a transaction is not applied to the local cache).
  const [moved, setMoved] = useState<MenuRecipe[] | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [dayInfo, setDayInfo] = useState(false);
  const items = moved ?? menu.data?.items ?? [];
  const recipes = useRecipesById(items.map((item) => item.recipe_id));
  const recipeMap = recipes.data ?? new Map();
  // Hidden, not disabled, for a role that may only read (visualizzatore); the rules refuse its writes too.
  const editable = accessAllowed('menu', 'update', { role, managesCanteen: true });

  const save = async (write: () => Promise<void>, done?: string): Promise<boolean> => {
    try {
      await autosave.run(write);
      if (done) showToast(done, 'success');
      return true;
    } catch (error) {
      if (error instanceof MenuEditRefused) showToast(t(`refused.${error.reason}`), 'error');
      else {
        console.error('Menu not saved', error);
        showToast(kit(saveErrorKey(error)), 'error');
      }
      return false;
    }
  };
  const edit = (change: Parameters<typeof editMenuDay>[2], done?: string) =>
    canteenId ? save(() => editMenuDay(canteenId, params.day, change), done) : Promise.resolve(false);

  // Points and euro are kept for later days (spec §3): those of the latest earlier day serving the recipe, else the
  // recipe's own (spec default 0).
  const add = async (recipe: RecipeToAdd) => {
    const last = canteenId
      ? await lastMenuPrices(canteenId, recipe.recipeId, params.day, recipe).catch((error: unknown) => {
          console.error('Earlier menu prices not read', error);
          return null;
        })
      : null;
    return edit(
      (current) =>
        addMenuRecipe(current, recipe.recipeId, recipe, last ?? { points: recipe.points, euro: recipe.euro }),
      t('add.done'),
    );
  };
  const actions: MenuItemActions = {
    editable,
    onPrices: (key, prices) => void edit((current) => setMenuRecipePrices(current, key, prices)),
    onDelete: (key) => void edit((current) => removeMenuRecipe(current, key), t('item.deleted')),
    onInfo: (item) => setInfo(item.recipe_id),
    day: params.day,
    dayPaths: dayFoodPaths(items, params.day),
    onPaths: (key, paths) =>
      void edit((current) => setMenuRecipeFoodPaths(current, key, params.day, paths), t('paths.saved')),
  };
  const move = (activeKey: string, overKey: string) => {
    const local = moveMenuRecipe(items, activeKey, overKey);
    if (local.ok) setMoved(local.items);
    void edit((current) => moveMenuRecipe(current, activeKey, overKey)).finally(() => setMoved(null));
  };

  const occasions = structure.data?.occasions ?? [];
  const diets = structure.data?.diets ?? [];
  const shown = [...recipeMap.values()].filter((recipe) => items.some((item) => item.recipe_id === recipe.id));

  return (
    <>
      <PageHeader
        title={shell('screens.menu')}
        description={t('description', { canteen: canteenName })}
        actions={
          <>
            {editable && <SaveStatus status={autosave.status} />}
            <Button variant="secondary" onClick={() => setDayInfo(true)} disabled={shown.length === 0}>
              {t('info.dayButton')}
            </Button>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside aria-label={t('filter.label')} className="flex flex-col gap-3">
          <SelectField
            label={t('fields.occasion')}
            value={params.occasion}
            onChange={(event) => apply((current) => ({ ...current, occasion: event.target.value }), { replace: true })}
            options={[
              { value: 'all', label: t('filter.allOccasions') },
              ...occasions.map((entry) => ({ value: entry.id, label: structureName(entry, entry.id, language) })),
            ]}
          />
          <SelectField
            label={t('fields.diet')}
            value={params.diet}
            onChange={(event) => apply((current) => ({ ...current, diet: event.target.value }), { replace: true })}
            options={[
              { value: 'all', label: t('filter.allDiets') },
              ...diets.map((entry) => ({ value: entry.id, label: structureName(entry, entry.id, language) })),
            ]}
          />
          <p className="text-xs text-slate-600">{t('filter.hint')}</p>
          {canteenId && (
            <MenuDownloads
              canteenId={canteenId}
              canteenName={canteenName}
              endpointPrefix={typeof canteen?.endpoint_prefix === 'string' ? canteen.endpoint_prefix : ''}
              day={params.day}
              language={language}
              filter={params}
              items={menu.data?.items ?? []}
              structure={structure.data}
              recipes={recipeMap}
            />
          )}
        </aside>
        <div className="flex min-w-0 flex-col gap-4">
          <DayPicker day={params.day} onChange={(day) => apply((current) => ({ ...current, day }))} />
          {editable && structure.data && (
            <AddRecipeForm key={params.day} structure={structure.data} language={language} onAdd={add} />
          )}
          {menu.error || structure.error ? (
            <Alert tone="error">{t('day.error')}</Alert>
          ) : !menu.data || !structure.data ? (
            <SkeletonText lines={6} />
          ) : items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
              {editable ? t('day.emptyEditable') : t('day.empty')}
            </p>
          ) : (
            <MenuBoard
              items={items}
              structure={structure.data}
              recipes={recipeMap}
              language={language}
              filter={params}
              actions={actions}
              onMove={move}
            />
          )}
        </div>
      </div>
      <RecipeInfo recipe={info ? (recipeMap.get(info) ?? null) : null} language={language} onClose={() => setInfo(null)} />
      <DayInfo
        open={dayInfo}
        recipes={shown.sort((a, b) => localizedText(a.name, language).localeCompare(localizedText(b.name, language)))}
        language={language}
        onClose={() => setDayInfo(false)}
      />
    </>
  );
}
