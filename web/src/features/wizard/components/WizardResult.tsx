// After the last step: the canteen exists, and the news areas of its base canteen (same leading digit) arrive live as
// the canteens trigger copies them.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useNewsAreas } from '../api/wizard';

export function WizardResult({
  canteenId,
  baseCanteenId,
}: {
  canteenId: string;
  baseCanteenId: string | null;
}) {
  const { t, i18n } = useTranslation('wizard');
  const base = useNewsAreas(baseCanteenId, i18n.language);
  const copied = useNewsAreas(canteenId, i18n.language);
  const expected = base.data?.length ?? 0;
  const arrived = copied.data?.length ?? 0;
  const complete = base.data !== undefined && copied.data !== undefined && arrived >= expected;
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="success">{t('result.created', { id: canteenId })}</Alert>
      <Card
        title={t('result.areas')}
        actions={
          <Link
            to={buildPath('/canteens/details/:id', { id: canteenId })}
            className={buttonClasses('secondary')}
          >
            {t('result.open')}
          </Link>
        }
      >
        {baseCanteenId === null ? (
          <p className="text-sm text-slate-600">{t('result.noBase')}</p>
        ) : base.error || copied.error ? (
          <Alert tone="error">{t('result.loadError')}</Alert>
        ) : base.data === undefined || copied.data === undefined ? (
          <Skeleton className="h-24" />
        ) : (
          <div className="flex flex-col gap-3">
            <ProgressBar
              value={expected === 0 ? 100 : (arrived / expected) * 100}
              label={t('result.progress', { base: baseCanteenId })}
              showValue={false}
            />
            <p role="status" className="text-sm font-medium text-slate-800" data-testid="wizard-areas-status">
              {complete
                ? t('result.complete', { count: arrived, base: baseCanteenId })
                : t('result.arriving', { arrived, expected })}
            </p>
            <ul className="grid gap-1 sm:grid-cols-2" data-testid="wizard-areas">
              {copied.data.map((area) => (
                <li
                  key={area.id}
                  className="rounded border border-slate-200 px-3 py-2 text-sm text-slate-800"
                >
                  {area.name}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Card>
    </div>
  );
}
