// /send-notification and /send-notification/{id} (spec §6 Notifications, admin only): compose a programmed
// notification, or edit one nothing of which has been sent yet.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { composerValuesOf, newComposerValues, notificationEditable, type NotificationState } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { buttonClasses } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SkeletonText } from '../../../components/ui/Skeleton';
import { useFirstData } from '../../../lib/perf';
import { useSessionState } from '../../../lib/session-state';
import { useRouteParams } from '../../../lib/route-context';
import { useNotification } from '../api/notifications';
import { ComposerForm } from './ComposerForm';

export default function ComposerScreen() {
  const { id = null } = useRouteParams();
  const { t } = useTranslation('notifications');
  const { t: shell } = useTranslation('shell');
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const stored = useNotification(id);
  useFirstData(!id || stored.data !== undefined);
  const timeZone = typeof canteen?.time_zone === 'string' ? canteen.time_zone : undefined;
  const header = (
    <PageHeader
      title={shell('screens.sendNotification')}
      description={id ? t('composer.editDescription') : t('composer.description')}
      actions={
        <Link to="/email" className={buttonClasses('secondary')}>
          {t('composer.toManagement')}
        </Link>
      }
    />
  );
  if (!id) return (
    <>
      {header}
      <ComposerForm id={null} initial={newComposerValues(canteenId, timeZone)} />
    </>
  );
  if (stored.error) return (
    <>
      {header}
      <Alert tone="error">{t('composer.loadError')}</Alert>
    </>
  );
  if (stored.data === undefined) return (
    <>
      {header}
      <SkeletonText lines={6} />
    </>
  );
  if (stored.data === null || !notificationEditable(stored.data.state as NotificationState, stored.data.last_occurrence)) return (
    <>
      {header}
      <Alert tone="info">{stored.data ? t('composer.notEditable') : t('composer.notFound')}</Alert>
    </>
  );
  return (
    <>
      {header}
      <ComposerForm key={id} id={id} initial={composerValuesOf(stored.data, canteenId)} />
    </>
  );
}
