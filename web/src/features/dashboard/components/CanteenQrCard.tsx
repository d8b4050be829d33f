// The canteen code as a QR code (spec §1, §2): customers scan it to add the restaurant to their app.
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';

export function CanteenQrCard({ code }: { code: string }) {
  const { t } = useTranslation('shell');
  return (
    <Card title={t('dashboard.qr.title')}>
      <div className="flex flex-col items-center gap-4 text-center">
        <div className="rounded-xl border border-slate-200 bg-white p-3">
          <QRCodeSVG value={code} size={168} level="M" role="img" aria-label={t('dashboard.qr.alt', { code })} />
        </div>
        <p className="font-mono text-2xl font-semibold tracking-wider text-slate-900">{code}</p>
        <p className="text-sm text-slate-600">{t('dashboard.qr.text')}</p>
      </div>
    </Card>
  );
}
