// The day's production sheet (issue 17): how many of each dish per occasion, pickup point or slot, lines merged by the
// §3 variant rule; live as orders arrive or are cancelled; printable.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isCancelledGroupStatus,
  productionSheet,
  type OrderLineInput,
  type ProductionGrouping,
} from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { SelectField } from '../../../components/ui/SelectField';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatCount } from '../../../lib/format';
import { useSessionState } from '../../../lib/session-state';
import { PRODUCTION_SHEET_LIMIT, useDayOrders } from '../api/orders';
import { useOrderFormat } from './useOrderFormat';

const GROUPINGS: readonly ProductionGrouping[] = ['tag', 'pickupPoint', 'slot'];

// On paper only the sheet shows (the shell is not this screen's to change: the rule applies while the sheet is mounted).
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #app-sidebar { display: none !important; }
  #production-sheet, #production-sheet * { visibility: visible !important; }
  #production-sheet { position: absolute; left: 0; top: 0; width: 100%; }
}`;

export function ProductionSheet({ day }: { day: string }) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  const canteenId = useSessionState((state) => state.active_canteen);
  const [grouping, setGrouping] = useState<ProductionGrouping>('tag');
  const { data: orders, error } = useDayOrders(canteenId, day);
  const title = t('production.title', { day: format.day(new Date(`${day}T12:00:00Z`)) });

  const sheet = orders
    ? productionSheet(
        orders.map((order) => ({
          tag: typeof order.tag === 'string' ? order.tag : '',
          status: typeof order.status === 'number' ? order.status : 0,
          pickupPoint:
            typeof order.pickup_point === 'object' && order.pickup_point !== null
              ? String((order.pickup_point as { name?: unknown }).name ?? '')
              : '',
          slot: typeof order.slot === 'string' ? order.slot : '',
          lines: Array.isArray(order.recipes) ? (order.recipes as OrderLineInput[]) : [],
        })),
        grouping,
        (status) => !isCancelledGroupStatus(status),
      )
    : undefined;
  const groupName = (group: string) =>
    group === '' ? t('production.noGroup') : grouping === 'tag' ? t(`tags.${group}`, { defaultValue: group }) : group;
  const total = sheet?.reduce((sum, group) => sum + group.total, 0) ?? 0;

  return (
    <section aria-labelledby="production-sheet-title" id="production-sheet" className="flex flex-col gap-4">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="production-sheet-title" className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="text-sm text-slate-600 print:hidden">{t('production.hint')}</p>
        </div>
        <div className="flex items-end gap-2 print:hidden">
          <SelectField
            label={t('production.groupBy')}
            name="groupBy"
            value={grouping}
            onChange={(event) => setGrouping(event.target.value as ProductionGrouping)}
            options={GROUPINGS.map((value) => ({ value, label: t(`production.groups.${value}`) }))}
          />
          <Button variant="secondary" onClick={() => window.print()}>
            {t('production.print')}
          </Button>
        </div>
      </div>
      {error && <Alert tone="error">{t('production.loadError')}</Alert>}
      {!error && sheet === undefined && <Skeleton className="h-40 w-full" />}
      {orders && orders.length >= PRODUCTION_SHEET_LIMIT && (
        <Alert tone="warning">{t('production.cut', { limit: formatCount(PRODUCTION_SHEET_LIMIT) })}</Alert>
      )}
      {sheet && sheet.length === 0 && <p className="text-sm italic text-slate-600">{t('production.empty')}</p>}
      {sheet && sheet.length > 0 && (
        <>
          <p className="text-sm font-semibold text-slate-900" data-testid="production-total">
            {t('production.total')}: <span data-total={total}>{formatCount(total)}</span>
          </p>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 print:grid-cols-1">
            {sheet.map((group) => (
              <Card
                key={group.group}
                title={`${groupName(group.group)} · ${t('production.groupTotal', { count: group.total, formatted: formatCount(group.total) })}`}
                headingLevel={3}
              >
                <table className="w-full text-left text-sm">
                  <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
                    <tr>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {t('production.dish')}
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        {t('production.variants')}
                      </th>
                      <th scope="col" className="py-2 pl-3 text-right font-semibold">
                        {t('production.quantity')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {group.dishes.map((dish) => (
                      <tr key={`${dish.key}|${dish.variants.join('|')}`}>
                        <td className="py-2 pr-3">{dish.name}</td>
                        <td className="px-3 py-2 text-slate-700">{dish.variants.join(', ') || '—'}</td>
                        <td className="py-2 pl-3 text-right font-semibold tabular-nums">{formatCount(dish.quantity)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Card>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
