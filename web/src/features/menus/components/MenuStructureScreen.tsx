// /menu/structure (spec §6 MenuStructure, §5): which occasion / diet / course combinations a recipe may be added
// under, per occasion a grid of diets × courses; the names per language and each course's maximum per order; saved to
// the canteen's menu_structure (audited).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isValidMenuCombination,
  normalizeLanguage,
  structureName,
  validPlacements,
  withCombination,
  type MenuStructure,
} from '@backoffice/shared';
import { saveErrorKey, UnsavedChangesGuard } from '../../../components/form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SkeletonText } from '../../../components/ui/Skeleton';
import { useSessionState } from '../../../lib/session-state';
import { showToast } from '../../../lib/ui-actions';
import { saveMenuCombinations, useMenuStructure } from '../api/menu-day';
import { MenuStructureNames } from './MenuStructureNames';

export default function MenuStructureScreen() {
  const { t } = useTranslation('menus');
  const { t: shell } = useTranslation('shell');
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const structure = useMenuStructure(canteenId);
  return (
    <>
      <PageHeader title={shell('screens.menuStructure')} description={t('structure.description', { canteen: canteenName })} />
      {structure.error ? (
        <Alert tone="error">{t('day.error')}</Alert>
      ) : !structure.data || !canteenId ? (
        <SkeletonText lines={6} />
      ) : (
        <>
          <CombinationsEditor canteenId={canteenId} structure={structure.data} />
          {/* Remounted when the stored names or maxima change (another editor's save shows at once). */}
          <MenuStructureNames
            key={JSON.stringify([structure.data.occasions, structure.data.diets, structure.data.components])}
            canteenId={canteenId}
            structure={structure.data}
          />
        </>
      )}
    </>
  );
}

function CombinationsEditor({ canteenId, structure }: { canteenId: string; structure: MenuStructure }) {
  const { t, i18n } = useTranslation('menus');
  const { t: kit } = useTranslation('kit');
  const language = normalizeLanguage(i18n.language);
  // The draft; null while it equals what is stored (a change by someone else then shows at once).
  const [draft, setDraft] = useState<MenuStructure['combinations'] | null>(null);
  const [busy, setBusy] = useState(false);
  const shown: MenuStructure = { ...structure, combinations: draft ?? validPlacements(structure).map((entry) => ({
    occasion_id: entry.occasionId,
    diet_id: entry.dietId,
    component_id: entry.componentId,
  })) };
  const valid = validPlacements(shown);
  const save = async () => {
    setBusy(true);
    try {
      await saveMenuCombinations(canteenId, shown.combinations ?? []);
      setDraft(null);
      showToast(t('structure.saved'), 'success');
    } catch (error) {
      console.error('Menu structure not saved', error);
      showToast(kit(saveErrorKey(error)), 'error');
    } finally {
      setBusy(false);
    }
  };
  const name = (entry: { id: string; name: Record<string, string | undefined> }) => structureName(entry, entry.id, language);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t('structure.hint')}</p>
      {structure.occasions.map((occasion) => (
        <Card key={occasion.id} title={name(occasion)}>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('structure.caption', { occasion: name(occasion) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('fields.diet')}</th>
                  {structure.components.map((component) => (
                    <th key={component.id} scope="col" className="px-2 text-center">
                      {name(component)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {structure.diets.map((diet) => (
                  <tr key={diet.id} className="border-t border-slate-100">
                    <th scope="row" className="py-2 font-medium">
                      {name(diet)}
                    </th>
                    {structure.components.map((component) => {
                      const placement = { occasionId: occasion.id, dietId: diet.id, componentId: component.id };
                      return (
                        <td key={component.id} className="px-2 text-center">
                          <input
                            type="checkbox"
                            aria-label={t('structure.cell', { occasion: name(occasion), diet: name(diet), component: name(component) })}
                            checked={isValidMenuCombination(placement, valid)}
                            onChange={(event) => setDraft(withCombination(shown, placement, event.target.checked))}
                          />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      ))}
      <div className="flex gap-2">
        <Button onClick={() => void save()} busy={busy} disabled={draft === null}>
          {t('structure.save')}
        </Button>
        <Button variant="secondary" onClick={() => setDraft(null)} disabled={draft === null}>
          {t('structure.discard')}
        </Button>
      </div>
      <UnsavedChangesGuard when={draft !== null} />
    </div>
  );
}
