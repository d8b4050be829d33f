// The service document a catalogue screen shows (services/{TAG}_{canteenId}), followed live.
import useSWRSubscription from 'swr/subscription';
import { doc, onSnapshot } from 'firebase/firestore';
import { db } from '../../../lib/firestore';

/** The services with a catalogue screen: /servizi/ifm now, /servizi/shop and /servizi/coffeebreak later. */
export type CatalogueTag = 'ifm' | 'shop' | 'coffeebreak';

/** The id of a canteen's service of a tag, as the rules and the seed name it: IFM_C_1001. */
export function serviceIdOf(tag: CatalogueTag, canteenId: string): string {
  return `${tag.toUpperCase()}_${canteenId}`;
}

export interface ServiceSummary {
  id: string;
  /** Name per content language (or a plain text). */
  name: unknown;
  hours: { from: string; to: string } | null;
  /** ISO code of the service's prices; null when the document names none. */
  currency: string | null;
  active: boolean;
  /** The shop settings as stored (the shop screens read them, spec §3 Shop setting). */
  settings: unknown;
}

function summaryOf(id: string, data: Record<string, unknown>): ServiceSummary {
  const hours = data.hours as { from?: unknown; to?: unknown } | undefined;
  return {
    id,
    name: data.name,
    hours:
      hours && typeof hours.from === 'string' && typeof hours.to === 'string'
        ? { from: hours.from, to: hours.to }
        : null,
    currency: typeof data.currency === 'string' && data.currency !== '' ? data.currency : null,
    active: data.active !== false,
    settings: data.settings ?? null,
  };
}

/** The service, live; `data` is null when the canteen has no such service. */
export function useService(serviceId: string | null) {
  return useSWRSubscription<ServiceSummary | null, Error, string[] | null>(
    serviceId ? ['services/service', serviceId] : null,
    ([, id], { next }) =>
      onSnapshot(
        doc(db, 'services', id!),
        (snapshot) => next(null, snapshot.exists() ? summaryOf(snapshot.id, snapshot.data()) : null),
        // The rules find a service's canteen in the document itself, so a missing service answers
        // permission-denied; the route has already checked the role and the canteen, so it means "none".
        (error) => (error.code === 'permission-denied' ? next(null, null) : next(error)),
      ),
  );
}
