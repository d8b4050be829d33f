// The dashboard's other areas (spec §2) a feature declares beside its routes: each with the §6 screen key whose roles
// see it, loaded on its own (with the §9 chunk timeout) so it adds nothing to the dashboard's chunk.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenKey } from '@backoffice/shared';
import { withChunkTimeout } from './chunk-load';

export interface DashboardAreaProps {
  canteenId: string;
  role?: string | null;
}

export interface DashboardAreaEntry {
  id: string;
  screen: ScreenKey;
  Component: LazyExoticComponent<ComponentType<DashboardAreaProps>>;
}

export function dashboardArea(
  id: string,
  screen: ScreenKey,
  load: () => Promise<{ default: ComponentType<DashboardAreaProps> }>,
): DashboardAreaEntry {
  return { id, screen, Component: lazy(withChunkTimeout(load)) };
}
