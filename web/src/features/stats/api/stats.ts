// The figures of /stats: the month documents of the chosen scope that the period touches (at most 13), live, since
// the nightly job writes them; each day of the period from them.
import { collection, documentId, query, where } from 'firebase/firestore';
import { ANALYTICS_DAILY, figuresOf, monthDocId, monthsOf, type DailyFigures, type StatsFilters } from '@backoffice/shared';
import { useLiveQuery } from '../../../lib/data/live';
import { db } from '../../../lib/firestore';

/** Day (YYYY-MM-DD) → its figures, for the days of the period that have a document. */
export type FiguresByDay = Map<string, DailyFigures>;

export function useStatsFigures(filters: StatsFilters) {
  const ids = monthsOf(filters.from, filters.to).map((month) => monthDocId(`${month}-01`, filters.scope));
  return useLiveQuery<FiguresByDay>(
    ['stats', filters.scope, filters.from, filters.to],
    () => query(collection(db, ANALYTICS_DAILY), where(documentId(), 'in', ids)),
    (snapshot) => {
      const byDay: FiguresByDay = new Map();
      for (const document of snapshot.docs) {
        const days = (document.get('days') ?? {}) as Record<string, Record<string, unknown>>;
        for (const [day, data] of Object.entries(days))
          if (day >= filters.from && day <= filters.to) byDay.set(day, figuresOf(data));
      }
      return byDay;
    },
  );
}
