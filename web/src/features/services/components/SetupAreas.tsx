// The dashboard's set-up areas (spec §2 Other details: pickup points, delivery slots, payment methods; and the
// customer app's home buttons): the active canteen's few entries live, each linking to its set-up screen.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buildPath, slotCalendar, slotsFromStored } from '@backoffice/shared';
import { DashboardArea } from '../../../components/dashboard/DashboardArea';
import { formatCount } from '../../../lib/format';
import type { DashboardAreaProps } from '../../../lib/dashboard-areas';
import { useCanteenPaymentMethods, useCanteenSetup, usePaymentMethods } from '../api/canteen-setup';
import { canteenNow } from './SlotCalendar';
import { localText } from './texts';

const LINK = 'text-brand-700 underline-offset-2 hover:underline';

export function PickupPointsArea({ canteenId }: DashboardAreaProps) {
  const { t, i18n } = useTranslation('servicesAdmin');
  const canteen = useCanteenSetup(canteenId);
  const points = canteen.data?.pickup_points;
  return (
    <DashboardArea
      id="pickup-points"
      title={t('areas.pickups')}
      unavailable={t('areas.unavailable')}
      link={{ to: buildPath('/pickup/:cid/:id', { cid: canteenId, id: 'new' }), label: t('pickups.new') }}
      figures={[{ id: 'pickup-points', label: t('areas.count'), value: canteen.error ? null : points && formatCount(points.length) }]}
    >
      <ul className="flex flex-col gap-1 text-sm">
        {(points ?? []).map((point) => (
          <li key={point.id}>
            <Link className={LINK} to={buildPath('/pickup/:cid/:id', { cid: canteenId, id: point.id })}>
              {localText(point.names ?? point.name, i18n.language) || point.name}
            </Link>
          </li>
        ))}
      </ul>
    </DashboardArea>
  );
}

export function SlotsArea({ canteenId }: DashboardAreaProps) {
  const { t } = useTranslation('servicesAdmin');
  const canteen = useCanteenSetup(canteenId);
  const days = canteen.data ? slotCalendar(slotsFromStored(canteen.data.slots), canteenNow(canteen.data.endpoint_prefix)) : undefined;
  const open = days?.filter((day) => day.status === 'open');
  const value = (count: number | undefined) => (canteen.error ? null : count === undefined ? undefined : formatCount(count));
  return (
    <DashboardArea
      id="delivery-slots"
      title={t('areas.slots')}
      unavailable={t('areas.unavailable')}
      link={{ to: buildPath('/slot/:cid/:id', { cid: canteenId, id: 'default' }), label: t('areas.editSlots') }}
      figures={[
        { id: 'slot-open-days', label: t('areas.openDays'), value: value(open?.length) },
        { id: 'slot-orders', label: t('areas.orders'), value: value(open?.reduce((sum, day) => sum + day.limit, 0)) },
      ]}
    />
  );
}

export function PaymentMethodsArea({ canteenId, role }: DashboardAreaProps) {
  const { t, i18n } = useTranslation('servicesAdmin');
  const entries = useCanteenPaymentMethods(canteenId);
  const methods = usePaymentMethods();
  const nameOf = (id: string) => {
    const method = methods.data?.find((candidate) => candidate.id === id);
    return method ? localText(method.name, i18n.language) || method.code : id;
  };
  return (
    <DashboardArea
      id="payment-methods"
      title={t('areas.paymentMethods')}
      unavailable={t('areas.unavailable')}
      link={{ to: buildPath('/payment_method/:cid/:id', { cid: canteenId, id: 'new' }), label: t('canteenMethods.new') }}
      figures={[{ id: 'payment-methods', label: t('areas.count'), value: entries.error ? null : entries.data && formatCount(entries.data.length) }]}
    >
      <ul className="flex flex-col gap-1 text-sm">
        {(entries.data ?? []).map((entry) => (
          <li key={entry.id}>
            <Link className={LINK} to={buildPath('/payment_method/:cid/:id', { cid: canteenId, id: entry.id })}>
              {nameOf(entry.payment_method_id)}
            </Link>{' '}
            <span className="text-slate-600">{t(`kinds.${entry.kind}`)}</span>
          </li>
        ))}
      </ul>
      {role === 'admin' && (
        <Link className={`${LINK} text-sm`} to={buildPath('/payment_method/:id', { id: 'new' })}>
          {t('methods.newTitle')}
        </Link>
      )}
    </DashboardArea>
  );
}

export function HomeButtonsArea({ canteenId }: DashboardAreaProps) {
  const { t, i18n } = useTranslation('servicesAdmin');
  const canteen = useCanteenSetup(canteenId);
  const buttons = canteen.data?.home_buttons;
  return (
    <DashboardArea
      id="home-buttons"
      title={t('areas.homeButtons')}
      unavailable={t('areas.unavailable')}
      link={{ to: buildPath('/home-button/:cid/:id', { cid: canteenId, id: 'new' }), label: t('homeButtons.new') }}
      figures={[{ id: 'home-buttons', label: t('areas.count'), value: canteen.error ? null : buttons && formatCount(buttons.length) }]}
    >
      <ul className="flex flex-col gap-1 text-sm">
        {(buttons ?? []).map((button) => (
          <li key={button.id}>
            <Link className={LINK} to={buildPath('/home-button/:cid/:id', { cid: canteenId, id: button.id })}>
              {localText(button.label, i18n.language) || button.id}
            </Link>
          </li>
        ))}
      </ul>
    </DashboardArea>
  );
}
