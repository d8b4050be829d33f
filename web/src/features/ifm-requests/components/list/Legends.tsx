// The status legend and the service-type legend of the IFM request list; choosing an entry filters the list by it.
import { useTranslation } from 'react-i18next';
import { IFM_SERVICE_TYPES, IFM_STATUSES, type IfmServiceType, type IfmStatus } from '@backoffice/shared';
import { Card } from '../../../../components/ui/Card';
import { cx } from '../../../../components/ui/cx';
import { IfmStatusBadge } from '../detail/IfmStatusBadge';

const entryClasses = (pressed: boolean) =>
  cx(
    'inline-flex items-center gap-2 rounded-lg border px-2 py-1 text-left text-sm transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    pressed ? 'border-brand-600 bg-brand-50' : 'border-transparent hover:bg-slate-100',
  );

export interface LegendsProps {
  className?: string;
  status: IfmStatus | undefined;
  serviceType: IfmServiceType | undefined;
  onStatus: (status: IfmStatus | undefined) => void;
  onServiceType: (type: IfmServiceType | undefined) => void;
}

/** Pressing the chosen entry again removes its filter (the buttons say whether they are pressed). */
export function Legends({ className, status, serviceType, onStatus, onServiceType }: LegendsProps) {
  const { t } = useTranslation('ifmRequests');
  return (
    <Card title={t('legend.title')} className={className}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">{t('legend.filterHint')}</p>
        <section aria-labelledby="ifm-status-legend">
          <h3 id="ifm-status-legend" className="mb-2 text-sm font-semibold text-slate-900">
            {t('legend.statuses')}
          </h3>
          <ul className="flex flex-wrap gap-1">
            {IFM_STATUSES.map((value) => (
              <li key={value}>
                <button
                  type="button"
                  className={entryClasses(status === value)}
                  aria-pressed={status === value}
                  onClick={() => onStatus(status === value ? undefined : value)}
                >
                  <IfmStatusBadge status={value} />
                  <span className="text-xs text-slate-600">{value}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="ifm-service-type-legend">
          <h3 id="ifm-service-type-legend" className="mb-2 text-sm font-semibold text-slate-900">
            {t('legend.serviceTypes')}
          </h3>
          <ul className="flex flex-wrap gap-1">
            {IFM_SERVICE_TYPES.map((type) => (
              <li key={type}>
                <button
                  type="button"
                  className={entryClasses(serviceType === type)}
                  aria-pressed={serviceType === type}
                  onClick={() => onServiceType(serviceType === type ? undefined : type)}
                >
                  <ServiceTypeTag type={type} />
                  <span className="text-slate-700">{t(`serviceTypes.${type}.description`)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Card>
  );
}

/** ASAP or time-defined, as a short tag (the list's column and the legend). */
export function ServiceTypeTag({ type }: { type: IfmServiceType | null }) {
  const { t } = useTranslation('ifmRequests');
  if (type === null) return <span>—</span>;
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-md px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        type === 'ASAP' ? 'text-amber-900 ring-amber-400' : 'text-sky-900 ring-sky-400',
      )}
    >
      {t(`serviceTypes.${type}.name`)}
    </span>
  );
}
