// A ticket's conversation: the requester's side left, support's right, each body sanitised again before it is shown.
import { useTranslation } from 'react-i18next';
import type { CustomerCareMessageRow } from '@backoffice/shared';
import { cx } from '../../../components/ui/cx';
import { formatDate } from '../../../lib/format';
import { sanitizeRichText } from '../../../lib/rich-text';
import { fileUrl } from '../../../lib/storage';
import { showToast } from '../../../lib/ui-actions';

const SHORT: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

async function openAttachment(path: string, failed: string): Promise<void> {
  // A fresh tokenised address per click: the stored path is not a link anyone can open.
  const tab = window.open('', '_blank', 'noopener');
  try {
    const url = await fileUrl(path);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch {
    tab?.close();
    showToast(failed, 'error');
  }
}

export function Conversation({ messages }: { messages: readonly CustomerCareMessageRow[] }) {
  const { t, i18n } = useTranslation('customerCare');
  return (
    // The log wraps the list: a role on the <ol> itself would hide its items' list semantics (axe listitem).
    <div role="log" aria-live="polite" aria-label={t('detail.conversation')}>
      <ol className="flex flex-col gap-3">
        {messages.map((message) => (
          <li
            key={message.id}
            data-from={message.from}
            className={cx(
              'max-w-[85%] rounded-xl px-4 py-3 text-sm',
              message.from === 'support'
                ? 'self-end bg-brand-50 ring-1 ring-brand-200'
                : 'self-start bg-slate-100',
            )}
          >
            <p className="mb-1 text-xs text-slate-700">
              <span className="font-semibold">
                {message.authorName || t(message.from === 'support' ? 'detail.support' : 'detail.requester')}
              </span>
              {' · '}
              {message.from === 'support' ? t('detail.support') : t('detail.requester')}
              {' · '}
              {message.createdAt ? formatDate(message.createdAt, i18n.language, SHORT) : '–'}
            </p>
            <div
              className="prose prose-sm max-w-none break-words"
              // Sanitised here too: the stored HTML was cleaned by the server, but a reader never trusts a document.
              dangerouslySetInnerHTML={{ __html: sanitizeRichText(message.htmlBody) }}
            />
            {message.attachments.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('fields.attachments')}>
                {message.attachments.map((file) => (
                  <li key={file.path}>
                    <button
                      type="button"
                      className="rounded-md bg-white px-2 py-1 text-xs text-brand-700 underline ring-1 ring-slate-200"
                      onClick={() => void openAttachment(file.path, t('attachments.openFailed'))}
                    >
                      {file.name}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
