// The dashboard's other areas (spec §2): each declared by the feature that manages it (its routes.ts), shown to the
// roles that may open that feature's screen (the same §6 permission data as the route guard and the sidebar), and
// loaded on its own, after the counters, so it adds nothing to the dashboard's chunk or its first figures.
import { Suspense } from 'react';
import { canOpenScreen } from '@backoffice/shared';
import { SkeletonText } from '../../../components/ui/Skeleton';
import { Card } from '../../../components/ui/Card';
import type { DashboardAreaEntry } from '../../../lib/dashboard-areas';
import { dashboardAreas as accessRulesAreas } from '../../access-rules/routes';
import { dashboardAreas as contributionRulesAreas } from '../../contribution-rules/routes';
import { dashboardAreas as customersAreas } from '../../customers/routes';
import { dashboardAreas as fastCommandsAreas } from '../../fast-commands/routes';
import { dashboardAreas as printersAreas } from '../../printers/routes';
import { dashboardAreas as ratingsAreas } from '../../ratings/routes';
import { dashboardAreas as servicesAreas } from '../../services/routes';

const AREAS: readonly DashboardAreaEntry[] = [
  ...fastCommandsAreas,
  ...customersAreas,
  ...contributionRulesAreas,
  ...accessRulesAreas,
  ...printersAreas,
  ...ratingsAreas,
  ...servicesAreas,
];

export function DashboardAreas({ canteenId, role }: { canteenId: string; role: string | null | undefined }) {
  const shown = AREAS.filter((area) => canOpenScreen(area.screen, role));
  if (!canteenId || shown.length === 0) return null;
  return (
    <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2 xl:grid-cols-3">
      {shown.map(({ id, Component }) => (
        <Suspense
          key={id}
          fallback={
            <Card>
              <SkeletonText lines={4} />
            </Card>
          }
        >
          <Component canteenId={canteenId} role={role} />
        </Suspense>
      ))}
    </div>
  );
}
