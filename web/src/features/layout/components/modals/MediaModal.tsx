// The image and video modals of spec §2 (session state imageModal / videoModal: visible and src).
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/ui/Modal';
import { useSessionState } from '../../../../lib/session-state';
import { closeMedia } from '../../../../lib/ui-actions';

export default function MediaModal() {
  const { t } = useTranslation('shell');
  const image = useSessionState((state) => state.imageModal);
  const video = useSessionState((state) => state.videoModal);
  const isVideo = video.visible && video.src;
  return (
    <Modal open onClose={closeMedia} title={isVideo ? t('modals.video') : t('modals.image')} size="xl">
      {isVideo ? (
        <video src={video.src ?? undefined} controls className="max-h-[70vh] w-full rounded-lg bg-black" />
      ) : (
        <img src={image.src ?? undefined} alt={t('modals.image')} className="mx-auto max-h-[70vh] rounded-lg object-contain" />
      )}
    </Modal>
  );
}
