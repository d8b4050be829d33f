// The status history (spec §2, §3 history entry): status, date set, change date and who, newest last as stored.
import { useTranslation } from 'react-i18next';
import {
  CATALOGUE_NAMESPACE,
  accessAllowed,
  ifmHistoryRows,
  ifmRequestFieldKey,
  type IfmHistoryRow,
} from '@backoffice/shared';
import { useSession } from '../../../session';
import { useUserDisplayNames } from '../../api/request-people';
import type { IfmRequest } from '../../api/request';
import { IfmStatusBadge } from './IfmStatusBadge';
import { MISSING, useDetailFormat } from './useDetailFormat';

export function StatusHistory({ request }: { request: IfmRequest }) {
  const { t } = useTranslation(['ifmRequest', CATALOGUE_NAMESPACE]);
  const { uid, role } = useSession();
  const format = useDetailFormat();
  const rows = ifmHistoryRows(request.history, { requesterUid: request.userId, currentUid: uid });
  // Other people's names only where the rules let this role read user documents (users: Utenti, any canteen).
  const mayReadUsers = accessAllowed('users', 'get', { role, managesCanteen: false });
  const others = rows.flatMap((row) => (row.author.kind === 'other' ? [row.author.uid] : []));
  const names = useUserDisplayNames(others, mayReadUsers);
  const requester = `${request.requester.name} ${request.requester.surname}`.trim();

  const who = (row: IfmHistoryRow): string => {
    switch (row.author.kind) {
      case 'you':
        return t('history.you');
      case 'requester':
        return requester ? t('history.requesterNamed', { name: requester }) : t('history.requester');
      case 'other':
        return names[row.author.uid] ?? row.author.uid;
      case 'unknown':
        return MISSING;
    }
  };

  if (rows.length === 0) return <p className="text-sm italic text-slate-600">{t('history.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label={t('history.title')}>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t(ifmRequestFieldKey('status'))}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('history.dateSet')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('history.changeDate')}
            </th>
            <th scope="col" className="py-2 pl-3 font-semibold">
              {t('history.by')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, index) => (
            <tr key={index} data-status={row.rawStatus}>
              <td className="py-2 pr-3 align-top">
                <IfmStatusBadge status={row.status ?? row.rawStatus} />
                {row.note && (
                  <span className="mt-1 block whitespace-pre-wrap text-xs text-slate-700">{row.note}</span>
                )}
              </td>
              <td className="px-3 py-2 align-top whitespace-nowrap">{format.dateTime(row.dateSet)}</td>
              <td className="px-3 py-2 align-top whitespace-nowrap">{format.dateTime(row.changeDate)}</td>
              <td className="py-2 pl-3 align-top break-all">{who(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
