// A drag-and-drop area for files that is also a keyboard-reachable "choose a file" button.
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';

export interface FileDropAreaProps {
  onFiles: (files: File[]) => void;
  /** Accepted types, as for <input accept>. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** A line under the prompt (formats, size). */
  hint?: string;
}

export function FileDropArea({ onFiles, accept, multiple = false, disabled = false, hint }: FileDropAreaProps) {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={cx(
        'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors',
        dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white',
        disabled && 'opacity-60',
      )}
    >
      <svg viewBox="0 0 24 24" className="size-8 text-slate-500" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <path strokeLinecap="round" strokeLinejoin="round" d="M3 16.5v2.25A2.25 2.25 0 005.25 21h13.5A2.25 2.25 0 0021 18.75V16.5m-13.5-9L12 3m0 0l4.5 4.5M12 3v13.5" />
      </svg>
      <p className="text-sm text-slate-700">
        {t('ui.dropFiles')}{' '}
        <button
          type="button"
          disabled={disabled}
          onClick={() => input.current?.click()}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          aria-describedby={hint ? hintId : undefined}
        >
          {t('actions.chooseFile')}
        </button>
      </p>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        accept={accept}
        multiple={multiple}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          if (files.length > 0) onFiles(files);
          event.target.value = '';
        }}
      />
    </div>
  );
}
