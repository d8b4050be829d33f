// Redemptions of the canteen's invitation codes: who used which code, when, and what is left of the voucher.
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { DataTable } from '../../../components/ui/DataTable';
import { REDEMPTIONS_WINDOW, useRedemptions } from '../api/codes';
import { money } from './describe';

export function RedemptionsCard({ canteenId, currency }: { canteenId: string; currency: string }) {
  const { t, i18n } = useTranslation('contributionRules');
  const redemptions = useRedemptions(canteenId);
  const when = (date: Date | null) =>
    date
      ? new Intl.DateTimeFormat(i18n.resolvedLanguage === 'cl' ? 'es-CL' : i18n.resolvedLanguage, {
          dateStyle: 'short',
        }).format(date)
      : '—';
  return (
    <Card title={t('redemptions.title')}>
      {redemptions.error ? (
        <Alert tone="error">{t('redemptions.error')}</Alert>
      ) : (
        <>
          <DataTable
            caption={t('redemptions.title')}
            hideCaption
            loading={redemptions.data === undefined}
            rows={redemptions.data}
            rowKey={(row) => row.id}
            empty={t('redemptions.none')}
            columns={[
              {
                id: 'code',
                header: t('codes.code'),
                cell: (row) => <span className="font-mono">{row.code}</span>,
              },
              {
                id: 'customer',
                header: t('redemptions.customer'),
                cell: (row) => `${row.customer} · ${row.email}`,
              },
              { id: 'when', header: t('redemptions.when'), cell: (row) => when(row.redeemedAt) },
              {
                id: 'value',
                header: t('codes.voucherValue'),
                align: 'right',
                cell: (row) => money(row.value, currency),
              },
              {
                id: 'balance',
                header: t('redemptions.balance'),
                align: 'right',
                cell: (row) => money(row.balance, currency),
              },
            ]}
          />
          {(redemptions.data?.length ?? 0) >= REDEMPTIONS_WINDOW && (
            <p className="mt-2 text-xs text-slate-600">
              {t('redemptions.window', { count: REDEMPTIONS_WINDOW })}
            </p>
          )}
        </>
      )}
    </Card>
  );
}
