// Mounts the shell's modals (spec §2) only while shown, each in its own small chunk.
import { Suspense, lazy } from 'react';
import { useSessionState } from '../../../../lib/session-state';

const GuideModal = lazy(() => import('./GuideModal'));
const MediaModal = lazy(() => import('./MediaModal'));
const ErrorModal = lazy(() => import('./ErrorModal'));

export function ModalHost() {
  const guide = useSessionState((state) => state.guideModal.visible);
  const media = useSessionState((state) => state.imageModal.visible || state.videoModal.visible);
  const error = useSessionState((state) => state.error_visible);
  return (
    <Suspense fallback={null}>
      {guide && <GuideModal />}
      {media && <MediaModal />}
      {error && <ErrorModal />}
    </Suspense>
  );
}
