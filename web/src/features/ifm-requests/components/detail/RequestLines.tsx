// The request's lines (spec §2: "quantity x name, amount") with their options, and the total.
import { useTranslation } from 'react-i18next';
import { CATALOGUE_NAMESPACE, ifmRequestFieldKey } from '@backoffice/shared';
import type { IfmRequest } from '../../api/request';
import { useDetailFormat } from './useDetailFormat';

export function RequestLines({ request }: { request: IfmRequest }) {
  const { t } = useTranslation(['ifmRequest', CATALOGUE_NAMESPACE]);
  const format = useDetailFormat();
  const total = request.total ?? request.lines.reduce((sum, line) => sum + line.quantity * line.amount, 0);
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('lines.caption')}</caption>
      <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t('lines.item')}
          </th>
          <th scope="col" className="py-2 pl-3 text-right font-semibold">
            {t('lines.amount')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {request.lines.length === 0 && (
          <tr>
            <td colSpan={2} className="py-3 italic text-slate-600">
              {t('lines.none')}
            </td>
          </tr>
        )}
        {request.lines.map((line, index) => (
          <tr key={index}>
            <td className="py-2 pr-3 align-top">
              <span className="font-medium">
                {t('lines.line', { quantity: line.quantity, name: line.name })}
              </span>
              {line.quantity !== 1 && (
                <span className="block text-xs text-slate-600">
                  {t('lines.each', { amount: format.money(line.amount) })}
                </span>
              )}
              {line.variants.length > 0 && (
                <span className="block text-xs text-slate-600">
                  {t('lines.options', { options: line.variants.join(', ') })}
                </span>
              )}
            </td>
            <td className="py-2 pl-3 text-right align-top tabular-nums">
              {format.money(line.quantity * line.amount)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-slate-300">
        <tr>
          <th scope="row" className="py-2 pr-3 font-semibold">
            {t(ifmRequestFieldKey('total'))}
          </th>
          <td className="py-2 pl-3 text-right font-semibold tabular-nums">{format.money(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
