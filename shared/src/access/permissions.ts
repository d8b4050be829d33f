// Screen permissions of spec §6 as data, plus the checks built on them (screens and canteen access).
import { normalizeCanteenId, CANTEEN_ID_PREFIX } from '../canteens/canteens';
import { SOUTH_AMERICA_ENVIRONMENT, type Environment } from '../i18n/i18n-env';
import {
  ALL_CANTEENS_ROLES,
  MANAGEMENT_ROLES,
  ROLE_PRIORITY,
  isBackOfficeRole,
  type BackOfficeRole,
} from './roles';

const MANAGEMENT = MANAGEMENT_ROLES;
const COMPANY_MANAGERS = ['company_manager', 'company_manager_plus'] as const;
const ADMIN_ONLY = ['admin'] as const;
const ADMINS = ['admin', 'admin_provider'] as const;
const SITE_EDITORS = ['admin', 'admin_provider', 'super_site_manager', 'site_manager'] as const;

/** The permission table of spec §6: screen key → roles allowed (before context rules). */
export const SCREEN_PERMISSIONS = {
  Utenti: ADMIN_ONLY,
  CreazioneMense: ADMIN_ONLY,
  ModificaMense: ADMIN_ONLY,
  DigitalSignageAll: ADMIN_ONLY,
  Ricette: ADMIN_ONLY,
  ListaSpesa: ADMIN_ONLY,
  // "all Notifications screens": sending, the programmed list and the details.
  Notifications: ADMIN_ONLY,
  NotificationsList: ADMIN_ONLY,
  NotificationDetails: ADMIN_ONLY,
  Stats: ADMIN_ONLY,
  Templates: ADMIN_ONLY,
  TcposOrderDetails: ADMIN_ONLY,
  ExternalListOrderDetails: ADMIN_ONLY,
  Services: ADMIN_ONLY,
  Printers: ADMIN_ONLY,
  CopiaStrutturaComunicazioni: ADMINS,
  ImportUtenti: ADMINS,
  Admin: ADMINS,
  CustomerCareSLA: ['admin', 'admin_provider', 'country_manager'],
  // site_manager is added in the South America environment, see ENVIRONMENT_EXTRA_ROLES.
  Planner: ['admin', 'admin_provider', 'super_site_manager'],
  Ristoranti: [...MANAGEMENT, 'visualizzatore'],
  Chat: [...MANAGEMENT, 'visualizzatore'],
  PagineStatiche: MANAGEMENT,
  Comunicazioni: MANAGEMENT,
  Servizi: MANAGEMENT,
  Combo: MANAGEMENT,
  MenuStructure: MANAGEMENT,
  AdminLogs: MANAGEMENT,
  Surveys: MANAGEMENT,
  PersonalizzaMense: SITE_EDITORS,
  FastCommands: SITE_EDITORS,
  RegoleContribuzione: SITE_EDITORS,
  RatesDashboardElements: SITE_EDITORS,
  Pickups: SITE_EDITORS,
  Slots: SITE_EDITORS,
  PaymentMethods: SITE_EDITORS,
  PrintersDashboard: SITE_EDITORS,
  EditorRicette: SITE_EDITORS,
  DeleteRecipe: SITE_EDITORS,
  DigitalSignage: ['admin', 'admin_provider', 'country_manager', 'super_site_manager'],
  Menu: [...MANAGEMENT, 'cuoco', 'visualizzatore'],
  Ordini: [...MANAGEMENT, ...COMPANY_MANAGERS, 'cuoco', 'visualizzatore'],
  Shop: [...MANAGEMENT, 'cuoco'],
  CoffeeBreak: [...MANAGEMENT, 'cuoco'],
  DieteSpeciali: [...MANAGEMENT, ...COMPANY_MANAGERS],
  CentriCosto: [...MANAGEMENT, ...COMPANY_MANAGERS],
  RichiesteIFM: [...MANAGEMENT, 'operatore_ifm', 'cliente_ifm'],
  GestioneIFM: ['operatore_ifm'],
  AffiliatedDashboardElements: COMPANY_MANAGERS,
  Dashboard: [...MANAGEMENT, 'cuoco', 'visualizzatore', ...COMPANY_MANAGERS],
  GestioneUtenti: [...MANAGEMENT, ...COMPANY_MANAGERS],
  UtentiDashboard: [...MANAGEMENT, ...COMPANY_MANAGERS, 'cuoco'],
  // Also needs the active canteen's customer_care.active, see CONTEXT_REQUIREMENTS.
  CustomerCare: [...MANAGEMENT, 'cuoco', 'visualizzatore'],
  RispostaTicket: [...MANAGEMENT, ...COMPANY_MANAGERS, 'cuoco'],
  ModificaOrdini: [
    'admin',
    'admin_provider',
    'cuoco',
    'country_manager',
    'super_site_manager',
    'site_manager',
    'company_manager_plus',
  ],
  // Spec §2 sidebar: "Tickets and News are visible to all" back-office roles.
  Tickets: ROLE_PRIORITY,
  News: ROLE_PRIORITY,
} as const satisfies Record<string, readonly BackOfficeRole[]>;

