// Calendar periods of the dashboard in the browser's time zone: today, the same day last week, this month, recent days.
export interface Period {
  from: Date;
  to: Date;
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function dayPeriod(date: Date): Period {
  const from = startOfDay(date);
  return { from, to: addDays(from, 1) };
}

/** Spec §2: today's revenue is compared with the same weekday of the previous week. */
export function sameDayLastWeek(date: Date): Period {
  return dayPeriod(addDays(date, -7));
}

export function monthPeriod(date: Date): Period {
  return { from: new Date(date.getFullYear(), date.getMonth(), 1), to: new Date(date.getFullYear(), date.getMonth() + 1, 1) };
}

/** The last `count` days ending with today, oldest first. */
export function recentDays(date: Date, count: number): Period[] {
  return Array.from({ length: count }, (_, index) => dayPeriod(addDays(date, index - count + 1)));
}
