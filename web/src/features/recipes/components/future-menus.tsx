// The menu days from today on that serve a recipe (issue 15): the editor's warning when a change touches its
// allergens, and the reason a deletion is refused. Dates in the UI language, with the canteen.
import { useRef, useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { canAccessAllCanteens } from '@backoffice/shared';
import { useDeletion } from '../../../components/crud/useDeletion';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { formatDate } from '../../../lib/format';
import { useSessionState } from '../../../lib/session-state';
import { showToast } from '../../../lib/ui-actions';
import { useSession } from '../../session';
import { RecipeOnFutureMenus, deleteRecipe, futureMenuDays, type MenuDayRef } from '../api/recipes';

/** Today in the browser's time zone, YYYY-MM-DD: "from today on" is the cook's today. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** A reader of the days for the signed-in role (every canteen, or those it manages). */
export function useFutureMenuDaysReader() {
  const { role, boCanteens } = useSession();
  return (recipeId: string) =>
    futureMenuDays(recipeId, localToday(), { all: canAccessAllCanteens(role), canteens: boCanteens });
}

export function useFutureMenuDays(recipeId: string | null) {
  const read = useFutureMenuDaysReader();
  return useSWR(
    recipeId ? ['recipes/future-menu-days', recipeId, localToday()] : null,
    () => read(recipeId!),
    {
      revalidateOnFocus: false,
    },
  );
}

export function MenuDaysList({ days }: { days: readonly MenuDayRef[] }) {
  const { i18n } = useTranslation('recipes');
  const canteens = useSessionState((state) => state.canteens_preview);
  const canteenName = (id: string) => canteens?.find((entry) => entry.id === id)?.name ?? id;
  return (
    <ul className="mt-2 list-disc pl-5" data-testid="future-menu-days">
      {days.map((day) => (
        <li key={`${day.canteen_id}/${day.date}`} data-day={day.date}>
          {formatDate(new Date(`${day.date}T12:00:00`), i18n.language, { dateStyle: 'full' })} —{' '}
          {canteenName(day.canteen_id)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Deleting a recipe (DeleteRecipe, after confirmation): refused, with the days listed, while the recipe is on a menu
 * from today on; checked when asked, and by the deleteRecipe callable that deletes it.
 */
export function useRecipeDeletion(afterDelete?: () => void) {
  const { t } = useTranslation('recipes');
  const read = useFutureMenuDaysReader();
  const [refused, setRefused] = useState<{ name: string; days: MenuDayRef[] } | null>(null);
  const names = useRef(new Map<string, string>());
  const deletion = useDeletion(
    async (id) => {
      try {
        // The deleteRecipe callable checks again on the server (a day may have been planned meanwhile).
        await deleteRecipe(id);
      } catch (error) {
        if (error instanceof RecipeOnFutureMenus) setRefused({ name: names.current.get(id) ?? id, days: error.days });
        throw error;
      }
      afterDelete?.();
    },
    {
      title: t('delete.title'),
      message: (name) => t('delete.message', { name }),
      done: (name) => t('delete.done', { name }),
    },
  );
  const ask = async (id: string, name: string) => {
    names.current.set(id, name);
    try {
      const days = await read(id);
      if (days.length > 0) setRefused({ name, days });
      else deletion.ask(id, name);
    } catch (error) {
      console.error('Future menu days not read', error);
      showToast(t('future.error'), 'error');
    }
  };
  const dialog = (
    <>
      {deletion.dialog}
      <Modal
        open={refused !== null}
        onClose={() => setRefused(null)}
        title={t('delete.refusedTitle')}
        footer={<Button onClick={() => setRefused(null)}>{t('delete.close')}</Button>}
      >
        {refused && (
          <div className="text-sm" data-testid="delete-refused">
            <p>{t('delete.refused', { name: refused.name, count: refused.days.length })}</p>
            <MenuDaysList days={refused.days} />
          </div>
        )}
      </Modal>
    </>
  );
  return { ask: (id: string, name: string) => void ask(id, name), dialog };
}
