// Formatting of the request detail: dates in the UI language, amounts in the canteen's IFM currency with 2 decimals.
import { useTranslation } from 'react-i18next';
import {
  canteenCurrencyForService,
  defaultCurrencyForEnvironment,
  formatEuro,
  formatNumberIt,
} from '@backoffice/shared';
import { formatDate } from '../../../../lib/format';
import { useSessionState } from '../../../../lib/session-state';
import { useSession } from '../../../session';

/** Shown where a value is missing. */
export const MISSING = '—';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export function useDetailFormat() {
  const { i18n } = useTranslation();
  const { environment } = useSession();
  const canteen = useSessionState((state) => state.active_canteen_data);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const currency = canteenCurrencyForService(
    canteen?.currency as Record<string, string> | string | undefined,
    'ifm',
    defaultCurrencyForEnvironment(environment),
  );
  return {
    language,
    currency,
    /** Requests are priced per line with cents (spec §2: amounts), whatever the currency. */
    money: (value: number | null) =>
      currency === 'EUR' ? formatEuro(value) : `${formatNumberIt(value, 2)} ${currency}`,
    dateTime: (date: Date | null) => (date ? formatDate(date, language, DATE_TIME) : MISSING),
  };
}