/** A screen key of the permission table. */
export type ScreenKey = keyof typeof SCREEN_PERMISSIONS;

/** Every screen key, in table order. */
export const SCREEN_KEYS = Object.keys(SCREEN_PERMISSIONS) as ScreenKey[];

/** Roles a screen gains in one environment (spec §6: Planner also for site_manager in South America). */
export const ENVIRONMENT_EXTRA_ROLES: Readonly<
  Partial<Record<ScreenKey, Partial<Record<Environment, readonly BackOfficeRole[]>>>>
> = {
  Planner: { [SOUTH_AMERICA_ENVIRONMENT]: ['site_manager'] },
};

/** What a screen needs beyond the role (spec §2 sidebar: CustomerCare needs customer care active). */
export const CONTEXT_REQUIREMENTS: Readonly<Partial<Record<ScreenKey, 'customerCareActive'>>> = {
  CustomerCare: 'customerCareActive',
};

/** Facts about the session that some screens depend on. */
export interface PermissionContext {
  /** Environment deduced from the API address. */
  environment?: Environment | null;
  /** The active canteen's customer_care.active flag. */
  customerCareActive?: boolean | null;
}

/** True when the value is a screen key of the table. */
export function isScreenKey(value: unknown): value is ScreenKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SCREEN_PERMISSIONS, value);
}

/** Roles allowed on a screen in a context (table roles plus the environment's extra roles). */
export function rolesForScreen(
  screenKey: ScreenKey,
  context: PermissionContext = {},
): readonly BackOfficeRole[] {
  const base: readonly BackOfficeRole[] = SCREEN_PERMISSIONS[screenKey];
  const extra = context.environment ? ENVIRONMENT_EXTRA_ROLES[screenKey]?.[context.environment] : undefined;
  return extra ? [...base, ...extra] : base;
}

/**
 * May this role open the screen? web_user, unknown roles and unknown keys never may; a missing
 * context fact counts as "no" (least privilege), so CustomerCare without customerCareActive is closed.
 */
export function canOpenScreen(
  screenKey: ScreenKey | string,
  role: string | null | undefined,
  context: PermissionContext = {},
): boolean {
  if (!isScreenKey(screenKey) || !isBackOfficeRole(role)) return false;
  if (!rolesForScreen(screenKey, context).includes(role)) return false;
  const requirement = CONTEXT_REQUIREMENTS[screenKey];
  return requirement === undefined || context[requirement] === true;
}

/** True for the roles that may open any canteen (admin, admin_provider). */
export function canAccessAllCanteens(role: string | null | undefined): boolean {
  return (ALL_CANTEENS_ROLES as readonly unknown[]).includes(role);
}

/**
 * May this role manage the canteen? The id must be non-empty and start with C_ (case-insensitive);
 * admin and admin_provider may manage any, other back-office roles only those in bo_canteens.
 */
export function canManageCanteen(
  canteenId: string | null | undefined,
  role: string | null | undefined,
  boCanteens: readonly string[] | null | undefined,
): boolean {
  const id = (canteenId ?? '').trim();
  // Spec §5: the id itself must already carry the prefix here; it is not added silently.
  if (id === '' || !id.toUpperCase().startsWith(CANTEEN_ID_PREFIX)) return false;
  if (!isBackOfficeRole(role)) return false;
  if (canAccessAllCanteens(role)) return true;
  const wanted = normalizeCanteenId(id);
  return (boCanteens ?? []).some(
    (entry) => typeof entry === 'string' && normalizeCanteenId(entry) === wanted,
  );
}

/** Canteens offered in the chooser: all for admins, those in bo_canteens for others, none for web_user. */
export function chooserCanteens<T extends { id: string }>(
  canteens: readonly T[],
  role: string | null | undefined,
  boCanteens: readonly string[] | null | undefined,
): T[] {
  return canteens.filter((canteen) => canManageCanteen(normalizeCanteenId(canteen.id), role, boCanteens));
}
