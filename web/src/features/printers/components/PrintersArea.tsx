// The dashboard's printers area (spec §6 Printers dashboard, for the site editors): the canteen's active printers and
// its print queue by state, read by count(); the printers screen is linked for the roles that may open it (admin).
import useSWR from 'swr';
import { collection, getCountFromServer, query, where } from 'firebase/firestore';
import { useTranslation } from 'react-i18next';
import { canOpenScreen, PRINT_JOBS, PRINTERS } from '@backoffice/shared';
import { countFigure, DashboardArea } from '../../../components/dashboard/DashboardArea';
import { db } from '../../../lib/firestore';

async function printerFigures(canteenId: string) {
  const count = async (...filters: Array<[string, '==', unknown]>) =>
    (await getCountFromServer(query(collection(db, PRINT_JOBS), where('canteen_id', '==', canteenId), ...filters.map(([f, op, v]) => where(f, op, v))))).data().count;
  const [active, pending, failed] = await Promise.all([
    getCountFromServer(query(collection(db, PRINTERS), where('canteen_id', '==', canteenId), where('active', '==', true))).then((s) => s.data().count),
    count(['status', '==', 'pending']),
    count(['status', '==', 'failed']),
  ]);
  return { active, pending, failed };
}

export default function PrintersArea({ canteenId, role }: { canteenId: string; role?: string | null }) {
  const { t } = useTranslation('printers');
  const figures = useSWR(['dashboard/printers', canteenId], () => printerFigures(canteenId), { revalidateOnFocus: false, shouldRetryOnError: false });
  const value = (count: number | undefined) => countFigure(figures, count);
  return (
    <DashboardArea
      id="printers"
      title={t('dashboard.title')}
      link={canOpenScreen('Printers', role) ? { to: '/printers', label: t('dashboard.manage') } : undefined}
      unavailable={t('dashboard.unavailable')}
      figures={[
        { id: 'printers-active', label: t('dashboard.active'), value: value(figures.data?.active) },
        { id: 'jobs-pending', label: t('dashboard.pending'), value: value(figures.data?.pending) },
        { id: 'jobs-failed', label: t('dashboard.failed'), value: value(figures.data?.failed) },
      ]}
    />
  );
}
