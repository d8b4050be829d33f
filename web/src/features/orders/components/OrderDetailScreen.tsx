// /ordini/{id} (Ordini): every field of one order of the active canteen, live: lines with variants and options,
// payment, pickup, slot, customer, the status history from getOrderHistory (spec §7); the status change for the
// ModificaOrdini roles; the TCPOS and external-list details for admins (TcposOrderDetails).
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  CATALOGUE_NAMESPACE,
  canOpenScreen,
  formatCardNumber,
  formatNumberIt,
  isFinalOrderStatus,
  normalizeCanteenId,
  orderRow,
  orderStatusLabelKey,
  toDate,
} from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton, SkeletonText } from '../../../components/ui/Skeleton';
import { useFirstData } from '../../../lib/perf';
import { useRouteParams } from '../../../lib/route-context';
import { useSessionState } from '../../../lib/session-state';
import { useSession } from '../../session';
import { useOrder, useOrderHistory } from '../api/orders';
import { StatusDialog, type StatusTarget } from './detail/StatusDialog';
import { OrderStatusBadge } from './OrderStatusBadge';
import { MISSING, useOrderFormat } from './useOrderFormat';

type Problem = 'notFound' | 'denied' | 'failed' | 'otherCanteen';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Fields of TCPOS and external-list orders (admin only). */
const ADMIN_FIELD = /^(tcpos|external|pos_|list_)/i;

