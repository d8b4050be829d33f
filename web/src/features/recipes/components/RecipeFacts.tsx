// What the editor computes while it is edited: the allergens of the ingredients (or those set by hand, marked as
// such) and the nutrients per portion (kcal integer, protein/fat/carbs 2 decimals, Italian format §9).
import { useTranslation } from 'react-i18next';
import { formatKcal, formatMacro, type RecipeFacts as Facts } from '@backoffice/shared';
import { AllergenList } from '../../../components/ui/AllergenList';
import { Badge } from '../../../components/ui/Badge';

export function RecipeFacts({ facts, allergens, overridden }: { facts: Facts; allergens: readonly number[]; overridden: boolean }) {
  const { t } = useTranslation('recipes');
  const nutrients: Array<[string, string]> = [
    [t('fields.kcal'), formatKcal(facts.kcal)],
    [t('fields.proteins'), `${formatMacro(facts.proteins)} g`],
    [t('fields.fat'), `${formatMacro(facts.fat)} g`],
    [t('fields.carbs'), `${formatMacro(facts.carbs)} g`],
  ];
  return (
    <section aria-labelledby="recipe-facts" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h2 id="recipe-facts" className="text-base font-semibold text-slate-900">{t('facts.title')}</h2>
      <div data-testid="recipe-allergens" className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-700">{t('fields.allergens')}:</span>
        {allergens.length ? <AllergenList codes={allergens} /> : <span className="text-sm">{t('facts.none')}</span>}
        {overridden && <Badge tone="warning">{t('facts.overridden')}</Badge>}
      </div>
      {facts.unknownLines > 0 && <p className="text-sm text-amber-800">{t('facts.unknownLines', { count: facts.unknownLines })}</p>}
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {nutrients.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-600">{t('facts.perPortion')}</p>
    </section>
  );
}
