// A canteen's menu structure (canteen.menu_structure, spec §2 Menu screen, §5): occasions, diets, components and
// which occasion/diet/component combinations are valid for recipe insertion.
import { z } from 'zod';
import { localizedTextSchema } from '../model/entities';
import type { UiLanguage } from '../i18n/i18n-env';
import type { MenuPlacement } from '../services/service-rules';
import { localizedText } from '../services/service-texts';
import { PER_COURSE_NO_LIMIT } from '../core/constants';
import { UI_LANGUAGES } from '../i18n/i18n-env';

const structureEntrySchema = z.looseObject({
  id: z.string().min(1),
  name: localizedTextSchema.default({}),
  /** Components only: how many dishes of the course one order may take; 99999 (or absent) = no limit (spec §5). */
  max_quantity: z.number().int().optional(),
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
    forOccasion
      .filter((placement) => placement.dietId === chosen.dietId)
      .map((placement) => placement.componentId),
  );
  return {
    diets: structure.diets.filter((diet) => dietIds.has(diet.id)),
    components: structure.components.filter((component) => componentIds.has(component.id)),
  };
}

/** An entry's name for the reader (shared localizedText fallbacks), else its id. */
export function structureName(
  entry: MenuStructureEntry | undefined,
  id: string,
  language: UiLanguage,
): string {
  return localizedText(entry?.name, language) || id;
}

/** The combinations after switching one on or off (a structure without combinations starts from every triple). */
export function withCombination(
  structure: MenuStructure,
  placement: MenuPlacement,
  on: boolean,
): MenuCombination[] {
  const current = validPlacements(structure).filter(
    (entry) =>
      !(
        entry.occasionId === placement.occasionId &&
        entry.dietId === placement.dietId &&
        entry.componentId === placement.componentId
      ),
  );
  const next = on ? [...current, placement] : current;
  return next.map((entry) => ({
    occasion_id: entry.occasionId,
    diet_id: entry.dietId,
    component_id: entry.componentId,
  }));
}

/** The longest name of an occasion, diet or course. */
export const STRUCTURE_NAME_MAX = 100;

const structureNamesSchema = z
  .partialRecord(z.enum(UI_LANGUAGES), z.string().trim().max(STRUCTURE_NAME_MAX, 'kit:validation.tooBig'))
  .refine(
    (names) => Object.values(names).some((name) => (name ?? '').trim() !== ''),
    'kit:validation.required',
  );
const namedEntrySchema = z.object({ id: z.string().min(1), name: structureNamesSchema });

/**
 * The /menu/structure names and limits form: every entry's names per language (at least one language) and each
 * course's per-order maximum, 1–99999 where 99999 means no limit (spec §5). Ids are not edited here.
 */
export const menuStructureNamesFormSchema = z.object({
  occasions: z.array(namedEntrySchema),
  diets: z.array(namedEntrySchema),
  components: z.array(
    namedEntrySchema.extend({
      max_quantity: z
        .number('kit:validation.invalid')
        .int('kit:validation.invalid')
        .min(1, 'kit:validation.tooSmall')
        .max(PER_COURSE_NO_LIMIT, 'kit:validation.tooBig'),
    }),
  ),
});
export type MenuStructureNamesForm = z.infer<typeof menuStructureNamesFormSchema>;

/** The form's values of a stored structure (a course without a maximum has none: 99999). */
export function structureNamesForm(structure: MenuStructure): MenuStructureNamesForm {
  const named = (entry: MenuStructureEntry) => ({ id: entry.id, name: { ...entry.name } });
  return {
    occasions: structure.occasions.map(named),
    diets: structure.diets.map(named),
    components: structure.components.map((entry) => ({
      ...named(entry),
      max_quantity: entry.max_quantity ?? PER_COURSE_NO_LIMIT,
    })),
  };
}

/** The structure with the form's names and maxima applied (entries and fields the form does not show are kept). */
export function withStructureNames(structure: MenuStructure, form: MenuStructureNamesForm): MenuStructure {
  const apply = <E extends MenuStructureEntry>(
    entries: E[],
    edited: Array<{ id: string; name: Record<string, string | undefined>; max_quantity?: number }>,
  ) =>
    entries.map((entry) => {
      const change = edited.find((candidate) => candidate.id === entry.id);
      if (!change) return entry;
      const name = Object.fromEntries(
        Object.entries(change.name)
          .filter(([, text]) => (text ?? '').trim() !== '')
          .map(([language, text]) => [language, text!.trim()]),
      );
      return {
        ...entry,
        name,
        ...(change.max_quantity !== undefined ? { max_quantity: change.max_quantity } : {}),
      };
    });
  return {
    ...structure,
    occasions: apply(structure.occasions, form.occasions),
    diets: apply(structure.diets, form.diets),
    components: apply(structure.components, form.components),
  };
}

