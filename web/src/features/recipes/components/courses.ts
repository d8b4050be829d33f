// The courses a recipe can be for: the active canteen's menu-structure components (recipes are shared by every
// canteen, so a stored course another canteen names is kept and shown by its id).
import { useTranslation } from 'react-i18next';
import { normalizeLanguage, parseMenuStructure, structureName } from '@backoffice/shared';
import type { SelectOption } from '../../../components/ui/SelectField';
import { useSessionState } from '../../../lib/session-state';

export function useCourseOptions(current: string): SelectOption[] {
  const { t, i18n } = useTranslation('recipes');
  const language = normalizeLanguage(i18n.language);
  const structure = parseMenuStructure(useSessionState((state) => state.active_canteen_data)?.menu_structure);
  const options = structure.components.map((entry) => ({
    value: entry.id,
    label: structureName(entry, entry.id, language),
  }));
  if (current && !options.some((option) => option.value === current))
    options.push({ value: current, label: current });
  return [{ value: '', label: t('filters.anyCourse') }, ...options];
}
