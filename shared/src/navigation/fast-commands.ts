// Fast commands (spec §3 client session state bo_fast_commands, §6 FastCommands): the command palette's entries — the
// routes the role may open (from the same route and permission tables as the guard and the sidebar) and a few shell
// actions — and the commands pinned per canteen on the user document.
import { z } from 'zod';
import { canOpenScreen, type PermissionContext } from '../access/permissions';
import { isBackOfficeRole } from '../access/roles';
import { ROUTES, SIDEBAR_GROUPS } from './routes';

/** Commands a user pins per canteen (shown on the dashboard). */
export const MAX_PINNED_FAST_COMMANDS = 12;

/** Shell actions the palette offers besides the routes. */
export const FAST_COMMAND_ACTIONS = ['toggleSidebar'] as const;
export type FastCommandAction = (typeof FAST_COMMAND_ACTIONS)[number];

export interface FastCommand {
  /** The route id, or `action:<name>`. */
  id: string;
  kind: 'route' | 'action';
  /** The path a route command opens. */
  path: string | null;
  /** Shell-namespace key of its label (`screens.<id>` for routes, `fastActions.<name>` for actions). */
  labelKey: string;
  /** Sidebar group of the route, or 'other'. */
  group: string;
}

const groupOrder = new Map<string, number>(SIDEBAR_GROUPS.map((group) => [group.id, group.order]));

/**
 * Every command the role may use: each route without parameters whose screen key the role may open (routes open to
 * every role included), sidebar entries first in sidebar order, then the others by id; then the shell actions.
 */
export function fastCommandsFor(role: string | null | undefined, context: PermissionContext = {}): FastCommand[] {
  if (!isBackOfficeRole(role)) return [];
  const routes = ROUTES.filter(
    (route) =>
      !route.path.includes(':') && (route.screenKey === null || canOpenScreen(route.screenKey, role, context)),
  );
  const rank = (route: (typeof ROUTES)[number]) =>
    route.sidebar ? (groupOrder.get(route.sidebar.group) ?? 9) * 100 + route.sidebar.order : 10_000;
  const sorted = [...routes].sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id));
  return [
    ...sorted.map<FastCommand>((route) => ({
      id: route.id,
      kind: 'route',
      path: route.path,
      labelKey: `screens.${route.id}`,
      group: route.sidebar?.group ?? 'other',
    })),
    ...FAST_COMMAND_ACTIONS.map<FastCommand>((action) => ({
      id: `action:${action}`,
      kind: 'action',
      path: null,
      labelKey: `fastActions.${action}`,
      group: 'other',
    })),
  ];
}

/** Lower case without accents, spaces collapsed. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The commands matching the typed text: every word must start a word of the label or of the path; those whose label
 * starts with the text first, then in the given order. An empty text keeps them all.
 */
export function filterFastCommands<C extends { path: string | null }>(
  commands: readonly C[],
  labelOf: (command: C) => string,
  text: string,
): C[] {
  const words = fold(text).split(' ').filter((word) => word !== '');
  if (words.length === 0) return [...commands];
  const scored = commands.flatMap((command, index) => {
    const label = fold(labelOf(command));
    const haystack = ` ${label} ${fold(command.path ?? '').replace(/[/_-]/g, ' ')}`;
    if (!words.every((word) => haystack.includes(` ${word}`))) return [];
    return [{ command, index, starts: label.startsWith(words.join(' ')) ? 0 : 1 }];
  });
  return scored.sort((a, b) => a.starts - b.starts || a.index - b.index).map((entry) => entry.command);
}

/** The pins of one canteen as stored: route ids, at most MAX_PINNED_FAST_COMMANDS, each once. */
export const fastCommandPinsSchema = z
  .array(z.string().min(1).max(64))
  .max(MAX_PINNED_FAST_COMMANDS)
  .refine((ids) => new Set(ids).size === ids.length, 'Each command once');

/** The canteen's pinned route commands the role may still use, in the stored order (unknown or forbidden ids dropped). */
export function pinnedFastCommands(
  stored: Record<string, unknown> | null | undefined,
  canteenId: string | null | undefined,
  available: readonly FastCommand[],
): FastCommand[] {
  const ids = canteenId ? stored?.[canteenId] : undefined;
  if (!Array.isArray(ids)) return [];
  const byId = new Map(available.filter((command) => command.kind === 'route').map((command) => [command.id, command]));
  const seen = new Set<string>();
  return ids.flatMap((id) => {
    if (typeof id !== 'string' || seen.has(id)) return [];
    seen.add(id);
    const command = byId.get(id);
    return command ? [command] : [];
  });
}

/** The pins after pinning or unpinning `id`: a new pin goes last; when the maximum is reached nothing is added. */
export function togglePinnedFastCommand(current: readonly string[], id: string): string[] {
  if (current.includes(id)) return current.filter((entry) => entry !== id);
  if (current.length >= MAX_PINNED_FAST_COMMANDS) return [...current];
  return [...current, id];
}
