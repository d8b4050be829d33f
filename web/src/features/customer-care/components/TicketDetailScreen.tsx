// /customer-care/details/{id}: the ticket live — conversation, reply, facts, and support's state and grade controls.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hasUnreadReply } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton, SkeletonText } from '../../../components/ui/Skeleton';
import { formatDate } from '../../../lib/format';
import { useFirstData } from '../../../lib/perf';
import { useRouteParams } from '../../../lib/route-context';
import { useSession } from '../../session';
import { customerCareCall, sideOfRole, useTicket, useTicketMessages } from '../api/tickets';
import { Conversation } from './Conversation';
import { ReplyForm } from './ReplyForm';
import { SupportControls } from './SupportControls';
import { GradeBadge, StateBadge } from './TicketBadges';

const SHORT: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

function BackLink() {
  const { t } = useTranslation('customerCare');
  return (
    <Link to="/customer-care" className={buttonClasses('secondary')}>
      {t('actions.back')}
    </Link>
  );
}

export default function TicketDetailScreen() {
  // The shell matches routes from the shared table and passes their parameters in its route context.
  const id = useRouteParams().id ?? null;
  const { t, i18n } = useTranslation('customerCare');
  const { t: shell } = useTranslation('shell');
  const { role } = useSession();
  const side = sideOfRole(role);
  const ticket = useTicket(id);
  const messages = useTicketMessages(ticket.data ? ticket.data.id : null, ticket.data?.canteenId ?? null);
  useFirstData(messages.data !== undefined || ticket.error !== undefined || ticket.data === null);
  const unread = ticket.data ? hasUnreadReply(ticket.data, side) : false;
  const marking = useRef<string | null>(null);
  useEffect(() => {
    // Once per new reply seen: the callable records this side's read time (a viewer only reads, it marks nothing).
    if (!unread || !ticket.data || role === 'visualizzatore') return;
    const mark = `${ticket.data.id}@${ticket.data.lastActivityAt?.getTime() ?? 0}`;
    if (marking.current === mark) return;
    marking.current = mark;
    customerCareCall({ action: 'markRead', ticketId: ticket.data.id }).catch((error: unknown) =>
      console.error('Ticket not marked read', error),
    );
  }, [unread, ticket.data, role]);

  const title = shell('screens.customerCareDetails');
  if (ticket.error || messages.error) {
    return (
      <>
        <PageHeader title={title} actions={<BackLink />} />
        <Alert tone="error">{t('detail.loadError')}</Alert>
      </>
    );
  }
  if (ticket.data === null) {
    return (
      <>
        <PageHeader title={title} actions={<BackLink />} />
        <EmptyState title={t('detail.notFound')} />
      </>
    );
  }
  if (!ticket.data || !messages.data) {
    return (
      <>
        <PageHeader title={title} actions={<BackLink />} />
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]" aria-busy="true">
          <Skeleton className="h-80 w-full" />
          <SkeletonText lines={6} />
        </div>
      </>
    );
  }
  const data = ticket.data;
  const when = (date: Date | null) => (date ? formatDate(date, i18n.language, SHORT) : '–');
  const mayReply = data.state !== 'closed' && role !== 'visualizzatore';

  return (
    <>
      <PageHeader
        title={title}
        description={
          <span className="block text-base font-semibold text-slate-900" data-testid="ticket-subject">
            {data.subject || t('noSubject')}
          </span>
        }
        actions={<BackLink />}
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card title={t('detail.conversation')}>
          <div className="flex flex-col gap-6">
            <Conversation messages={messages.data} />
            {mayReply ? (
              <ReplyForm ticketId={data.id} canteenId={data.canteenId} />
            ) : (
              <Alert tone="info">{data.state === 'closed' ? t('detail.closed') : t('detail.readOnly')}</Alert>
            )}
          </div>
        </Card>
        <div className="flex flex-col gap-6">
          <Card title={t('detail.facts')}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-slate-600">{t('fields.state')}</dt>
              <dd>
                <StateBadge state={data.state} />
              </dd>
              <dt className="text-slate-600">{t('fields.grade')}</dt>
              <dd>
                <GradeBadge grade={data.grade} />
              </dd>
              <dt className="text-slate-600">{t('fields.category')}</dt>
              <dd>{t(`categories.${data.category}`, { defaultValue: data.category || '–' })}</dd>
              <dt className="text-slate-600">{t('fields.tags')}</dt>
              <dd>{data.tags.join(', ') || '–'}</dd>
              <dt className="text-slate-600">{t('fields.canteen')}</dt>
              <dd>{data.canteenName || data.canteenId}</dd>
              <dt className="text-slate-600">{t('fields.requester')}</dt>
              <dd>{data.createdByName || '–'}</dd>
              <dt className="text-slate-600">{t('fields.created')}</dt>
              <dd>{when(data.createdAt)}</dd>
              <dt className="text-slate-600">{t('fields.firstResponse')}</dt>
              <dd>{when(data.firstResponseAt)}</dd>
              <dt className="text-slate-600">{t('fields.lastActivity')}</dt>
              <dd>{when(data.lastActivityAt)}</dd>
            </dl>
          </Card>
          {side === 'support' && (
            <Card title={t('detail.supportControls')}>
              <SupportControls ticket={data} />
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
