// The global error modal of spec §8: titled Warning, the message, a close button.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { Modal } from '../../../../components/ui/Modal';
import { useSessionState } from '../../../../lib/session-state';
import { closeErrorModal } from '../../../../lib/ui-actions';

export default function ErrorModal() {
  const { t } = useTranslation('common');
  const message = useSessionState((state) => state.error);
  return (
    <Modal
      open
      onClose={closeErrorModal}
      title={t('errors.global.title')}
      size="sm"
      footer={<Button onClick={closeErrorModal}>{t('actions.close')}</Button>}
    >
      <p>{message}</p>
    </Modal>
  );
}
