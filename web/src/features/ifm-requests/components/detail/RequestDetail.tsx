// The detail of one IFM request (spec §2): actions, facts, lines, status history and the live chat panel.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { accessAllowed, ifmStatusCanChange } from '@backoffice/shared';
import { Button, buttonClasses } from '../../../../components/ui/Button';
import { Card } from '../../../../components/ui/Card';
import { PageHeader } from '../../../../components/ui/PageHeader';
import { useSession } from '../../../session';
import type { IfmRequest } from '../../api/request';
import { StatusChangeDialog, type StatusChangeTarget } from '../StatusChangeDialog';
import { RequestChatPanel, chatPathOf } from './RequestChatPanel';
import { RequestFacts } from './RequestFacts';
import { RequestLines } from './RequestLines';
import { StatusHistory } from './StatusHistory';
import { printPathOf } from './paths';

const FROZEN_NOTE_ID = 'ifm-status-frozen-note';

export function RequestDetail({ request }: { request: IfmRequest }) {
  const { t } = useTranslation('ifmRequest');
  const { role } = useSession();
  const [target, setTarget] = useState<StatusChangeTarget | null>(null);
  // The rules decide who may write a status (orders:ifm update of status + status_change); the UI offers just that.
  const mayChange = accessAllowed('orders:ifm', 'update', {
    role,
    managesCanteen: true,
    changedFields: ['status', 'status_change'],
  });
  const frozen = !ifmStatusCanChange(request.status);

  return (
    <>
      <PageHeader
        title={t('screens.ifmRequestDetails', { ns: 'shell' })}
        description={t('detail.subtitle', { code: request.humanId })}
        actions={
          <>
            {mayChange && (
              <Button
                onClick={() =>
                  setTarget({ id: request.id, status: request.status, humanId: request.humanId })
                }
                disabled={frozen}
                aria-describedby={frozen ? FROZEN_NOTE_ID : undefined}
              >
                {t('actions.changeStatus')}
              </Button>
            )}
            <Link to={printPathOf(request.id)} className={buttonClasses('secondary')}>
              {t('actions.print')}
            </Link>
            <Link to={chatPathOf(request.id)} className={buttonClasses('secondary')}>
              {t('actions.openChat')}
            </Link>
          </>
        }
      />
      {mayChange && frozen && (
        <p id={FROZEN_NOTE_ID} className="-mt-3 mb-6 text-sm text-slate-700">
          {t('detail.frozen')}
        </p>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <Card title={t('detail.facts')}>
            <RequestFacts request={request} now={new Date()} />
          </Card>
          <Card title={t('lines.title')}>
            <RequestLines request={request} />
          </Card>
          <Card title={t('history.title')}>
            <StatusHistory request={request} />
          </Card>
        </div>
        <div className="min-w-0">
          <RequestChatPanel orderId={request.id} />
        </div>
      </div>
      <StatusChangeDialog request={target} onClose={() => setTarget(null)} />
    </>
  );
}