function Facts({ items }: { items: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
          <dd className="mt-0.5 text-sm text-slate-900 break-words">{value === '' || value === null ? MISSING : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProblemView({ problem, values }: { problem: Problem; values?: Record<string, string> }) {
  const { t } = useTranslation('orders');
  return (
    <>
      <PageHeader title={t('screens.orderDetails', { ns: 'shell' })} />
      <Alert tone={problem === 'failed' ? 'error' : 'warning'}>{t(`detail.problems.${problem}`, values)}</Alert>
      <Link to="/ordini" className={buttonClasses('secondary', 'md', 'mt-4')}>
        {t('detail.back')}
      </Link>
    </>
  );
}

function History({ orderId, revision }: { orderId: string; revision: number }) {
  const { t } = useTranslation(['orders', CATALOGUE_NAMESPACE]);
  const { uid } = useSession();
  const format = useOrderFormat();
  const { data, error } = useOrderHistory(orderId, revision);
  if (error) return <Alert tone="error">{t('detail.historyError')}</Alert>;
  if (!data) return <SkeletonText lines={2} />;
  if (data.length === 0) return <p className="text-sm italic text-slate-600">{t('detail.historyEmpty')}</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label={t('detail.history')}>
      {data.map((entry, index) => {
        const status = Number(entry.status);
        const who = entry.richiedente === uid ? t('detail.historyYou') : entry.richiedente_name || entry.richiedente || MISSING;
        return (
          <li key={index} className="flex flex-wrap items-center gap-2 text-sm" data-status={entry.status}>
            <OrderStatusBadge status={Number.isFinite(status) ? status : null} />
            <span className="text-slate-700">{format.dateTime(toDate(entry.change_date ?? entry.date_set))}</span>
            <span className="text-slate-600">
              {t('detail.historyBy')} {who}
            </span>
            {entry.note && <span className="basis-full whitespace-pre-wrap text-slate-700">{entry.note}</span>}
          </li>
        );
      })}
    </ol>
  );
}

export default function OrderDetailScreen() {
  const { t } = useTranslation(['orders', CATALOGUE_NAMESPACE]);
  const { id = '' } = useRouteParams();
  const { role, environment } = useSession();
  const activeCanteen = useSessionState((state) => state.active_canteen);
  const format = useOrderFormat();
  const { data: order, error } = useOrder(id === '' ? null : id);
  const [target, setTarget] = useState<StatusTarget | null>(null);
  useFirstData(order !== undefined || error !== undefined);

  if (error) {
    const denied = (error as { code?: string }).code === 'permission-denied';
    return <ProblemView problem={denied ? 'denied' : 'failed'} />;
  }
  if (order === undefined) {
    return (
      <>
        <PageHeader title={t('screens.orderDetails', { ns: 'shell' })} />
        <Skeleton className="h-64 w-full" />
      </>
    );
  }
  if (order === null) return <ProblemView problem="notFound" />;
  const data = order.data;
  const canteenId = text(data.canteenid);
  if (normalizeCanteenId(canteenId) !== normalizeCanteenId(activeCanteen ?? '')) {
    return <ProblemView problem="otherCanteen" values={{ canteen: canteenId }} />;
  }

  const row = orderRow(order.id, data);
  const mayEdit = canOpenScreen('ModificaOrdini', role, { environment });
  const mayChange = mayEdit && row.status !== null && !isFinalOrderStatus(row.status);
  const showAdmin = canOpenScreen('TcposOrderDetails', role, { environment });
  const adminFields = Object.entries(data).filter(([key]) => ADMIN_FIELD.test(key));
  const lines = Array.isArray(data.recipes) ? data.recipes.map(record) : [];
  const history = Array.isArray(data.history) ? data.history : [];

  return (
    <>
      <PageHeader
        title={t('detail.order', { id: row.humanId })}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={row.status} />
            <span>{t(`tags.${row.tag}`, { defaultValue: row.tag })}</span>
          </span>
        }
        actions={
          <>
            <Link to="/ordini" className={buttonClasses('secondary', 'md')}>
              {t('detail.back')}
            </Link>
            {mayChange && (
              <Button onClick={() => setTarget({ id: row.id, humanId: row.humanId, status: row.status! })}>
                {t('detail.status.change')}
              </Button>
            )}
          </>
        }
      />
      {mayEdit && row.status !== null && !mayChange && (
        <Alert tone="info" className="mb-4">
          {t('detail.status.none')}
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <Card title={t('detail.facts')} className="xl:col-span-2">
          <Facts
            items={[
              [t('detail.humanId'), row.humanId],
              [t('detail.statusLabel'), row.status === null ? MISSING : t(orderStatusLabelKey(row.status))],
              [t('detail.tag'), t(`tags.${row.tag}`, { defaultValue: row.tag })],
              [t('detail.day'), format.day(row.day)],
              [t('detail.execution'), format.dateTime(row.execution)],
              [t('detail.created'), format.dateTime(toDate(data.created_at))],
              [t('detail.pickup'), row.pickupPoint],
              ...(data.table !== undefined ? [[t('detail.table'), text(data.table)] as [string, ReactNode]] : []),
              [t('detail.slot'), row.slot],
              [t('detail.notes'), row.notes || <span className="italic text-slate-600">{t('detail.noNotes')}</span>],
            ]}
          />
        </Card>
        <div className="flex flex-col gap-6">
          <Card title={t('detail.customerTitle')}>
            <Facts
              items={[
                [t('detail.customer'), row.customer],
                [t('detail.card'), <span className="font-mono">{formatCardNumber(text(data.card)) || MISSING}</span>],
              ]}
            />
          </Card>
          <Card title={t('detail.paymentTitle')}>
            <Facts
              items={[
                [t('detail.payment'), row.paymentMethod],
                [t('detail.costCenter'), row.costCenter],
                [t('detail.total'), format.money(row.total)],
                ...(row.points !== null ? [[t('detail.points'), formatNumberIt(row.points, 0)] as [string, ReactNode]] : []),
              ]}
            />
          </Card>
        </div>
        <Card title={t('detail.lines')} className="xl:col-span-2">
          {lines.length === 0 ? (
            <p className="text-sm italic text-slate-600">{t('detail.noLines')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {t('detail.lineName')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('detail.lineVariants')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      {t('detail.lineQuantity')}
                    </th>
                    <th scope="col" className="py-2 pl-3 text-right font-semibold">
                      {t('detail.lineAmount')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {lines.map((line, index) => {
                    const variants = (Array.isArray(line.variants) ? line.variants : [])
                      .map((variant) => {
                        const v = record(variant);
                        const option = text(v.option) || text(record(v.selected).name);
                        return [text(v.name), option].filter(Boolean).join(': ');
                      })
                      .filter(Boolean);
                    const options = (Array.isArray(line.options) ? line.options : [])
                      .map((option) => text(record(option).name) || text(option))
                      .filter(Boolean);
                    return (
                      <tr key={index}>
                        <td className="py-2 pr-3">{text(line.name) || MISSING}</td>
                        <td className="px-3 py-2 text-slate-700">{[...variants, ...options].join(', ') || MISSING}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{text(line.qt) || '1'}</td>
                        <td className="py-2 pl-3 text-right whitespace-nowrap tabular-nums">
                          {typeof line.euro === 'number' ? format.money(line.euro) : MISSING}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </Card>
        <Card title={t('detail.history')}>
          <History orderId={row.id} revision={history.length} />
        </Card>
        {showAdmin && (
          <Card title={t('detail.adminTitle')} className="xl:col-span-3">
            <p className="mb-3 text-xs text-slate-600">{t('detail.adminHint')}</p>
            {adminFields.length === 0 ? (
              <p className="text-sm italic text-slate-600">{t('detail.noAdmin')}</p>
            ) : (
              <Facts items={adminFields.map(([key, value]) => [key, typeof value === 'object' ? JSON.stringify(value) : text(value)])} />
            )}
          </Card>
        )}
      </div>
      <StatusDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
