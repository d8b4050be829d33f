// The columns of /tickets: subject (opens the thread), customer, date, last message, kind, open/closed, unread.
import { Link } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { ifmRequestPath, lastThreadMessage, threadDetailPath } from '@backoffice/shared';
import type { Column } from '../../../../components/ui/DataTable';
import { cx } from '../../../../components/ui/cx';
import { formatDate } from '../../../../lib/format';
import type { TicketRow } from '../../api/ticket-source';
import { KindBadge, OpenBadge, UnreadBadge } from './ThreadBadges';

const SHORT: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };
/** Characters of the last message shown in the list (the whole text is in the thread). */
const PREVIEW_LENGTH = 90;

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
}

export function ticketColumns(
  t: TFunction<'tickets'>,
  language: string,
  canOpenRequests: boolean,
): Column<TicketRow>[] {
  const when = (date: Date | null) => (date ? formatDate(date, language, SHORT) : '–');
  return [
    {
      id: 'subject',
      header: t('list.columns.subject'),
      cell: ({ thread }) => (
        <span className="flex items-center gap-2">
          {thread.unread && <span className="size-2 shrink-0 rounded-full bg-red-600" aria-hidden="true" />}
          <Link
            to={threadDetailPath(thread)}
            className={cx(
              'text-brand-700 underline-offset-2 hover:underline',
              thread.unread ? 'font-bold' : 'font-medium',
            )}
            data-thread-id={thread.id}
          >
            {thread.subject || t('list.noSubject')}
          </Link>
        </span>
      ),
    },
    { id: 'customer', header: t('list.columns.customer'), cell: ({ thread }) => thread.name || '–' },
    {
      id: 'date',
      header: t('list.columns.date'),
      cell: ({ thread }) => <span className="whitespace-nowrap">{when(thread.date)}</span>,
    },
    {
      id: 'lastMessage',
      header: t('list.columns.lastMessage'),
      className: 'max-w-sm',
      cell: ({ thread }) => {
        const last = lastThreadMessage(thread.messages);
        if (!last) return <span className="text-slate-600">{t('list.noMessages')}</span>;
        return (
          <span className="flex flex-col gap-0.5">
            <span className={cx('break-words', thread.unread && 'font-semibold')}>
              {preview(last.message)}
            </span>
            <span className="text-xs text-slate-600">{when(last.date)}</span>
          </span>
        );
      },
    },
    {
      id: 'kind',
      header: t('list.columns.kind'),
      cell: ({ thread }) => (
        <span className="flex flex-col items-start gap-1">
          <KindBadge thread={thread} />
          {thread.ifm && canOpenRequests && (
            <Link
              to={ifmRequestPath(thread.ifm)}
              className="text-xs text-brand-700 underline underline-offset-2"
            >
              {t('list.request', { id: thread.ifm })}
            </Link>
          )}
        </span>
      ),
    },
    { id: 'status', header: t('list.columns.status'), cell: ({ thread }) => <OpenBadge thread={thread} /> },
    { id: 'unread', header: t('list.columns.unread'), cell: ({ thread }) => <UnreadBadge thread={thread} /> },
  ];
}
