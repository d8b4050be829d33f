// A modal dialog on Headless UI: focus trapped, Escape closes, titled; optionally draggable by its title bar.
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { ScrollBody } from './ScrollBody';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom right. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** The panel can be moved by dragging its title bar. */
  draggable?: boolean;
  /** Extra controls in the title bar, before the close button. */
  titleActions?: ReactNode;
}

const WIDTHS = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

export function Modal({ open, onClose, title, children, footer, size = 'md', draggable = false, titleActions }: ModalProps) {
  const { t } = useTranslation('common');
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number } | null>(null);

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (!draggable || (event.target as HTMLElement).closest('button')) return;
    drag.current = { x: event.clientX - offset.x, y: event.clientY - offset.y };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const moveDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setOffset({ x: event.clientX - drag.current.x, y: event.clientY - drag.current.y });
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel
          className={cx('flex max-h-[90vh] w-full flex-col rounded-xl bg-white shadow-2xl', WIDTHS[size])}
          style={draggable ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : undefined}
        >
          <div
            className={cx(
              'flex items-center gap-2 border-b border-slate-200 px-5 py-3',
              draggable && 'cursor-move select-none touch-none',
            )}
            onPointerDown={startDrag}
            onPointerMove={moveDrag}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            data-draggable={draggable || undefined}
          >
            <DialogTitle className="flex-1 text-lg font-semibold text-slate-900">{title}</DialogTitle>
            {titleActions}
            <button
              type="button"
              onClick={onClose}
              className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              aria-label={t('actions.close')}
            >
              <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" fill="currentColor">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </button>
          </div>
          <ScrollBody className="px-5 py-4 text-sm text-slate-800">{children}</ScrollBody>
          {footer && <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
