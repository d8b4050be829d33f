// An order status (spec §4) as a badge, named from the shared catalogue.
import { useTranslation } from 'react-i18next';
import { CATALOGUE_NAMESPACE, ORDER_STATUS, isPendingPaymentStatus, orderStatusLabelKey } from '@backoffice/shared';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';

function toneOf(status: number): BadgeTone {
  if (isPendingPaymentStatus(status)) return 'warning';
  switch (status) {
    case ORDER_STATUS.CANCELLED:
      return 'danger';
    case ORDER_STATUS.WITHDRAWN:
    case ORDER_STATUS.SHIPPED:
      return 'success';
    case ORDER_STATUS.READY:
    case ORDER_STATUS.READY_TO_SHIP:
    case ORDER_STATUS.READY_TO_SHIP_ALT:
      return 'info';
    case ORDER_STATUS.UNDER_PROCESSING:
    case ORDER_STATUS.CUSTOMER_WAITING:
      return 'brand';
    default:
      return 'neutral';
  }
}

export function OrderStatusBadge({ status, className }: { status: number | null; className?: string }) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  if (status === null) return <Badge className={className}>—</Badge>;
  return (
    <Badge tone={toneOf(status)} className={className}>
      <span data-status={status}>{t(orderStatusLabelKey(status))}</span>
    </Badge>
  );
}
