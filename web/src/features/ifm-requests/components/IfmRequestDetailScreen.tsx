// /richieste-ifm/{id} and its print view /richieste-ifm/{id}/print: one IFM request of the active canteen, live.
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ifmPathAfterStatusSave, normalizeCanteenId } from '@backoffice/shared';
import { useRouteParams } from '../../../lib/route-context';
import { Alert } from '../../../components/ui/Alert';
import { buttonClasses } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useSessionState } from '../../../lib/session-state';
import { useSession } from '../../session';
import { useIfmRequest } from '../api/request';
import { DetailSkeleton } from './detail/DetailSkeleton';
import { RequestDetail } from './detail/RequestDetail';
import { RequestPrintView } from './detail/RequestPrintView';
import { isPrintPath } from './detail/paths';
import { useFirstData } from '../../../lib/perf';

/** Why the request is not shown, as the key of its message. */
type Problem = 'notFound' | 'denied' | 'failed' | 'otherCanteen';

function ProblemView({ problem, values }: { problem: Problem; values?: Record<string, string> }) {
  const { t } = useTranslation('ifmRequest');
  const { role } = useSession();
  return (
    <>
      <PageHeader title={t('screens.ifmRequestDetails', { ns: 'shell' })} />
      <Alert tone={problem === 'failed' ? 'error' : 'warning'}>{t(`problems.${problem}`, values)}</Alert>
      <Link to={ifmPathAfterStatusSave(role)} className={buttonClasses('secondary', 'md', 'mt-4')}>
        {t('actions.backToList')}
      </Link>
    </>
  );
}

export default function IfmRequestDetailScreen() {
  const { t } = useTranslation('ifmRequest');
  const { id = '' } = useRouteParams();
  const { pathname } = useLocation();
  const activeCanteen = useSessionState((state) => state.active_canteen);
  const { data: request, error } = useIfmRequest(id === '' ? null : id);
  useFirstData(request !== undefined || error !== undefined);

  if (error) return <ProblemView problem={error.problem === 'denied' ? 'denied' : 'failed'} />;
  if (request === undefined) {
    return (
      <>
        <PageHeader title={t('screens.ifmRequestDetails', { ns: 'shell' })} />
        <DetailSkeleton />
      </>
    );
  }
  if (request === null) return <ProblemView problem="notFound" />;
  // Requests are managed inside the active canteen: one of another canteen is not shown here (admins read all).
  if (normalizeCanteenId(request.canteenId) !== normalizeCanteenId(activeCanteen ?? '')) {
    return <ProblemView problem="otherCanteen" values={{ canteen: request.canteenId }} />;
  }
  return isPrintPath(pathname) ? <RequestPrintView request={request} /> : <RequestDetail request={request} />;
}
