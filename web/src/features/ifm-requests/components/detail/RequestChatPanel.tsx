// The latest messages of the request's chat thread, live (the trigger's 'Stato: …' messages appear here at once).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/Alert';
import { buttonClasses } from '../../../../components/ui/Button';
import { Card } from '../../../../components/ui/Card';
import { SkeletonText } from '../../../../components/ui/Skeleton';
import { ChatMessageList } from '../../../../components/chat/ChatMessageList';
import { useIfmChatThread } from '../../../../lib/chat-threads';
import { useSession } from '../../../session';
import { useDetailFormat } from './useDetailFormat';

/** How many of the newest messages the panel shows; the whole thread is one click away. */
const LATEST_MESSAGES = 8;

export function chatPathOf(orderId: string): string {
  return `/tickets/details-ifm/${encodeURIComponent(orderId)}`;
}

export function RequestChatPanel({ orderId }: { orderId: string }) {
  const { t } = useTranslation('ifmRequest');
  const { language } = useDetailFormat();
  const { data: thread, error } = useIfmChatThread(orderId, useSession());
  const messages = thread?.messages.slice(-LATEST_MESSAGES) ?? [];
  return (
    <Card
      title={t('chat.title')}
      actions={
        <Link to={chatPathOf(orderId)} className={buttonClasses('ghost', 'sm')}>
          {t('chat.open')}
        </Link>
      }
    >
      {error ? (
        <Alert tone="error">{t('chat.failed')}</Alert>
      ) : thread === undefined ? (
        <SkeletonText lines={5} />
      ) : (
        <>
          {thread !== null && thread.messages.length > messages.length && (
            <p className="mb-2 text-xs text-slate-600">
              {t('chat.latest', { shown: messages.length, count: thread.messages.length })}
            </p>
          )}
          <ChatMessageList
            messages={messages}
            language={language}
            emptyText={thread === null ? t('chat.none') : undefined}
            className="max-h-[32rem] overflow-y-auto"
          />
        </>
      )}
    </Card>
  );
}
