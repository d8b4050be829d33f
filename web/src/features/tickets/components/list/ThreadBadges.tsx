// Small labels of a thread shared by the list and the detail: kind, open/closed, unread.
import { useTranslation } from 'react-i18next';
import { isThreadOpen, threadKind } from '@backoffice/shared';
import { Badge } from '../../../../components/ui/Badge';
import type { ChatThread } from '../../../../lib/chat-threads';

export function KindBadge({ thread }: { thread: Pick<ChatThread, 'ifm'> }) {
  const { t } = useTranslation('tickets');
  const kind = threadKind(thread);
  return <Badge tone={kind === 'ifm' ? 'info' : 'neutral'}>{t(`kind.${kind}`)}</Badge>;
}

export function OpenBadge({ thread }: { thread: Pick<ChatThread, 'status'> }) {
  const { t } = useTranslation('tickets');
  return isThreadOpen(thread) ? (
    <Badge tone="success">{t('status.open')}</Badge>
  ) : (
    <Badge>{t('status.closed')}</Badge>
  );
}

export function UnreadBadge({ thread }: { thread: Pick<ChatThread, 'unread'> }) {
  const { t } = useTranslation('tickets');
  return thread.unread ? (
    <Badge tone="danger" className="uppercase tracking-wide">
      {t('unread.unread')}
    </Badge>
  ) : (
    <span className="text-xs text-slate-600">{t('unread.read')}</span>
  );
}
