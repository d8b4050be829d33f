// Help-content tags of spec §9: by environment and canteen type, with the role's tag appended.
import { canteenType, isSpanishFurtherSchool, type CanteenLike } from '../canteens/canteens';
import type { Environment } from '../i18n/i18n-env';
import { roleHelpTag } from '../access/roles';

/** Tags used for the restaurants guide and the glossary, whatever the canteen (spec §9). */
export const GUIDE_SLUG_TAGS: readonly number[] = [6, 10];

/** Tags by environment and canteen type (spec §9). */
export const HELP_TAGS = {
  southAmerica: [3, 10],
  aLaCarta: [6, 11],
  default: [6, 10],
  italianSchool: [6, 15],
  spanishSchool: [8, 16],
  furtherSchool: [6, 14],
  furtherSchoolSpanish: [8, 14],
  spanishCanteen: [8, 10],
} as const satisfies Record<string, readonly number[]>;

/**
 * Help tags for a session. The environment decides first (South America, a-la-carta), then the
 * active canteen's type; the role's tag is appended when it has one (none for responsabile_mensa).
 */
export function helpTags(
  environment: Environment,
  canteen: CanteenLike | null | undefined,
  role: string | null | undefined,
): number[] {
  const roleTag = roleHelpTag(role);
  return roleTag === null
    ? [...baseHelpTags(environment, canteen)]
    : [...baseHelpTags(environment, canteen), roleTag];
}

function baseHelpTags(environment: Environment, canteen: CanteenLike | null | undefined): readonly number[] {
  if (environment === 'chile') return HELP_TAGS.southAmerica;
  if (environment === 'allacarta') return HELP_TAGS.aLaCarta;
  if (!canteen) return HELP_TAGS.default;
  switch (canteenType(canteen)) {
    case 'italian_school':
      return HELP_TAGS.italianSchool;
    case 'spanish_school':
      return HELP_TAGS.spanishSchool;
    case 'further_school':
      return isSpanishFurtherSchool(canteen) ? HELP_TAGS.furtherSchoolSpanish : HELP_TAGS.furtherSchool;
    case 'spanish_canteen':
      return HELP_TAGS.spanishCanteen;
    case 'other':
      return HELP_TAGS.default;
  }
}
