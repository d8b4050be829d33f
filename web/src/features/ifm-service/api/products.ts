// The products of a service, live, grouped by category in their order (pos).
import useSWRSubscription from 'swr/subscription';
import { collection, limit, onSnapshot, query } from 'firebase/firestore';
import { SERVICE_PRODUCTS_MAX, productSchema, type Product } from '@backoffice/shared';
import { db } from '../../../lib/firestore';

export type CatalogueProduct = Product & { id: string };

/** Products by category id, each list in catalogue order. */
export type ProductsByCategory = ReadonlyMap<string, readonly CatalogueProduct[]>;

function grouped(products: CatalogueProduct[]): ProductsByCategory {
  const groups = new Map<string, CatalogueProduct[]>();
  for (const product of products) {
    const key = product.category_id ?? '';
    groups.set(key, [...(groups.get(key) ?? []), product]);
  }
  const order = (a: CatalogueProduct, b: CatalogueProduct) =>
    (a.pos ?? Number.MAX_SAFE_INTEGER) - (b.pos ?? Number.MAX_SAFE_INTEGER) || a.id.localeCompare(b.id);
  for (const list of groups.values()) list.sort(order);
  return groups;
}

/**
 * `paused`: the list stops following and keeps what it last had, then catches up in one snapshot when resumed — while a
 * mass import writes thousands of products behind its dialog, following each write cost the Firestore emulator about
 * 5 s of a 5,000-row import (the live query is re-run per write) and the tab a re-render per snapshot.
 */
export function useServiceProducts(serviceId: string | null, { paused = false }: { paused?: boolean } = {}) {
  return useSWRSubscription<ProductsByCategory, Error, string[] | null>(
    serviceId && !paused ? ['services/products', serviceId] : null,
    ([, id], { next }) =>
      onSnapshot(
        query(collection(db, 'services', id!, 'products'), limit(SERVICE_PRODUCTS_MAX)),
        (snapshot) => {
          const products = snapshot.docs.flatMap((entry) => {
            const parsed = productSchema.safeParse(entry.data());
            if (!parsed.success) console.warn(`Product ${entry.id} skipped: unexpected shape`, parsed.error);
            return parsed.success ? [{ ...parsed.data, id: entry.id }] : [];
          });
          next(null, grouped(products));
        },
        (error) => {
          console.error(`Live data not followed: services/${id}/products`, error);
          next(error);
        },
      ),
    // SWR's default compare (dequal/lite) sees every two Maps as equal (a Map has no enumerable keys), so a new
    // snapshot — a 197-product import — never re-rendered the list until a reload. Each snapshot is a new Map.
    { compare: sameObject, keepPreviousData: true },
  );
}

/** Compare for live data held in a Map or Set: a new snapshot is new data. */
export function sameObject(a: unknown, b: unknown): boolean {
  return a === b;
}
