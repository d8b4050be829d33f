// The dashboard's invitation-codes area (spec §2 other dashboard areas): codes valid today, those ending within a
// week, redemptions of the last 30 days, and the way to the codes tab.
import { useTranslation } from 'react-i18next';
import { countFigure, DashboardArea } from '../../../../components/dashboard/DashboardArea';
import { useCodeFigures } from '../../api/codes';

export default function InvitationCodesArea({ canteenId }: { canteenId: string }) {
  const { t } = useTranslation('contributionRules');
  // Codes are valid by UTC day, as the codes tab and uploadCodeCSV count them.
  const figures = useCodeFigures(canteenId, new Date().toISOString().slice(0, 10));
  const value = (count: number | undefined) => countFigure(figures, count);
  return (
    <DashboardArea
      id="invitation-codes"
      title={t('dashboard.codes.title')}
      link={{ to: '/regole-contribuzione?tab=codes', label: t('dashboard.codes.manage') }}
      unavailable={t('dashboard.unavailable')}
      figures={[
        { id: 'codes-valid', label: t('dashboard.codes.valid'), value: value(figures.data?.valid) },
        { id: 'codes-expiring', label: t('dashboard.codes.expiring'), value: value(figures.data?.expiring) },
        { id: 'codes-redeemed', label: t('dashboard.codes.redeemed'), value: value(figures.data?.redeemed) },
      ]}
    />
  );
}
