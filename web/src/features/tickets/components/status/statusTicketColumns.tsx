// The columns of /tickets-status: grade, subject, created, tags, messages, last message (text only), the thread.
import { Link } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { buildPath } from '@backoffice/shared';
import { Badge } from '../../../../components/ui/Badge';
import type { Column } from '../../../../components/ui/DataTable';
import { cx } from '../../../../components/ui/cx';
import { formatDate } from '../../../../lib/format';
import type { StatusTicketRow } from '../../api/status-tickets';
import { gradeTone } from './GradePanel';

const SHORT: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };
const PREVIEW_LENGTH = 120;

export function statusTicketColumns(
  t: TFunction<'tickets'>,
  shell: TFunction<'shell'>,
  language: string,
): Column<StatusTicketRow>[] {
  const when = (date: Date | null) => (date ? formatDate(date, language, SHORT) : '–');
  return [
    {
      id: 'grade',
      header: t('statusPage.columns.grade'),
      cell: (ticket) => (
        <span
          className={cx(
            'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
            gradeTone(ticket.grade),
          )}
        >
          {ticket.grade} · {shell(`defcon.levels.${ticket.grade}`)}
        </span>
      ),
    },
    {
      id: 'subject',
      header: t('statusPage.columns.subject'),
      cell: (ticket) => <span className="font-medium">{ticket.subject || t('list.noSubject')}</span>,
    },
    {
      id: 'created',
      header: t('statusPage.columns.created'),
      cell: (ticket) => <span className="whitespace-nowrap">{when(ticket.createdAt)}</span>,
    },
    {
      id: 'tags',
      header: t('statusPage.columns.tags'),
      cell: (ticket) =>
        ticket.tags.length === 0 ? (
          <span className="text-slate-600">{t('statusPage.noTags')}</span>
        ) : (
          <span className="flex flex-wrap gap-1">
            {ticket.tags.map((tag) => (
              <Badge key={tag}>{tag}</Badge>
            ))}
          </span>
        ),
    },
    {
      id: 'messages',
      header: t('statusPage.columns.messages'),
      align: 'right',
      cell: (ticket) => ticket.messageCount,
    },
    {
      id: 'lastMessage',
      header: t('statusPage.columns.lastMessage'),
      className: 'max-w-sm',
      cell: (ticket) => {
        if (!ticket.lastMessage) return <span className="text-slate-600">{t('list.noMessages')}</span>;
        const text = ticket.lastMessage.text.replace(/\s+/g, ' ');
        return (
          <span className="flex flex-col gap-0.5">
            {/* Text only: the API's htmlBody went through DOMPurify and textContent, never into the DOM as HTML. */}
            <span className="break-words">
              {text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text}
            </span>
            <span className="text-xs text-slate-600">{when(ticket.lastMessage.createdAt)}</span>
          </span>
        );
      },
    },
    {
      id: 'thread',
      header: t('statusPage.columns.thread'),
      cell: (ticket) => (
        <Link
          to={buildPath('/customer-care/details/:id', { id: ticket.id })}
          className="whitespace-nowrap text-brand-700 underline underline-offset-2"
          aria-label={t('statusPage.openThreadOf', { subject: ticket.subject || ticket.id })}
        >
          {t('statusPage.openThread')}
        </Link>
      ),
    },
  ];
}
