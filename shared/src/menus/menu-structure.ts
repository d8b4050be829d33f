// A canteen's menu structure (canteen.menu_structure, spec §2 Menu screen, §5): occasions, diets, components and
// which occasion/diet/component combinations are valid for recipe insertion.
import { z } from 'zod';
import { localizedTextSchema } from '../model/entities';
import type { UiLanguage } from '../i18n/i18n-env';
import type { MenuPlacement } from '../services/service-rules';
import { localizedText } from '../services/service-texts';

const structureEntrySchema = z.looseObject({
  id: z.string().min(1),
  name: localizedTextSchema.default({}),
});
export type MenuStructureEntry = z.infer<typeof structureEntrySchema>;

/** One valid combination, as stored (snake case like the menu items that use it). */
export const menuCombinationSchema = z.object({
  occasion_id: z.string().min(1),
  diet_id: z.string().min(1),
  component_id: z.string().min(1),
});
export type MenuCombination = z.infer<typeof menuCombinationSchema>;

export const menuStructureSchema = z.looseObject({
  occasions: z.array(structureEntrySchema).default([]),
  diets: z.array(structureEntrySchema).default([]),
  components: z.array(structureEntrySchema).default([]),
  /** Absent in structures written before combinations existed: then every triple is valid (DECISIONS). */
  combinations: z.array(menuCombinationSchema).optional(),
});
export type MenuStructure = z.infer<typeof menuStructureSchema>;

/** The structure stored on a canteen, or an empty one when it is missing or malformed. */
export function parseMenuStructure(value: unknown): MenuStructure {
  const parsed = menuStructureSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : { occasions: [], diets: [], components: [] };
}

/** The valid placements of a structure: its combinations, or every occasion × diet × component without them. */
export function validPlacements(structure: MenuStructure): MenuPlacement[] {
  if (structure.combinations) {
    return structure.combinations.map((combination) => ({
      occasionId: combination.occasion_id,
      dietId: combination.diet_id,
      componentId: combination.component_id,
    }));
  }
  return structure.occasions.flatMap((occasion) =>
    structure.diets.flatMap((diet) =>
      structure.components.map((component) => ({
        occasionId: occasion.id,
        dietId: diet.id,
        componentId: component.id,
      })),
    ),
  );
}

/** The diets offered once an occasion is chosen, and the components once a diet is: only valid ones. */
export function placementChoices(
  structure: MenuStructure,
  chosen: { occasionId?: string; dietId?: string },
): { diets: MenuStructureEntry[]; components: MenuStructureEntry[] } {
  const valid = validPlacements(structure);
  const forOccasion = valid.filter((placement) => placement.occasionId === chosen.occasionId);
  const dietIds = new Set(forOccasion.map((placement) => placement.dietId));
  const componentIds = new Set(
    forOccasion.filter((placement) => placement.dietId === chosen.dietId).map((placement) => placement.componentId),
  );
  return {
    diets: structure.diets.filter((diet) => dietIds.has(diet.id)),
    components: structure.components.filter((component) => componentIds.has(component.id)),
  };
}

/** An entry's name for the reader (shared localizedText fallbacks), else its id. */
export function structureName(entry: MenuStructureEntry | undefined, id: string, language: UiLanguage): string {
  return localizedText(entry?.name, language) || id;
}

/** The combinations after switching one on or off (a structure without combinations starts from every triple). */
export function withCombination(structure: MenuStructure, placement: MenuPlacement, on: boolean): MenuCombination[] {
  const current = validPlacements(structure).filter(
    (entry) =>
      !(
        entry.occasionId === placement.occasionId &&
        entry.dietId === placement.dietId &&
        entry.componentId === placement.componentId
      ),
  );
  const next = on ? [...current, placement] : current;
  return next.map((entry) => ({ occasion_id: entry.occasionId, diet_id: entry.dietId, component_id: entry.componentId }));
}
