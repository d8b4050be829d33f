// Fast commands (spec §6 FastCommands): no route of their own; the pinned commands are a dashboard area.
import { dashboardArea, type DashboardAreaEntry } from '../../lib/dashboard-areas';

/** Dashboard area (§6 FastCommands): the canteen's pinned commands, and the choice of them. */
export const dashboardAreas: readonly DashboardAreaEntry[] = [
  dashboardArea('fastCommands', 'FastCommands', () => import('./components/FastCommandsArea')),
];
