// Formatting of the order screens: dates in the UI language, totals in the service's currency or points (spec §9).
import { useTranslation } from 'react-i18next';
import { formatNumberIt, orderAmount, type OrderRow } from '@backoffice/shared';
import { formatDate, formatMoney } from '../../../lib/format';
import { useSessionState } from '../../../lib/session-state';

/** Shown where a value is missing. */
export const MISSING = '—';

const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'short' };

export function useOrderFormat() {
  const { t, i18n } = useTranslation('orders');
  const canteen = useSessionState((state) => state.active_canteen_data);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const currency = canteen?.currency as Record<string, string> | string | undefined;
  return {
    language,
    day: (date: Date | null) => (date ? formatDate(date, language, DAY) : MISSING),
    dateTime: (date: Date | null) => (date ? formatDate(date, language, DATE_TIME) : MISSING),
    time: (date: Date | null) => (date ? formatDate(date, language, TIME) : MISSING),
    /** The order's total: points for menu and lunchbox, else money in the service's currency. */
    amount: (row: Pick<OrderRow, 'tag' | 'total' | 'points'>) => {
      const { value, currency: code } = orderAmount(row, currency);
      if (value === null) return MISSING;
      if (code === 'PT') return t('amount.points', { value: formatNumberIt(value, Number.isInteger(value) ? 0 : 2) });
      return formatMoney(value, code);
    },
    /** A line price: in the canteen's own currency (lines are priced in money even where totals are points). */
    money: (value: number | null) => formatMoney(value, orderAmount({ tag: 'shop', total: value, points: null }, currency).currency),
  };
}
