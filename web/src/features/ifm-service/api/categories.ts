// The categories of a service, live and in their order (pos, then name): stopping one shows at once.
import useSWRSubscription from 'swr/subscription';
import { collection, limit, onSnapshot, query } from 'firebase/firestore';
import { serviceCategorySchema, type ServiceCategory } from '@backoffice/shared';
import { db } from '../../../lib/firestore';

/** A service has a handful of categories; the cap only guards against a runaway collection. */
const CATEGORIES_LIMIT = 100;

export type CatalogueCategory = ServiceCategory & { id: string };

const byPosition = (a: CatalogueCategory, b: CatalogueCategory) =>
  (a.pos ?? Number.MAX_SAFE_INTEGER) - (b.pos ?? Number.MAX_SAFE_INTEGER) || a.id.localeCompare(b.id);

export function useServiceCategories(serviceId: string | null) {
  return useSWRSubscription<CatalogueCategory[], Error, string[] | null>(
    serviceId ? ['services/categories', serviceId] : null,
    ([, id], { next }) =>
      onSnapshot(
        query(collection(db, 'services', id!, 'categories'), limit(CATEGORIES_LIMIT)),
        (snapshot) => {
          const categories = snapshot.docs.flatMap((entry) => {
            const parsed = serviceCategorySchema.safeParse(entry.data());
            if (!parsed.success) console.warn(`Category ${entry.id} skipped: unexpected shape`, parsed.error);
            return parsed.success ? [{ ...parsed.data, id: entry.id }] : [];
          });
          next(null, categories.sort(byPosition));
        },
        (error) => next(error),
      ),
  );
}
