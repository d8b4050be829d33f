// The active canteen's service of a tag, for the catalogue and authorised-users screens.
import { canteenCurrencyForService, defaultCurrencyForEnvironment } from '@backoffice/shared';
import { useSessionState } from '../../../lib/session-state';
import { useSession } from '../../session/context';
import { serviceIdOf, type CatalogueTag } from '../api/service';

export interface ActiveService {
  canteenId: string;
  canteenName: string;
  serviceId: string | null;
  /** The currency of the canteen for this service, when the service document names none (spec §9). */
  fallbackCurrency: string;
}

export function useActiveService(tag: CatalogueTag): ActiveService {
  const { environment } = useSession();
  const canteenId = useSessionState((state) => state.active_canteen) ?? '';
  const canteen = useSessionState((state) => state.active_canteen_data) ?? {};
  return {
    canteenId,
    canteenName: typeof canteen.name === 'string' && canteen.name !== '' ? canteen.name : canteenId,
    serviceId: canteenId ? serviceIdOf(tag, canteenId) : null,
    fallbackCurrency: canteenCurrencyForService(
      canteen.currency as Record<string, string> | string | undefined,
      tag,
      defaultCurrencyForEnvironment(environment),
    ),
  };
}
