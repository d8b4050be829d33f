// Signage of the active canteen: screens and schedules (one collection, told apart by `kind`) through the data
// provider (stamped writes, audited), and every schedule of the canteen live (the preview and the clashes need all).
import { collection, limit, query, where } from 'firebase/firestore';
import {
  DIGITAL_SIGNAGE,
  SIGNAGE_PAGE_SIZE,
  signageScheduleRecordSchema,
  signageScreenRecordSchema,
  type SignageScheduleRecord,
  type SignageScreenRecord,
} from '@backoffice/shared';
import { firestoreResource } from '../../../lib/data/resource';
import { useLiveQuery } from '../../../lib/data/live';
import { db } from '../../../lib/firestore';

export type ScreenDoc = SignageScreenRecord;
export type ScheduleDoc = SignageScheduleRecord;

export const screens = firestoreResource<ScreenDoc>({
  collection: DIGITAL_SIGNAGE,
  canteenField: 'canteen_id',
  schema: signageScreenRecordSchema,
  defaultSort: { field: 'name', direction: 'asc' },
  pageSize: SIGNAGE_PAGE_SIZE,
});

export const schedules = firestoreResource<ScheduleDoc>({
  collection: DIGITAL_SIGNAGE,
  canteenField: 'canteen_id',
  schema: signageScheduleRecordSchema,
  defaultSort: { field: 'name', direction: 'asc' },
  pageSize: SIGNAGE_PAGE_SIZE,
});

/** A canteen keeps a handful of screens and schedules; more than this many is a data problem, not a list to page. */
const ALL_LIMIT = 200;

/** Every screen and schedule of the canteen, live (the preview at time T and the clashes read them all). */
export function useCanteenSignage(canteenId: string | null) {
  return useLiveQuery(
    canteenId ? [DIGITAL_SIGNAGE, 'all', canteenId] : null,
    () => query(collection(db, DIGITAL_SIGNAGE), where('canteen_id', '==', canteenId), limit(ALL_LIMIT)),
    (snapshot) => {
      const screenRows: Array<ScreenDoc & { id: string }> = [];
      const scheduleRows: Array<ScheduleDoc & { id: string }> = [];
      for (const doc of snapshot.docs) {
        const data = doc.data();
        const screen = signageScreenRecordSchema.safeParse(data);
        if (screen.success) screenRows.push({ ...screen.data, id: doc.id });
        const schedule = signageScheduleRecordSchema.safeParse(data);
        if (schedule.success) scheduleRows.push({ ...schedule.data, id: doc.id });
      }
      return { screens: screenRows, schedules: scheduleRows };
    },
  );
}
