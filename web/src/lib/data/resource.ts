// The narrow data interface of a canteen-scoped collection (react-admin's data provider over Firestore): list pages
// with count, one live document, create, update, delete. A CRUD screen is its config plus columns and a form.
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type QueryConstraint,
  type WhereFilterOp,
} from 'firebase/firestore';
import type { z } from 'zod';
import { yesNoFilterValue, type YesNoFilter } from '@backoffice/shared';
import { createAllOrNothing, type AllOrNothingOptions } from '../batch-write';
import { auth } from '../firebase';
import { db } from '../firestore';
import { useLiveDoc } from './live';
import type { Cursor, ListSource } from './pages';

export interface SortOrder {
  field: string;
  direction: 'asc' | 'desc';
}

/** A filter the list applies in Firestore: field op value (e.g. ['useAsCustomPriceList', '==', true]). */
export type FieldFilter = readonly [field: string, op: WhereFilterOp, value: unknown];

/** The filter a yes/no list filter puts on a boolean field: none for 'all'. */
export function yesNoFieldFilters(field: string, filter: YesNoFilter): FieldFilter[] {
  const value = yesNoFilterValue(filter);
  return value === null ? [] : [[field, '==', value]];
}

export interface ListParams {
  filters?: readonly FieldFilter[];
  sort?: SortOrder;
  /** A prefix search on the resource's search field (Firestore has no full-text search). */
  search?: string;
}

export interface ResourceConfig<Doc> {
  /** Collection name of spec §3 (e.g. `cost_centers`). */
  collection: string;
  /** The field naming the document's canteen: the rules scope every read and write by it. */
  canteenField: string;
  /** The stored document's zod schema from `shared`; documents that do not parse are left out (and logged). */
  schema: z.ZodType<Doc>;
  defaultSort: SortOrder;
  pageSize: number;
  /** Field holding a lower-case copy for prefix search (written by `create`/`update` from `searchText`). */
  searchField?: string;
  searchText?: (document: Doc) => string;
  /**
   * Instead of `searchText`: every string a search may equal (e.g. each prefix of each language's title), stored as
   * an array in `searchField` and matched with array-contains, so one field searches texts in several languages and
   * the list keeps its own sort. A search longer than `searchKeywordLength` (default 30) is cut to it.
   */
  searchKeywords?: (document: Doc) => string[];
  searchKeywordLength?: number;
}

export type ResourceRecord<Doc> = Doc & { id: string };

/** Characters after which every string with a given prefix sorts: the upper bound of a prefix range. */
const PREFIX_END = '\uf8ff';

export function firestoreResource<Doc extends DocumentData>(config: ResourceConfig<Doc>) {
  const parse = (id: string, data: DocumentData): ResourceRecord<Doc> | null => {
    const parsed = config.schema.safeParse(data);
    if (!parsed.success) {
      console.warn(`${config.collection}/${id} left out: unexpected shape`, parsed.error.issues);
      return null;
    }
    return { ...parsed.data, id };
  };

  /** Who and when, on every write: the activity log reads `updated_by` (the rules make it the writer's uid). */
  const stamp = () => ({ updated_by: auth.currentUser?.uid ?? null, updated_at: serverTimestamp() });

  const withSearch = (document: Doc) => {
    if (config.searchField && config.searchKeywords)
      return { ...document, [config.searchField]: config.searchKeywords(document) };
    return config.searchField && config.searchText
      ? { ...document, [config.searchField]: config.searchText(document).toLocaleLowerCase() }
      : document;
  };
  const keywordSearch = config.searchKeywords !== undefined;

  return {
    config,

    /** getList: a live, cursor-paged source with count() for the canteen and params (see useLiveList). */
    list(canteenId: string | null, params: ListParams, listKey: string): ListSource<ResourceRecord<Doc>> {
      const search = params.search?.trim().toLocaleLowerCase() ?? '';
      const searching = search !== '' && config.searchField !== undefined;
      const sort = params.sort ?? config.defaultSort;
      const order: QueryConstraint[] =
        searching && !keywordSearch
          ? [orderBy(config.searchField!), orderBy(documentId())]
          : [orderBy(sort.field, sort.direction), orderBy(documentId(), sort.direction)];
      return {
        key: canteenId ? [config.collection, canteenId, listKey] : null,
        query: () =>
          query(
            collection(db, config.collection),
            where(config.canteenField, '==', canteenId),
            ...(params.filters ?? []).map(([field, op, value]) => where(field, op, value)),
            ...(searching && keywordSearch
              ? [
                  where(
                    config.searchField!,
                    'array-contains',
                    search.slice(0, config.searchKeywordLength ?? 30),
                  ),
                ]
              : searching
                ? [
                    where(config.searchField!, '>=', search),
                    where(config.searchField!, '<', search + PREFIX_END),
                  ]
                : []),
          ),
        order,
        toRow: (snapshot: Cursor) => parse(snapshot.id, snapshot.data()),
        pageSize: config.pageSize,
      };
    },

    /** getOne + subscribe: the document live; null when missing or not of the expected shape. */
    useOne(id: string | null) {
      return useLiveDoc(
        id ? [config.collection, 'one', id] : null,
        () => doc(db, config.collection, id!),
        (snapshot) => (snapshot.exists() ? parse(snapshot.id, snapshot.data()) : null),
      );
    },

    async create(canteenId: string, document: Doc): Promise<string> {
      const data = {
        ...withSearch(config.schema.parse(document)),
        [config.canteenField]: canteenId,
        ...stamp(),
      };
      return (await addDoc(collection(db, config.collection), data)).id;
    },

    /**
     * Creates every document or none (an import): batches of ≤ 500, the committed ones deleted again when a later
     * batch is refused or the signal aborts (lib/batch-write). Returns the new ids in order.
     */
    async createMany(
      canteenId: string,
      documents: readonly Doc[],
      options: Pick<AllOrNothingOptions, 'signal' | 'onProgress'> = {},
    ): Promise<string[]> {
      const rows = documents.map((document) => ({
        ...withSearch(config.schema.parse(document)),
        [config.canteenField]: canteenId,
      }));
      return createAllOrNothing(db, collection(db, config.collection), rows, { ...options, stamp });
    },

    /**
     * Create under a chosen id (e.g. one made of a slug that must be unique). A set on a taken id would be an update
     * to the rules: a row created this way keeps `created_at` on update, so that overwrite is refused; screens ask
     * `exists` first to say so nicely.
     */
    async createAt(id: string, canteenId: string, document: Doc): Promise<void> {
      const data = {
        ...withSearch(config.schema.parse(document)),
        [config.canteenField]: canteenId,
        created_at: serverTimestamp(),
        ...stamp(),
      };
      await setDoc(doc(db, config.collection, id), data);
    },

    /** Whether a document of the canteen matches the equality filters (a uniqueness check before a create). */
    async exists(canteenId: string, filters: readonly FieldFilter[]): Promise<boolean> {
      const found = await getDocs(
        query(
          collection(db, config.collection),
          where(config.canteenField, '==', canteenId),
          ...filters.map(([field, op, value]) => where(field, op, value)),
          limit(1),
        ),
      );
      return !found.empty;
    },

    async update(id: string, document: Doc): Promise<void> {
      await updateDoc(doc(db, config.collection, id), {
        ...withSearch(config.schema.parse(document)),
        ...stamp(),
      });
    },

    /** Irreversible (spec §5): screens ask first. */
    async remove(id: string): Promise<void> {
      await deleteDoc(doc(db, config.collection, id));
    },
  };
}

export type FirestoreResource<Doc extends DocumentData> = ReturnType<typeof firestoreResource<Doc>>;
