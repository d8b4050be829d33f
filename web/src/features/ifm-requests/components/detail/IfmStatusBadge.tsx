// An IFM status as a coloured badge with its translated name (spec §4 statuses).
import { useTranslation } from 'react-i18next';
import { CATALOGUE_NAMESPACE, IFM_STATUS_LABEL_KEYS, isIfmStatus, type IfmStatus } from '@backoffice/shared';
import { Badge, type BadgeTone } from '../../../../components/ui/Badge';

/** One tone per status family: new, waiting, in charge / working, done, canceled, exception. */
export const IFM_STATUS_TONES: Readonly<Record<IfmStatus, BadgeTone>> = {
  100: 'info',
  500: 'warning',
  200: 'brand',
  300: 'brand',
  400: 'success',
  999: 'neutral',
  800: 'danger',
};

/** The translated name of an IFM status (from the shared text catalogue); an unknown value is shown as stored. */
export function useIfmStatusName(): (status: number | string | null) => string {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  return (status) => {
    const value = typeof status === 'string' ? Number(status) : status;
    return isIfmStatus(value) ? t(IFM_STATUS_LABEL_KEYS[value]) : String(status ?? '');
  };
}

export function IfmStatusBadge({
  status,
  className,
}: {
  status: number | string | null;
  className?: string;
}) {
  const name = useIfmStatusName();
  const value = typeof status === 'string' ? Number(status) : status;
  return (
    <Badge tone={isIfmStatus(value) ? IFM_STATUS_TONES[value] : 'neutral'} className={className}>
      {name(status)}
    </Badge>
  );
}
