// A help text's HTML, sanitised, with its pictures and recordings turned into buttons that open the shell's image
// and video modals (spec §2), so they are reached and opened by keyboard like any other control.
import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import DOMPurify from 'dompurify';
import { openImage, openVideo } from '../../../lib/ui-actions';

const BUTTON_CLASS =
  'group relative block overflow-hidden rounded-lg border border-slate-200 bg-slate-50 text-left ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 hover:border-brand-500';

function srOnly(text: string): HTMLSpanElement {
  const span = document.createElement('span');
  span.className = 'sr-only';
  span.textContent = text;
  return span;
}

/** The sanitised HTML with each <img> and <video> replaced by a button carrying its source. */
function withMediaButtons(html: string, texts: { openImage: string; playVideo: string }): string {
  const template = document.createElement('template');
  // A template's content is inert: nothing in it loads or runs while it is rewritten.
  template.innerHTML = DOMPurify.sanitize(html);
  for (const image of template.content.querySelectorAll('img')) {
    const src = image.getAttribute('src');
    if (!src) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = BUTTON_CLASS;
    button.dataset.helpImage = src;
    image.replaceWith(button);
    image.className = 'block h-auto max-w-full';
    image.setAttribute('loading', 'lazy');
    button.append(image, srOnly(` (${texts.openImage})`));
  }
  for (const video of template.content.querySelectorAll('video')) {
    const src = video.getAttribute('src');
    if (!src) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `${BUTTON_CLASS} flex aspect-video w-full max-w-md items-center justify-center gap-3 px-6 text-slate-800`;
    button.dataset.helpVideo = src;
    const title = video.getAttribute('title') ?? '';
    button.innerHTML =
      '<svg viewBox="0 0 24 24" class="size-10 shrink-0 text-brand-700" aria-hidden="true" fill="currentColor"><path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z"/></svg>';
    const label = document.createElement('span');
    label.className = 'font-medium';
    label.textContent = title ? `${texts.playVideo}: ${title}` : texts.playVideo;
    button.append(label);
    video.replaceWith(button);
  }
  return template.innerHTML;
}

export function HelpHtml({ html, className }: { html: string; className?: string }) {
  const { t } = useTranslation('help');
  const openImageText = t('media.openImage');
  const playVideoText = t('media.playVideo');
  const prepared = useMemo(
    () => withMediaButtons(html, { openImage: openImageText, playVideo: playVideoText }),
    [html, openImageText, playVideoText],
  );
  // One listener for every media button of the text (Enter and Space on a button are clicks too).
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = (event.target as Element).closest<HTMLElement>('[data-help-image], [data-help-video]');
    if (!target) return;
    if (target.dataset.helpImage) openImage(target.dataset.helpImage);
    else if (target.dataset.helpVideo) openVideo(target.dataset.helpVideo);
  };
  return (
    // The container only delegates the clicks of the buttons inside it; it is not itself interactive.
    <div
      className={
        className ??
        'help-text space-y-3 text-slate-800 [&_figcaption]:mt-1 [&_figcaption]:text-sm [&_figcaption]:text-slate-600 [&_strong]:font-semibold'
      }
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: prepared }}
    />
  );
}
