// A drag-and-drop area for files that is also a keyboard-reachable "choose a file" button (spec §2 "Other details").
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';

export interface FileDropAreaProps {
  onFiles: (files: File[]) => void;
  /** Accepted types, as for <input accept>: the file chooser offers these first (the caller still checks). */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** A line under the prompt (formats, size). */
  hint?: string;
  /** Names the area for screen readers (e.g. "Upload to PDF"); the prompt is used when absent. */
  label?: string;
  /** A message about the last files chosen (refused type or size), shown in red and announced. */
  error?: string | null;
}

export function FileDropArea({ onFiles, accept, multiple = false, disabled = false, hint, label, error }: FileDropAreaProps) {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  // dragenter/dragleave also fire for every child the pointer crosses: count them so the highlight does not flicker.
  const depth = useRef(0);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const deliver = (files: File[]) => {
    if (disabled || files.length === 0) return;
    onFiles(multiple ? files : files.slice(0, 1));
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    deliver(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      role="group"
      aria-label={label}
      aria-disabled={disabled || undefined}
      onDragEnter={(event) => {
        event.preventDefault();
        depth.current += 1;
        if (!disabled) setDragging(true);
      }}
      onDragOver={(event) => {
        // Without preventDefault the browser opens a dropped file instead of handing it to the page.
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={drop}
      className={cx(
        'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors',
        dragging ? 'border-brand-600 bg-brand-50' : error ? 'border-red-400 bg-white' : 'border-slate-300 bg-white',
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
          className="rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          aria-describedby={describedBy}
        >
          {t('actions.chooseFile')}
        </button>
      </p>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
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
        disabled={disabled}
        onChange={(event) => {
          deliver(Array.from(event.target.files ?? []));
          // Cleared so that choosing the same file again (after fixing a problem elsewhere) fires change again.
          event.target.value = '';
        }}
      />
    </div>
  );
}
