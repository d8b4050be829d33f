// Info view (spec §2): a recipe's allergens, ingredients per 100 people and nutrients per portion (kcal an integer,
// protein, fat and carbohydrates 2 decimals, Italian format §9) — and the same for the whole day.
import { useTranslation } from 'react-i18next';
import {
  allergensFromIngredients,
  formatKcal,
  formatMacro,
  formatNumberIt,
  localizedText,
  per100People,
  type UiLanguage,
} from '@backoffice/shared';
import { AllergenList } from '../../../components/ui/AllergenList';
import { Modal } from '../../../components/ui/Modal';
import type { MenuRecipeDetails } from '../api/recipes';

function Nutrients({ recipe }: { recipe: MenuRecipeDetails }) {
  const { t } = useTranslation('menus');
  const rows: Array<[string, string]> = [
    [t('info.kcal'), formatKcal(recipe.kcal)],
    [t('info.proteins'), `${formatMacro(recipe.proteins)} g`],
    [t('info.fat'), `${formatMacro(recipe.fat)} g`],
    [t('info.carbs'), `${formatMacro(recipe.carbs)} g`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function RecipeInfo({
  recipe,
  language,
  onClose,
}: {
  recipe: MenuRecipeDetails | null;
  language: UiLanguage;
  onClose: () => void;
}) {
  const { t } = useTranslation('menus');
  return (
    <Modal open={recipe !== null} onClose={onClose} title={recipe ? localizedText(recipe.name, language) : ''} size="lg">
      {recipe && (
        <div className="flex flex-col gap-4" data-testid="recipe-info">
          <section>
            <h3 className="mb-1 text-sm font-semibold text-slate-800">{t('info.allergens')}</h3>
            {recipe.allergens.length ? <AllergenList codes={recipe.allergens} /> : <p className="text-sm">{t('info.noAllergens')}</p>}
          </section>
          <section>
            <h3 className="mb-1 text-sm font-semibold text-slate-800">{t('info.perPortion')}</h3>
            <Nutrients recipe={recipe} />
          </section>
          <section>
            <h3 className="mb-1 text-sm font-semibold text-slate-800">{t('info.per100People')}</h3>
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col" className="py-1 font-medium text-slate-600">{t('info.ingredient')}</th>
                  <th scope="col" className="py-1 text-right font-medium text-slate-600">{t('info.quantity')}</th>
                </tr>
              </thead>
              <tbody>
                {recipe.ingredients.map((line, index) => {
                  const total = per100People(line.quantity, line.unit);
                  return (
                    <tr key={index} className="border-t border-slate-100">
                      <td className="py-1">{localizedText(line.name, language)}</td>
                      <td className="py-1 text-right">
                        {formatNumberIt(total.quantity, 2)} {total.unit}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        </div>
      )}
    </Modal>
  );
}

/** The whole day: every allergen of its dishes, and each dish's nutrients per portion. */
export function DayInfo({
  open,
  recipes,
  language,
  onClose,
}: {
  open: boolean;
  recipes: readonly MenuRecipeDetails[];
  language: UiLanguage;
  onClose: () => void;
}) {
  const { t } = useTranslation('menus');
  return (
    <Modal open={open} onClose={onClose} title={t('info.dayTitle')} size="xl">
      <div className="flex flex-col gap-4">
        <section>
          <h3 className="mb-1 text-sm font-semibold text-slate-800">{t('info.dayAllergens')}</h3>
          <AllergenList codes={allergensFromIngredients(recipes)} />
        </section>
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">{t('info.recipe')}</th>
              <th scope="col">{t('info.allergens')}</th>
              <th scope="col" className="text-right">{t('info.kcal')}</th>
              <th scope="col" className="text-right">{t('info.proteins')}</th>
              <th scope="col" className="text-right">{t('info.fat')}</th>
              <th scope="col" className="text-right">{t('info.carbs')}</th>
            </tr>
          </thead>
          <tbody>
            {recipes.map((recipe) => (
              <tr key={recipe.id} className="border-t border-slate-100">
                <td className="py-1">{localizedText(recipe.name, language)}</td>
                <td className="py-1">
                  <AllergenList codes={recipe.allergens} compact />
                </td>
                <td className="py-1 text-right">{formatKcal(recipe.kcal)}</td>
                <td className="py-1 text-right">{formatMacro(recipe.proteins)}</td>
                <td className="py-1 text-right">{formatMacro(recipe.fat)}</td>
                <td className="py-1 text-right">{formatMacro(recipe.carbs)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
