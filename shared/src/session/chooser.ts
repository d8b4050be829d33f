// The canteen chooser of spec §2: which canteens are offered, how they are searched and grouped.
import { canteenGroup, isSpanishFurtherSchool, type CanteenLike } from '../canteens/canteens';
import { chooserCanteens } from '../access/permissions';

/** Chooser sections in display order (spec §2: Italian first, then Spanish, then Chilean, then other). */
export const CHOOSER_SECTIONS = [
  'italian_restaurants',
  'italian_schools',
  'spanish_restaurants',
  'spanish_schools',
  'chilean_restaurants',
  'other_restaurants',
] as const;
/** A chooser section. */
export type ChooserSection = (typeof CHOOSER_SECTIONS)[number];

/** i18n label key of each chooser section. */
export const CHOOSER_SECTION_LABEL_KEYS: Readonly<Record<ChooserSection, string>> = {
  italian_restaurants: 'chooser.sections.italianRestaurants',
  italian_schools: 'chooser.sections.italianSchools',
  spanish_restaurants: 'chooser.sections.spanishRestaurants',
  spanish_schools: 'chooser.sections.spanishSchools',
  chilean_restaurants: 'chooser.sections.chileanRestaurants',
  other_restaurants: 'chooser.sections.otherRestaurants',
};

/**
 * The chooser section of a canteen. The further school brand has no section of its own in the
 * spec: its Spanish variant (endpoint_prefix es) is listed with Spanish schools, the rest with Italian.
 */
export function chooserSection(canteen: CanteenLike): ChooserSection {
  switch (canteenGroup(canteen)) {
    case 'italy':
      return 'italian_restaurants';
    case 'italian_school':
      return 'italian_schools';
    case 'spain':
      return 'spanish_restaurants';
    case 'spanish_school':
      return 'spanish_schools';
    case 'further_school':
      return isSpanishFurtherSchool(canteen) ? 'spanish_schools' : 'italian_schools';
    case 'chile':
      return 'chilean_restaurants';
    case 'other':
      return 'other_restaurants';
  }
}

/** Canteens whose lowercased id or name contains the lowercased query; an empty query matches all. */
export function searchCanteens<T extends CanteenLike>(
  canteens: readonly T[],
  query: string | null | undefined,
): T[] {
  const needle = (query ?? '').trim().toLowerCase();
  if (needle === '') return [...canteens];
  return canteens.filter(
    (canteen) =>
      canteen.id.toLowerCase().includes(needle) || (canteen.name ?? '').toLowerCase().includes(needle),
  );
}

/** Search only among the canteens this user may access; submitting the search picks the first result. */
export function searchAccessibleCanteens<T extends CanteenLike>(
  canteens: readonly T[],
  query: string | null | undefined,
  role: string | null | undefined,
  boCanteens: readonly string[] | null | undefined,
): T[] {
  return searchCanteens(chooserCanteens(canteens, role, boCanteens), query);
}

/** One non-empty section of the chooser with its canteens sorted by name, then id. */
export interface ChooserGroup<T> {
  section: ChooserSection;
  labelKey: string;
  canteens: T[];
}

function byNameThenId(a: CanteenLike, b: CanteenLike): number {
  const byName = (a.name ?? '').toLowerCase().localeCompare((b.name ?? '').toLowerCase());
  return byName !== 0 ? byName : a.id.localeCompare(b.id);
}

/** Groups canteens into the chooser sections, in section order, leaving out empty sections. */
export function groupCanteensForChooser<T extends CanteenLike>(canteens: readonly T[]): ChooserGroup<T>[] {
  return CHOOSER_SECTIONS.map((section) => ({
    section,
    labelKey: CHOOSER_SECTION_LABEL_KEYS[section],
    canteens: canteens.filter((canteen) => chooserSection(canteen) === section).sort(byNameThenId),
  })).filter((group) => group.canteens.length > 0);
}