/** The most occasions, diets or courses one structure holds. */
export const STRUCTURE_ENTRIES_MAX = 30;
/** The most valid combinations one structure lists. */
export const STRUCTURE_COMBINATIONS_MAX = 2000;

const entryIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'kit:validation.invalid');
const storedEntrySchema = z.looseObject({ id: entryIdSchema, name: structureNamesSchema });
const storedCourseSchema = storedEntrySchema.extend({
  max_quantity: z
    .number('kit:validation.invalid')
    .int('kit:validation.invalid')
    .min(1, 'kit:validation.tooSmall')
    .max(PER_COURSE_NO_LIMIT, 'kit:validation.tooBig')
    .optional(),
});

/**
 * A menu structure as the server stores it (the saveMenuStructure callable; clients may not write `menu_structure`):
 * every entry a unique id and a name in at least one language, each course's per-order maximum 1–99999 (99999 = no
 * limit, spec §5), and combinations naming only entries of the structure, each once (spec §5 valid combinations).
 * Other fields already stored on an entry are kept (a request can only change names, maxima and combinations).
 */
export const menuStructureWriteSchema = z
  .object({
    occasions: z.array(storedEntrySchema).max(STRUCTURE_ENTRIES_MAX, 'kit:validation.tooBig'),
    diets: z.array(storedEntrySchema).max(STRUCTURE_ENTRIES_MAX, 'kit:validation.tooBig'),
    components: z.array(storedCourseSchema).max(STRUCTURE_ENTRIES_MAX, 'kit:validation.tooBig'),
    combinations: z.array(menuCombinationSchema).max(STRUCTURE_COMBINATIONS_MAX, 'kit:validation.tooBig').optional(),
  })
  .superRefine((structure, context) => {
    for (const kind of ['occasions', 'diets', 'components'] as const) {
      const seen = new Set<string>();
      structure[kind].forEach((entry, index) => {
        if (seen.has(entry.id))
          context.addIssue({ code: 'custom', path: [kind, index, 'id'], message: 'kit:validation.invalid' });
        seen.add(entry.id);
      });
    }
    const ids = (kind: 'occasions' | 'diets' | 'components') => new Set(structure[kind].map((entry) => entry.id));
    const [occasions, diets, components] = [ids('occasions'), ids('diets'), ids('components')];
    const triples = new Set<string>();
    (structure.combinations ?? []).forEach((combination, index) => {
      const known =
        occasions.has(combination.occasion_id) &&
        diets.has(combination.diet_id) &&
        components.has(combination.component_id);
      if (!known)
        context.addIssue({ code: 'custom', path: ['combinations', index], message: 'kit:validation.invalid' });
      const key = `${combination.occasion_id}\u0000${combination.diet_id}\u0000${combination.component_id}`;
      if (triples.has(key))
        context.addIssue({ code: 'custom', path: ['combinations', index], message: 'kit:validation.invalid' });
      triples.add(key);
    });
  });
export type MenuStructureWrite = z.infer<typeof menuStructureWriteSchema>;

/**
 * The saveMenuStructure callable's request: the canteen and what /menu/structure changes — the valid combinations,
 * or the names and course maxima (the names form) — applied on the server to the structure stored at that moment,
 * so the two cards (or two editors) never undo each other's other part.
 */
export const menuStructureSaveRequestSchema = z
  .object({
    canteen_id: z.string().regex(/^C_[^/]{1,60}$/, 'kit:validation.invalid'),
    combinations: z
      .array(menuCombinationSchema)
      .max(STRUCTURE_COMBINATIONS_MAX, 'kit:validation.tooBig')
      .optional(),
    names: menuStructureNamesFormSchema.optional(),
  })
  .refine((request) => request.combinations !== undefined || request.names !== undefined, 'kit:validation.required');
export type MenuStructureSaveRequest = z.infer<typeof menuStructureSaveRequestSchema>;

/** The structure a save request makes of the stored one (not yet validated: see menuStructureWriteSchema). */
export function applyMenuStructureSave(
  stored: MenuStructure,
  request: Pick<MenuStructureSaveRequest, 'combinations' | 'names'>,
): MenuStructure {
  const named = request.names ? withStructureNames(stored, request.names) : stored;
  return request.combinations ? { ...named, combinations: request.combinations } : named;
}
