// /users/details/{id} (spec §2, §6 Utenti): a user's profile, card and canteens, orders and sign-ins, statistics,
// and — for somebody else — their role and managed canteens.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { buttonClasses } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useRouteParams } from '../../../lib/route-context';
import { useSession } from '../../session';
import { useUser } from '../api/users';
import { UserAccessCard } from './UserAccessCard';
import { UserActivityCard, UserProfileCard, UserStatisticsCard } from './UserSummary';

export default function UserDetailsScreen() {
  const { t } = useTranslation('users');
  const { id = '' } = useRouteParams();
  const session = useSession();
  const user = useUser(id);
  const back = (
    <Link to="/users" className={buttonClasses('secondary')}>
      {t('details.back')}
    </Link>
  );

  if (user.error)
    return (
      <>
        <PageHeader title={t('details.title')} actions={back} />
        <Alert tone="error">{t('details.loadError')}</Alert>
      </>
    );
  if (user.data === undefined)
    return (
      <>
        <PageHeader title={t('details.title')} actions={back} />
        <Skeleton className="h-64" />
      </>
    );
  if (user.data === null)
    return (
      <>
        <PageHeader title={t('details.title')} actions={back} />
        <Alert tone="warning">{t('details.notFound')}</Alert>
      </>
    );

  const profile = user.data.profile;
  return (
    <>
      <PageHeader
        title={`${profile.name} ${profile.surname}`.trim() || t('details.title')}
        description={profile.email}
        actions={back}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <UserProfileCard user={user.data} />
        <UserAccessCard user={user.data} self={user.data.id === session.uid} />
        <UserActivityCard uid={user.data.id} />
        <UserStatisticsCard uid={user.data.id} />
      </div>
    </>
  );
}
