// The before → after of one entry: a summary line that opens a small table of the changed fields.
import { useTranslation } from 'react-i18next';
import { changeValueText, type ActivityRow } from '@backoffice/shared';

export function ChangesCell({ row }: { row: ActivityRow }) {
  const { t } = useTranslation('activityLog');
  if (row.changes.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <details className="max-w-md">
      <summary className="cursor-pointer text-brand-700 underline-offset-2 hover:underline">
        {t('changes.summary', { count: row.changes.length })}
      </summary>
      <table className="mt-2 w-full text-xs">
        <caption className="sr-only">{t('changes.caption', { target: row.target })}</caption>
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="pr-2">
              {t('changes.field')}
            </th>
            <th scope="col" className="pr-2">
              {t('changes.before')}
            </th>
            <th scope="col">{t('changes.after')}</th>
          </tr>
        </thead>
        <tbody>
          {row.changes.map((change) => (
            <tr key={change.field} className="align-top">
              <th scope="row" className="pr-2 font-mono font-normal">
                {change.field}
              </th>
              <td className="pr-2 break-all text-red-800">{changeValueText(change.before) || '∅'}</td>
              <td className="break-all text-green-800">{changeValueText(change.after) || '∅'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {row.truncated && <p className="mt-1 text-xs text-slate-600">{t('changes.truncated')}</p>}
    </details>
  );
}
