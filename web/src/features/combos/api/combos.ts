// Combos of the active canteen (spec §2 /combo…, §6 Combo): the cursor-paged live list (by service, then position),
// one combo live, the canteen's services (their currency), and create under the position's id, update, delete.
import useSWRSubscription from 'swr/subscription';
import { collection, doc, getDocs, limit, onSnapshot, query, where } from 'firebase/firestore';
import {
  COMBOS_PAGE_SIZE,
  COMBO_SERVICES,
  COMBO_POSITION_MAX,
  canteenCurrencyForService,
  comboDocument,
  comboDocumentId,
  comboDocumentSchema,
  comboSearchKeywords,
  defaultCurrencyForEnvironment,
  nextComboPosition,
  serviceDocumentId,
  yesNoFilterValue,
  type ComboDocument,
  type ComboForm,
  type ComboListParams,
  type ComboService,
  type Environment,
} from '@backoffice/shared';
import { db } from '../../../lib/firestore';
import { useLiveQuery, type LiveKey } from '../../../lib/data/live';
import { firestoreResource, type FieldFilter, type ResourceRecord } from '../../../lib/data/resource';

export type ComboRow = ResourceRecord<ComboDocument>;

export const combos = firestoreResource<ComboDocument>({
  collection: 'combos',
  canteenField: 'canteen_id',
  schema: comboDocumentSchema,
  // The id ends with the two-digit position: service, then id, is service then position.
  defaultSort: { field: 'service', direction: 'asc' },
  pageSize: COMBOS_PAGE_SIZE,
  searchField: 'search_keywords',
  searchKeywords: (combo) => comboSearchKeywords(combo.name),
});

export function comboFilters(service: ComboService | null, params: ComboListParams): FieldFilter[] {
  const active = yesNoFilterValue(params.active);
  return [
    ...(service ? [['service', '==', service] as const] : []),
    ...(active !== null ? [['active', '==', active] as const] : []),
  ];
}

export type ServiceCurrencies = ReadonlyMap<string, { currency: string | null }>;

/**
 * Follows the canteen's services of the combo types by their ids (MENU_C_1001, SHOP_C_1001…), one document each: the
 * rules let a user read a service he may run (services mayRun), which a query by canteen_id cannot prove for every
 * result and is refused. A service that does not exist or may not be read is left out (its combos then show the
 * canteen's currency for that service, spec §9); `next` is called once every document has answered, then on changes.
 */
export function subscribeServiceCurrencies(
  canteenId: string,
  next: (services: ServiceCurrencies) => void,
): () => void {
  const answers = new Map<ComboService, { currency: string | null } | null>();
  const publish = () => {
    if (answers.size < COMBO_SERVICES.length) return;
    next(
      new Map(
        [...answers].flatMap(([tag, entry]) => (entry ? [[tag, entry] as [string, { currency: string | null }]] : [])),
      ),
    );
  };
  const stops = COMBO_SERVICES.map((tag) =>
    onSnapshot(
      doc(db, 'services', serviceDocumentId(tag, canteenId)),
      (snapshot) => {
        const currency: unknown = snapshot.get('currency');
        answers.set(tag, snapshot.exists() ? { currency: typeof currency === 'string' ? currency : null } : null);
        publish();
      },
      () => {
        // Missing (the rules cannot read a service that is not there) or not the user's to run: no currency of its own.
        answers.set(tag, null);
        publish();
      },
    ),
  );
  return () => stops.forEach((stop) => stop());
}

/** The canteen's services of the combo types by tag, live (subscribeServiceCurrencies). */
export function useCanteenServices(canteenId: string | null) {
  return useSWRSubscription<ServiceCurrencies, Error, LiveKey>(
    canteenId ? ['combos', 'service-currencies', canteenId] : null,
    (_key, { next }) => subscribeServiceCurrencies(canteenId!, (services) => next(null, services)),
    // A Map: SWR's default compare (dequal/lite) sees every two Maps as equal, so a change would not re-render.
    { compare: (a, b) => a === b },
  );
}

/** The currency of a combo's price: the service's own, else the canteen's for that service (spec §9). */
export function comboCurrency(
  service: string,
  services: ServiceCurrencies | undefined,
  canteenCurrency: unknown,
  environment: Environment,
): string {
  return (
    services?.get(service)?.currency ??
    canteenCurrencyForService(
      canteenCurrency as Record<string, string> | string | undefined,
      service,
      defaultCurrencyForEnvironment(environment),
    )
  );
}

/** Creates a combo at the service's first free position; returns that position (null: all 99 are taken). */
export async function createCombo(
  canteenId: string,
  service: ComboService,
  form: ComboForm,
): Promise<number | null> {
  const taken = await getDocs(
    query(
      collection(db, 'combos'),
      where('canteen_id', '==', canteenId),
      where('service', '==', service),
      limit(COMBO_POSITION_MAX),
    ),
  );
  const position = nextComboPosition(taken.docs.map((document) => Number(document.data().position)));
  if (position === null) return null;
  await combos.createAt(
    comboDocumentId(canteenId, service, position),
    canteenId,
    comboDocument(canteenId, service, position, form),
  );
  return position;
}

export async function updateCombo(
  id: string,
  canteenId: string,
  service: ComboService,
  position: number,
  form: ComboForm,
) {
  await combos.update(id, comboDocument(canteenId, service, position, form));
}

/**
 * Names a line may take, as suggestions: the categories of a shop or coffee-break service (in the UI language, else
 * the first named), nothing for the other services (their lines are courses, suggested from the locale).
 */
export function useCategorySuggestions(
  canteenId: string | null,
  service: ComboService | null,
  language: string,
) {
  const catalogue = service === 'shop' || service === 'coffeebreak' ? service : null;
  const upper = language.split('-')[0]!.toUpperCase();
  return useLiveQuery(
    canteenId && catalogue ? ['combos', 'categories', canteenId, catalogue, upper] : null,
    () =>
      query(collection(db, 'services', `${catalogue!.toUpperCase()}_${canteenId}`, 'categories'), limit(50)),
    (snapshot) =>
      snapshot.docs
        .map((document) => {
          const names = (document.data().name ?? {}) as Record<string, unknown>;
          const named =
            names[upper] ?? Object.values(names).find((name) => typeof name === 'string' && name !== '');
          return typeof named === 'string' ? named : '';
        })
        .filter((name) => name !== ''),
  );
}

/** The combo at a service's position, live (null: none there yet). */
export function useCombo(canteenId: string | null, service: ComboService | null, position: number | null) {
  return combos.useOne(
    canteenId && service && position ? comboDocumentId(canteenId, service, position) : null,
  );
}
