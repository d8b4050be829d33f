// Roles of spec §6: the names, their priority, how a user's role is resolved, help tags and body classes.

/** The 13 back-office roles, highest first (spec §6: "with several roles the highest wins"). */
export const ROLE_PRIORITY = [
  'admin',
  'admin_provider',
  'country_manager',
  'super_site_manager',
  'site_manager',
  'responsabile_mensa',
  'cuoco',
  'operatore_ifm',
  'cliente_ifm',
  'controllore',
  'company_manager',
  'company_manager_plus',
  'visualizzatore',
] as const;

/** All 14 roles: the back-office roles in priority order, then web_user (no back-office access). */
export const ROLES = [...ROLE_PRIORITY, 'web_user'] as const;

/** A role name as stored on the user document. */
export type Role = (typeof ROLES)[number];

/** A role that may use the back office (every role except web_user). */
export type BackOfficeRole = (typeof ROLE_PRIORITY)[number];

/** The default role: no back-office access, the user is logged out (spec §4 Session, §6). */
export const WEB_USER_ROLE = 'web_user' satisfies Role;

/** "Management roles" of the spec §6 permission table. */
export const MANAGEMENT_ROLES = [
  'admin',
  'admin_provider',
  'country_manager',
  'super_site_manager',
  'site_manager',
] as const satisfies readonly BackOfficeRole[];

/** Roles that may open any canteen and are offered all canteens in the chooser (spec §6). */
export const ALL_CANTEENS_ROLES = ['admin', 'admin_provider'] as const satisfies readonly BackOfficeRole[];

/** Numeric content tags that filter help news per role (spec §6); the canteen manager has none. */
export const ROLE_HELP_TAGS: Readonly<Record<Role, number | null>> = {
  admin: 91,
  admin_provider: 92,
  country_manager: 93,
  super_site_manager: 94,
  site_manager: 95,
  responsabile_mensa: null,
  cuoco: 96,
  operatore_ifm: 97,
  cliente_ifm: 98,
  controllore: 99,
  company_manager_plus: 100,
  company_manager: 101,
  visualizzatore: 102,
  web_user: 103,
};

/**
 * CSS classes the role puts on <body> (spec §6 names company manager, plus, controller, viewer).
 * company_manager_plus carries both classes because it "includes manager rights".
 */
export const ROLE_BODY_CLASSES: Readonly<Record<Role, readonly string[]>> = {
  admin: [],
  admin_provider: [],
  country_manager: [],
  super_site_manager: [],
  site_manager: [],
  responsabile_mensa: [],
  cuoco: [],
  operatore_ifm: [],
  cliente_ifm: [],
  controllore: ['controller'],
  company_manager: ['company-manager'],
  company_manager_plus: ['company-manager', 'plus'],
  visualizzatore: ['viewer'],
  web_user: [],
};

const ROLE_SET: ReadonlySet<string> = new Set(ROLES);
const BACK_OFFICE_ROLE_SET: ReadonlySet<string> = new Set(ROLE_PRIORITY);

/** True when the value is one of the 14 role names. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && ROLE_SET.has(value);
}

/** True when the value is a role that may use the back office (not web_user, not unknown). */
export function isBackOfficeRole(value: unknown): value is BackOfficeRole {
  return typeof value === 'string' && BACK_OFFICE_ROLE_SET.has(value);
}

/** True for the five management roles. */
export function isManagementRole(role: unknown): boolean {
  return (MANAGEMENT_ROLES as readonly unknown[]).includes(role);
}

/** The highest-priority back-office role among the given names, or web_user when none is known. */
export function highestRole(roles: Iterable<unknown>): Role {
  let best: BackOfficeRole | null = null;
  for (const candidate of roles) {
    if (!isBackOfficeRole(candidate)) continue;
    if (best === null || ROLE_PRIORITY.indexOf(candidate) < ROLE_PRIORITY.indexOf(best)) best = candidate;
  }
  return best ?? WEB_USER_ROLE;
}

/** The fields of a user document that decide its role. */
export interface RoleSource {
  role?: unknown;
  roles?: unknown;
}

/**
 * Resolves a user's role: no roles object → web_user; else the stored role when it is a known role;
 * else the highest role whose flag in `roles` is truthy; else web_user.
 */
export function resolveRole(user: RoleSource | null | undefined): Role {
  // Spec §4: a user without a roles object becomes web_user and is logged out, whatever `role` says.
  if (!user || typeof user.roles !== 'object' || user.roles === null || Array.isArray(user.roles)) {
    return WEB_USER_ROLE;
  }
  if (isRole(user.role)) return user.role;
  // "roles" maps role to flag: a false flag means the role is not held (least privilege).
  const held = Object.entries(user.roles as Record<string, unknown>)
    .filter(([, flag]) => Boolean(flag))
    .map(([name]) => name);
  return highestRole(held);
}

/** Body styling classes for a role; none for an unknown role. */
export function roleBodyClasses(role: unknown): readonly string[] {
  return isRole(role) ? ROLE_BODY_CLASSES[role] : [];
}

/** The help-news content tag of a role, or null (canteen manager and unknown roles). */
export function roleHelpTag(role: unknown): number | null {
  return isRole(role) ? ROLE_HELP_TAGS[role] : null;
}
