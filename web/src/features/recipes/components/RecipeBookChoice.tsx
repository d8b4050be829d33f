// A free choice of recipes for the recipe book PDF (issue 15): ticked on /recipes across pages and searches (at most
// RECIPE_BOOK_MAX_RECIPES), downloaded for the active canteen in the reader's language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECIPE_BOOK_MAX_RECIPES, normalizeLanguage } from '@backoffice/shared';
import { Button } from '../../../components/ui/Button';
import { useSessionState } from '../../../lib/session-state';
import { showToast } from '../../../lib/ui-actions';
import { downloadRecipeBook } from './recipe-book';

export function useRecipeBookChoice() {
  const { t, i18n } = useTranslation('recipes');
  const canteenId = useSessionState((state) => state.active_canteen);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on && next.size < RECIPE_BOOK_MAX_RECIPES) next.add(id);
      else next.delete(id);
      return next;
    });
  const download = async () => {
    if (!canteenId || chosen.size === 0) return;
    setBusy(true);
    try {
      await downloadRecipeBook({
        canteenId,
        language: normalizeLanguage(i18n.language),
        recipeIds: [...chosen],
      });
      showToast(t('book.done'), 'success');
    } catch (error) {
      console.error('Recipe book not downloaded', error);
      showToast(t('book.error'), 'error');
    } finally {
      setBusy(false);
    }
  };
  const bar = (
    <div className="mb-3 flex flex-wrap items-center gap-2 text-sm" data-testid="recipe-book-choice">
      <span aria-live="polite">{t('book.chosen', { count: chosen.size, max: RECIPE_BOOK_MAX_RECIPES })}</span>
      <Button
        size="sm"
        variant="secondary"
        busy={busy}
        disabled={chosen.size === 0 || !canteenId}
        onClick={() => void download()}
      >
        {t('book.download')}
      </Button>
      <Button size="sm" variant="secondary" disabled={chosen.size === 0} onClick={() => setChosen(new Set())}>
        {t('book.clear')}
      </Button>
    </div>
  );
  return { chosen, toggle, full: chosen.size >= RECIPE_BOOK_MAX_RECIPES, bar };
}
