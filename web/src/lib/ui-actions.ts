// Opening the shell's modals and toasts from anywhere, through the session state (spec §3 guideModal, toast, error).
import toast from 'react-hot-toast';
import { DEFAULT_TOAST_TYPE, type ToastType } from '@backoffice/shared';
import { updateSessionState } from './session-state';

/** A toast of one of the spec's types (default success) with the spec's durations. */
export function showToast(text: string, type: ToastType = DEFAULT_TOAST_TYPE): void {
  updateSessionState({ toast: { text, type } });
  switch (type) {
    case 'error':
      toast.error(text);
      break;
    case 'success':
      toast.success(text);
      break;
    case 'loading':
      toast.loading(text);
      break;
    case 'custom':
      toast.custom(text);
      break;
    case 'blank':
      toast(text);
      break;
  }
}

/** The global error modal, titled Warning, with a close button (spec §8). */
export function showErrorModal(message: string): void {
  updateSessionState({ error: message, error_visible: true });
}

export function closeErrorModal(): void {
  updateSessionState({ error_visible: false });
}

/** The help guide of a page, found by slug (spec §7). */
export function openGuide(slug: string): void {
  updateSessionState({ guideModal: { visible: true, slug } });
}

export function closeGuide(): void {
  updateSessionState((state) => ({ guideModal: { ...state.guideModal, visible: false } }));
}

export function openImage(src: string): void {
  updateSessionState({ imageModal: { visible: true, src } });
}

export function openVideo(src: string): void {
  updateSessionState({ videoModal: { visible: true, src } });
}

export function closeMedia(): void {
  updateSessionState({ imageModal: { visible: false, src: null }, videoModal: { visible: false, src: null } });
}
