// The dashboard's other areas (spec §2): each belongs to the feature that manages it, is shown to the roles that may
// open that feature's screen (the same §6 permission data as the route guard and the sidebar), and is loaded on its
// own, after the counters, so it adds nothing to the dashboard's chunk or its first figures.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { canOpenScreen, type ScreenKey } from '@backoffice/shared';
import { SkeletonText } from '../../../components/ui/Skeleton';
import { Card } from '../../../components/ui/Card';

interface Area {
  id: string;
  screen: ScreenKey;
  Component: LazyExoticComponent<ComponentType<{ canteenId: string; role?: string | null }>>;
}

const AREAS: readonly Area[] = [
  {
    id: 'invitation-codes',
    screen: 'RegoleContribuzione',
    Component: lazy(() => import('../../contribution-rules/components/dashboard/InvitationCodesArea')),
  },
  {
    id: 'rule-assignment',
    screen: 'RegoleContribuzione',
    Component: lazy(() => import('../../contribution-rules/components/dashboard/RuleAssignmentArea')),
  },
  { id: 'access-rules', screen: 'Admin', Component: lazy(() => import('../../access-rules/components/AccessRulesArea')) },
  { id: 'printers', screen: 'PrintersDashboard', Component: lazy(() => import('../../printers/components/PrintersArea')) },
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
