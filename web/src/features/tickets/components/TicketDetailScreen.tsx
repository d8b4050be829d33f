// /tickets/details/{chatId} and /tickets/details-ifm/{orderId} (spec §2, §3, §6): the live thread, replies, read marks.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { canOpenScreen } from '@backoffice/shared';
import { useCurrentRoute } from '../../../lib/route-context';
import { ChatMessageList } from '../../../components/chat/ChatMessageList';
import { Alert } from '../../../components/ui/Alert';
import { buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton, SkeletonText } from '../../../components/ui/Skeleton';
import { useChatThread, useIfmChatThread, type ChatThread } from '../../../lib/chat-threads';
import { useSessionState } from '../../../lib/session-state';
import { useSession } from '../../session';
import { useMarkThreadRead } from '../api/mark-read';
import { ReplyBox } from './detail/ReplyBox';
import { ThreadStatusButton } from './detail/ThreadStatusButton';
import { ThreadSummary } from './detail/ThreadSummary';
import { useFirstData } from '../../../lib/perf';

function BackLink() {
  const { t } = useTranslation('tickets');
  return (
    <Link to="/tickets" className={buttonClasses('secondary')}>
      {t('detail.back')}
    </Link>
  );
}

function LoadingThread() {
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]" aria-busy="true">
      <Skeleton className="h-80 w-full" />
      <SkeletonText lines={6} />
    </div>
  );
}

function ThreadView({ thread, title }: { thread: ChatThread; title: string }) {
  const { t, i18n } = useTranslation('tickets');
  const { role, environment } = useSession();
  const activeCanteen = useSessionState((state) => state.active_canteen);
  const activeData = useSessionState((state) => state.active_canteen_data);
  // Spec §6 RispostaTicket: the roles that reply; the rules let the same roles close threads and mark them read.
  const canReply = canOpenScreen('RispostaTicket', role, { environment });
  useMarkThreadRead(thread, canReply);
  const canteenName =
    thread.canteenId === activeCanteen && typeof activeData?.name === 'string' ? activeData.name : null;

  return (
    <>
      <PageHeader
        title={title}
        description={
          <>
            <span className="block text-base font-semibold text-slate-900" data-testid="thread-subject">
              {thread.subject || t('list.noSubject')}
            </span>
            {t('detail.description', { customer: thread.name || '–' })}
          </>
        }
        actions={
          <>
            {canReply && <ThreadStatusButton thread={thread} />}
            <BackLink />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card title={t('detail.messages')}>
          <div className="flex flex-col gap-4">
            <ChatMessageList
              messages={thread.messages}
              language={i18n.language}
              className="max-h-[60vh] overflow-y-auto"
            />
            {canReply ? <ReplyBox chatId={thread.id} /> : <Alert tone="info">{t('detail.readOnly')}</Alert>}
          </div>
        </Card>
        <Card title={t('detail.summary')}>
          <ThreadSummary
            thread={thread}
            canteenName={canteenName}
            canOpenRequest={canOpenScreen('RichiesteIFM', role, { environment })}
          />
        </Card>
      </div>
    </>
  );
}

export default function TicketDetailScreen() {
  const { t } = useTranslation('tickets');
  const { t: shell } = useTranslation('shell');
  const { route, params } = useCurrentRoute();
  const id = params.id ?? '';
  // /tickets/details-ifm/{id} names the IFM request; the thread is the one whose ifm is that id (spec §7).
  const byIfm = route.id === 'ticketDetailsIfm';
  const direct = useChatThread(byIfm ? null : id);
  const ofRequest = useIfmChatThread(byIfm ? id : null, useSession());
  const { data: thread, error } = byIfm ? ofRequest : direct;

  // A missing document reads as permission-denied under the rules (they look at its fields): both are "not found".
  const missing = thread === null || (error as { code?: string } | undefined)?.code === 'permission-denied';
  useFirstData(thread !== undefined || missing || error !== undefined);
  if (error && !missing) {
    return (
      <>
        <PageHeader title={shell(`screens.${route.id}`)} actions={<BackLink />} />
        <Alert tone="error">{t('detail.loadError')}</Alert>
      </>
    );
  }
  if (thread === undefined && !missing) {
    return (
      <>
        <PageHeader title={shell(`screens.${route.id}`)} />
        <LoadingThread />
      </>
    );
  }
  if (missing || !thread) {
    return (
      <>
        <PageHeader title={shell(`screens.${route.id}`)} />
        <EmptyState
          title={t('detail.notFound.title')}
          description={t(byIfm ? 'detail.notFound.ifm' : 'detail.notFound.ticket', { id })}
          action={<BackLink />}
        />
      </>
    );
  }
  return <ThreadView thread={thread} title={shell(`screens.${route.id}`)} />;
}
