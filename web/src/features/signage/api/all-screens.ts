// /digital-signage-all: every screen of every canteen (admin reads them all), by country and canteen, with what each
// plays now (the schedules of the page's screens, one query).
import { collection, documentId, orderBy, query, where } from 'firebase/firestore';
import { DIGITAL_SIGNAGE, SIGNAGE_PAGE_SIZE, canteenTimeZone, signageScheduleRecordSchema, signageScreenRecordSchema, type SignageAllParams } from '@backoffice/shared';
import { useLiveQuery } from '../../../lib/data/live';
import type { ListSource } from '../../../lib/data/pages';
import { db } from '../../../lib/firestore';

export type AllScreenRow = ReturnType<typeof signageScreenRecordSchema.parse> & { id: string; canteen_id: string };

/** Canteen ids of a country (at most 30: Firestore's `in`), live; null while loading or for every country. */
export function useCountryCanteens(country: SignageAllParams['country']) {
  return useLiveQuery(
    country === 'all' ? null : ['canteens', 'country', country],
    () => query(collection(db, 'canteens'), where('endpoint_prefix', '==', country)),
    (snapshot) => snapshot.docs.map((doc) => doc.id).slice(0, 30),
  );
}

export function allScreensSource(params: SignageAllParams, countryCanteens: string[] | undefined, key: string): ListSource<AllScreenRow> {
  const waiting = params.country !== 'all' && params.canteen === '' && countryCanteens === undefined;
  return {
    key: waiting ? null : [DIGITAL_SIGNAGE, 'all-screens', key, countryCanteens?.join(',') ?? ''],
    query: () => {
      const screens = query(collection(db, DIGITAL_SIGNAGE), where('kind', '==', 'screen'));
      if (params.canteen !== '') return query(screens, where('canteen_id', '==', params.canteen));
      if (params.country !== 'all') return countryCanteens && countryCanteens.length > 0 ? query(screens, where('canteen_id', 'in', countryCanteens)) : null;
      return screens;
    },
    order: [orderBy('canteen_id'), orderBy('name'), orderBy(documentId())],
    toRow: (snapshot) => {
      const parsed = signageScreenRecordSchema.safeParse(snapshot.data());
      return parsed.success ? { ...parsed.data, id: snapshot.id, canteen_id: String(snapshot.get('canteen_id')) } : null;
    },
    pageSize: SIGNAGE_PAGE_SIZE,
  };
}

/** The schedules of the screens shown (at most a page: Firestore's `in` takes 30). */
export function useSchedulesOf(screenIds: string[]) {
  return useLiveQuery(
    screenIds.length > 0 ? [DIGITAL_SIGNAGE, 'schedules-of', screenIds.join(',')] : null,
    () => query(collection(db, DIGITAL_SIGNAGE), where('kind', '==', 'schedule'), where('screen_id', 'in', screenIds.slice(0, 30))),
    (snapshot) =>
      snapshot.docs.flatMap((doc) => {
        const parsed = signageScheduleRecordSchema.safeParse(doc.data());
        return parsed.success ? [{ ...parsed.data, id: doc.id }] : [];
      }),
  );
}

/** The time zone of each canteen shown (from its country), for "playing now" in its own time. */
export function useCanteenZones(canteenIds: string[]) {
  const ids = [...new Set(canteenIds)].slice(0, 30);
  return useLiveQuery(
    ids.length > 0 ? ['canteens', 'zones', ids.join(',')] : null,
    () => query(collection(db, 'canteens'), where(documentId(), 'in', ids)),
    (snapshot) => new Map(snapshot.docs.map((doc) => [doc.id, canteenTimeZone(doc.get('endpoint_prefix'))])),
  );
}
