// The facts of a thread beside its messages: customer, canteen, status, kind, opening date, its IFM request.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ifmRequestPath } from '@backoffice/shared';
import type { ChatThread } from '../../../../lib/chat-threads';
import { formatDate } from '../../../../lib/format';
import { KindBadge, OpenBadge, UnreadBadge } from '../list/ThreadBadges';

export function ThreadSummary({
  thread,
  canteenName,
  canOpenRequest,
}: {
  thread: ChatThread;
  canteenName: string | null;
  canOpenRequest: boolean;
}) {
  const { t, i18n } = useTranslation('tickets');
  const opened = thread.date
    ? formatDate(thread.date, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
    : '–';
  const rows: Array<[string, ReactNode]> = [
    [t('detail.fields.customer'), thread.name || '–'],
    [
      t('detail.fields.canteen'),
      canteenName ? `${canteenName} (${thread.canteenId})` : thread.canteenId || '–',
    ],
    [t('detail.fields.status'), <OpenBadge key="status" thread={thread} />],
    [t('detail.fields.read'), <UnreadBadge key="read" thread={thread} />],
    [t('detail.fields.kind'), <KindBadge key="kind" thread={thread} />],
    [t('detail.fields.opened'), opened],
  ];
  if (thread.ifm) {
    rows.push([
      t('detail.fields.request'),
      canOpenRequest ? (
        <Link
          key="request"
          to={ifmRequestPath(thread.ifm)}
          className="text-brand-700 underline underline-offset-2"
        >
          {t('detail.openRequest', { id: thread.ifm })}
        </Link>
      ) : (
        thread.ifm
      ),
    ]);
  }
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
