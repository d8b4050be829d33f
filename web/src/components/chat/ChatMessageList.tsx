// A chat thread's messages (spec §3): customer left, back office right, status changes as notes; new ones announced.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isCustomerMessage, isStatusChangeMessage } from '@backoffice/shared';
import type { ChatMessage } from '../../lib/chat-threads';
import { formatDate } from '../../lib/format';
import { cx } from '../ui/cx';

export interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  /** UI language of the dates. */
  language: string;
  emptyText?: string;
  className?: string;
}

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

function Bubble({ message, language }: { message: ChatMessage; language: string }) {
  const { t } = useTranslation('tickets');
  const when = message.date ? formatDate(message.date, language, DATE_TIME) : t('chat.noDate');
  const dateTime = message.date?.toISOString();
  if (isStatusChangeMessage(message)) {
    return (
      <li className="flex justify-center" data-from="status">
        <div className="max-w-[85%] rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-2 text-center text-xs text-slate-700">
          <p className="font-semibold">
            {t('chat.statusNote')} · <time dateTime={dateTime}>{when}</time>
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words">{message.message}</p>
        </div>
      </li>
    );
  }
  const customer = isCustomerMessage(message);
  return (
    <li
      className={cx('flex', customer ? 'justify-start' : 'justify-end')}
      data-from={customer ? 'customer' : 'backOffice'}
    >
      <div
        className={cx(
          'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm shadow-sm',
          customer
            ? 'rounded-bl-sm bg-white text-slate-900 ring-1 ring-slate-200'
            : 'rounded-br-sm bg-brand-700 text-white',
        )}
      >
        <p className={cx('text-xs font-semibold', customer ? 'text-slate-600' : 'text-brand-100')}>
          {customer ? t('chat.customer') : t('chat.backOffice')} · <time dateTime={dateTime}>{when}</time>
        </p>
        {/* Plain text: React escapes it, so nothing a customer writes becomes markup; pre-wrap keeps line breaks. */}
        <p className="mt-1 whitespace-pre-wrap break-words">{message.message}</p>
      </div>
    </li>
  );
}

export function ChatMessageList({ messages, language, emptyText, className }: ChatMessageListProps) {
  const { t } = useTranslation('tickets');
  const logRef = useRef<HTMLDivElement>(null);
  // Keep the newest message in view when one arrives (only matters when the caller makes the list scroll).
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  // The live region wraps the list: role="log" on the <ol> itself would take away its list semantics.
  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t('chat.label')}
      className={cx('rounded-xl bg-slate-100 p-3', className)}
    >
      {messages.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">{emptyText ?? t('chat.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {messages.map((message, index) => (
            <Bubble
              key={`${message.date?.getTime() ?? 'undated'}-${index}`}
              message={message}
              language={language}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
