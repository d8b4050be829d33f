// The actions a notification's state allows (pause, resume, cancel, send now), through updateNotificationState;
// cancel asks first. Shown only when the state allows them (hidden, not disabled).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_ACTIONS, notificationActionAllowed, type NotificationAction, type NotificationState } from '@backoffice/shared';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { showToast } from '../../../lib/ui-actions';
import { changeNotificationState, refusalKey } from '../api/notifications';

export function StateActions({ id, state, name }: { id: string; state: NotificationState; name: string }) {
  const { t } = useTranslation('notifications');
  const [busy, setBusy] = useState<NotificationAction | null>(null);
  const [confirming, setConfirming] = useState(false);
  const run = async (action: NotificationAction) => {
    setBusy(action);
    try {
      await changeNotificationState(id, action);
      showToast(t(`actions.done.${action}`, { name }), 'success');
    } catch (error) {
      const key = refusalKey(error);
      showToast(key ? t(key) : t('actions.failed'), 'error');
    } finally {
      setBusy(null);
    }
  };
  const allowed = NOTIFICATION_ACTIONS.filter((action) => notificationActionAllowed(state, action));
  if (allowed.length === 0) return null;
  return (
    <span className="flex flex-wrap justify-end gap-1">
      {allowed.map((action) => (
        <Button
          key={action}
          variant={action === 'cancel' ? 'secondary' : 'ghost'}
          disabled={busy !== null}
          aria-label={t(`actions.label.${action}`, { name })}
          onClick={() => (action === 'cancel' ? setConfirming(true) : void run(action))}
        >
          {t(`actions.${action}`)}
        </Button>
      ))}
      <ConfirmDialog
        open={confirming}
        title={t('actions.cancelTitle')}
        message={t('actions.cancelMessage', { name })}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run('cancel');
        }}
      />
    </span>
  );
}
