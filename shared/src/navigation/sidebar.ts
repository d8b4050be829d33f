// Guards and sidebar built from the route table: who may open a path, which entries a role sees.
import { FALLBACK_PATH } from '../core/constants';
import { canOpenScreen, type PermissionContext } from '../access/permissions';
import { isBackOfficeRole } from '../access/roles';
import { ROUTES, SIDEBAR_GROUPS, matchRoute, type RouteDefinition, type SidebarGroupId } from './routes';

/** May this role open the route? Unguarded routes are open to every back-office role, never to web_user. */
export function canOpenRoute(
  route: RouteDefinition,
  role: string | null | undefined,
  context: PermissionContext = {},
): boolean {
  if (route.screenKey === null) return isBackOfficeRole(role);
  return canOpenScreen(route.screenKey, role, context);
}

/** Where the SPA should go for a path: the path itself when allowed, else /home (spec §2, §6). */
export function resolveNavigation(
  pathname: string,
  role: string | null | undefined,
  context: PermissionContext = {},
): { allowed: boolean; redirectTo: string | null } {
  const match = matchRoute(pathname);
  if (match !== null && canOpenRoute(match.route, role, context)) return { allowed: true, redirectTo: null };
  return { allowed: false, redirectTo: FALLBACK_PATH };
}

/** One visible sidebar entry. */
export interface SidebarEntry {
  routeId: string;
  path: string;
  labelKey: string;
  order: number;
  badge?: 'unreadChat';
}

/** One sidebar group with its visible entries; the IFM group has parent 'others'. */
export interface SidebarSection {
  group: SidebarGroupId;
  labelKey: string;
  parent: SidebarGroupId | null;
  order: number;
  entries: SidebarEntry[];
}

/** The sidebar a role sees, groups and entries in spec order; groups without visible entries are left out. */
export function sidebarFor(
  role: string | null | undefined,
  context: PermissionContext = {},
): SidebarSection[] {
  const visible = ROUTES.flatMap((route) => {
    if (!route.sidebar) return [];
    const key = route.sidebar.visibleFor ?? route.screenKey;
    const shown = key === null ? isBackOfficeRole(role) : canOpenScreen(key, role, context);
    return shown ? [{ route, placement: route.sidebar }] : [];
  });
  return SIDEBAR_GROUPS.map((group) => ({
    group: group.id,
    labelKey: group.labelKey,
    parent: group.parent,
    order: group.order,
    entries: visible
      .filter(({ placement }) => placement.group === group.id)
      .map(({ route, placement }): SidebarEntry => {
        const entry: SidebarEntry = {
          routeId: route.id,
          path: route.path,
          labelKey: placement.labelKey,
          order: placement.order,
        };
        return placement.badge ? { ...entry, badge: placement.badge } : entry;
      })
      .sort((a, b) => a.order - b.order),
  })).filter((section) => section.entries.length > 0);
}
