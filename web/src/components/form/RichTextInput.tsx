// A rich-text field bound by name: a toolbar (bold, italic, headings, lists, links) over contenteditable, an HTML
// source view, and the sanitised preview. The value is HTML; nothing unsanitised is ever put into the page as HTML.
import { useEffect, useId, useRef, useState, type ClipboardEvent } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { richTextIsBlank } from '@backoffice/shared';
import { sanitizeRichText } from '../../lib/rich-text';
import { FieldFrame, controlClasses } from '../ui/Field';
import { cx } from '../ui/cx';
import { useFieldError } from './fields';

type Command = 'bold' | 'italic' | 'h2' | 'h3' | 'paragraph' | 'ul' | 'ol' | 'link' | 'unlink' | 'clear';

const TOOLBAR: ReadonlyArray<{ command: Command; symbol: string }> = [
  { command: 'bold', symbol: 'B' },
  { command: 'italic', symbol: 'I' },
  { command: 'h2', symbol: 'H2' },
  { command: 'h3', symbol: 'H3' },
  { command: 'paragraph', symbol: '¶' },
  { command: 'ul', symbol: '•' },
  { command: 'ol', symbol: '1.' },
  { command: 'link', symbol: '🔗' },
  { command: 'unlink', symbol: '⛓' },
  { command: 'clear', symbol: '⌫' },
];

/**
 * execCommand is deprecated but still the only editing API every browser implements for contenteditable; it keeps
 * the browser's own undo stack (Ctrl+Z) working, which a hand-made DOM edit would lose.
 */
function run(command: Command, url?: string): void {
  switch (command) {
    case 'h2':
    case 'h3':
      document.execCommand('formatBlock', false, `<${command}>`);
      return;
    case 'paragraph':
      document.execCommand('formatBlock', false, '<p>');
      return;
    case 'ul':
      document.execCommand('insertUnorderedList');
      return;
    case 'ol':
      document.execCommand('insertOrderedList');
      return;
    case 'link':
      if (url) document.execCommand('createLink', false, url);
      return;
    case 'clear':
      document.execCommand('removeFormat');
      return;
    default:
      document.execCommand(command);
  }
}

/**
 * A toolbar button's accessible name: the command's name, led by its symbol when the symbol is made of letters or
 * digits ("H2 Title", "1. Numbered list"), so the name contains what is seen (WCAG 2.5.3 label in name; axe's
 * label-content-name-mismatch counts the aria-hidden symbol as the visible text). Pictograms (•, ¶, 🔗) add nothing.
 */
function commandName(symbol: string, name: string): string {
  return /[\p{L}\p{N}]/u.test(symbol) ? `${symbol} ${name}` : name;
}

export interface RichTextInputProps {
  name: string;
  label: string;
  required?: boolean;
  maxLength?: number;
  /** Show the sanitised preview under the editor (default true). */
  preview?: boolean;
}

export function RichTextInput({ name, label, required, maxLength, preview = true }: RichTextInputProps) {
  const { t } = useTranslation('kit');
  const { field } = useController({ name });
  const error = useFieldError(name);
  const value = (field.value as string | undefined) ?? '';
  const [source, setSource] = useState(false);
  const editor = useRef<HTMLDivElement>(null);
  // The HTML the editor last reported: a different value came from outside (reset, source view) and is loaded.
  const reported = useRef<string | null>(null);
  const toolbarId = useId();

  useEffect(() => {
    if (source || !editor.current || value === reported.current) return;
    // Sanitised before it becomes DOM: an <img onerror> typed in the source view must not run here either.
    editor.current.innerHTML = sanitizeRichText(value);
    reported.current = value;
  }, [value, source]);

  const report = () => {
    const html = editor.current?.innerHTML ?? '';
    const next = richTextIsBlank(html) ? '' : html;
    reported.current = next;
    field.onChange(next);
  };
  const apply = (command: Command) => {
    editor.current?.focus();
    const url = command === 'link' ? window.prompt(t('richText.linkPrompt'), 'https://') : undefined;
    if (command === 'link' && !url) return;
    run(command, url ?? undefined);
    report();
  };
  // Pasted HTML goes through the sanitiser too (office documents bring styles, scripts and handlers along).
  const paste = (event: ClipboardEvent<HTMLDivElement>) => {
    const html = event.clipboardData.getData('text/html');
    if (!html) return;
    event.preventDefault();
    document.execCommand('insertHTML', false, sanitizeRichText(html));
    report();
  };

  return (
    <FieldFrame label={label} error={error} required={required} hint={maxLength ? t('richText.limit', { max: maxLength }) : undefined}>
      {({ id, describedBy, invalid }) => (
        <div className="flex flex-col gap-2">
          <div role="toolbar" id={toolbarId} aria-label={t('richText.toolbar')} aria-controls={id} className="flex flex-wrap gap-1">
            {!source &&
              TOOLBAR.map(({ command, symbol }) => (
                <button
                  key={command}
                  type="button"
                  title={t(`richText.commands.${command}`)}
                  aria-label={commandName(symbol, t(`richText.commands.${command}`))}
                  // Keeps the selection in the editor: a click on a button would otherwise move the focus first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => apply(command)}
                  className="min-w-8 rounded border border-slate-300 bg-white px-2 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span aria-hidden="true">{symbol}</span>
                </button>
              ))}
            <button
              type="button"
              aria-pressed={source}
              onClick={() => setSource((now) => !now)}
              className="ml-auto rounded border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t('richText.source')}
            </button>
          </div>
          {source ? (
            <textarea
              id={id}
              ref={field.ref}
              rows={12}
              value={value}
              maxLength={maxLength}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={cx(controlClasses(invalid), 'font-mono text-xs')}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            />
          ) : (
            <div
              id={id}
              ref={(element) => {
                editor.current = element;
                field.ref(element);
              }}
              role="textbox"
              aria-multiline="true"
              aria-label={label}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-required={required || undefined}
              contentEditable
              suppressContentEditableWarning
              tabIndex={0}
              className={cx(controlClasses(invalid), 'rich-text min-h-48 overflow-auto')}
              onInput={report}
              onBlur={field.onBlur}
              onPaste={paste}
            />
          )}
          {preview && <RichTextPreview name={name} />}
        </div>
      )}
    </FieldFrame>
  );
}

/** The field's HTML as a reader will see it: sanitised, rendered, inert. */
export function RichTextPreview({ name }: { name: string }) {
  const { t } = useTranslation('kit');
  const html = (useWatch({ name }) as string | undefined) ?? '';
  return (
    <section aria-label={t('richText.preview')} className="rounded-md border border-dashed border-slate-300 bg-slate-50 p-3">
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('richText.preview')}</h3>
      {html === '' ? (
        <p className="text-sm text-slate-600">{t('richText.emptyPreview')}</p>
      ) : (
        <RichTextView html={html} />
      )}
    </section>
  );
}

/** Stored rich text shown anywhere: sanitised again on display, whoever wrote it. */
export function RichTextView({ html, className }: { html: string; className?: string }) {
  return <div className={cx('rich-text text-sm text-slate-800', className)} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
