// The active canteen's service of a tag, for the catalogue and authorised-users screens: which one, its live
// document, and whether the user's role runs it.
import {
  canOpenScreen,
  canteenCurrencyForService,
  categoryStopScreenKey,
  defaultCurrencyForEnvironment,
} from '@backoffice/shared';
import { useSessionState } from '../../../lib/session-state';
import { useSession } from '../../session';
import { serviceIdOf, useService, type CatalogueTag } from '../api/service';

export interface ActiveService {
  canteenId: string;
  canteenName: string;
  serviceId: string | null;
  /** The currency of the canteen for this service, when the service document names none (spec §9). */
  fallbackCurrency: string;
  /** The service document, live (null: the canteen has no such service). */
  service: ReturnType<typeof useService>;
  /** The roles of the service's screen key stop categories and manage authorisations (the rules and callable agree). */
  mayManage: boolean;
}

/** What the service screens take from their route. */
export interface ServiceScreenProps {
  tag: CatalogueTag;
  /** The route id whose title (shell `screens.<id>`) heads the page. */
  routeId: string;
}

export function useActiveService(tag: CatalogueTag): ActiveService {
  const { environment, role } = useSession();
  const canteenId = useSessionState((state) => state.active_canteen) ?? '';
  const canteen = useSessionState((state) => state.active_canteen_data) ?? {};
  const serviceId = canteenId ? serviceIdOf(tag, canteenId) : null;
  const service = useService(serviceId);
  return {
    canteenId,
    canteenName: typeof canteen.name === 'string' && canteen.name !== '' ? canteen.name : canteenId,
    serviceId,
    service,
    mayManage: canOpenScreen(categoryStopScreenKey(tag), role),
    fallbackCurrency: canteenCurrencyForService(
      canteen.currency as Record<string, string> | string | undefined,
      tag,
      defaultCurrencyForEnvironment(environment),
    ),
  };
}
