// Close or reopen a thread (RispostaTicket roles; the rules allow them to change its status).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isThreadOpen } from '@backoffice/shared';
import { Button } from '../../../../components/ui/Button';
import type { ChatThread } from '../../../../lib/chat-threads';
import { showToast } from '../../../../lib/ui-actions';
import { setThreadOpen } from '../../api/thread-status';

export function ThreadStatusButton({ thread }: { thread: ChatThread }) {
  const { t } = useTranslation('tickets');
  const [busy, setBusy] = useState(false);
  const open = isThreadOpen(thread);
  const toggle = async () => {
    setBusy(true);
    try {
      await setThreadOpen(thread.id, !open);
      showToast(t(open ? 'detail.closed' : 'detail.reopened'), 'success');
    } catch (error) {
      console.error(`Thread ${thread.id} status not changed`, error);
      showToast(t('detail.statusError'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={() => void toggle()}>
      {t(open ? 'detail.close' : 'detail.reopen')}
    </Button>
  );
}
