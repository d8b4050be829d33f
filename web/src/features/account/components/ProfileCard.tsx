// The account's profile: who the user is, their role and the restaurants they manage (read from users/{uid}).
import { useTranslation } from 'react-i18next';
import { canAccessAllCanteens } from '@backoffice/shared';
import { Card } from '../../../components/ui/Card';
import { useSession } from '../../session';

export function ProfileCard() {
  const { t } = useTranslation('shell');
  const { profile, role, boCanteens } = useSession();
  const rows: Array<[string, string]> = [
    [t('account.profile.name'), profile.name ?? ''],
    [t('account.profile.surname'), profile.surname ?? ''],
    [t('account.profile.email'), profile.email ?? ''],
    [t('account.profile.company'), profile.company ?? ''],
    [t('account.profile.role'), t(`roles.${role}`)],
    [
      t('account.profile.canteens'),
      canAccessAllCanteens(role) ? t('account.profile.allCanteens') : boCanteens.join(', ') || t('account.profile.none'),
    ],
  ];
  return (
    <Card title={t('account.profile.title')}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
            <dd className="mt-1 text-sm text-slate-900">{value || '-'}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
