// The menu screen's address: ?day=YYYY-MM-DD&occasion=…&diet=… (the side filter only changes this display, §2).

export interface MenuScreenParams {
  day: string;
  occasion: string;
  diet: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the browser's time zone, as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The day `offset` days after `day`. */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T12:00:00`);
  date.setDate(date.getDate() + offset);
  return todayIso(date);
}

/** Monday to Sunday of the week holding `day`. */
export function weekOf(day: string): string[] {
  const weekday = (new Date(`${day}T12:00:00`).getDay() + 6) % 7;
  return Array.from({ length: 7 }, (_, index) => addDays(day, index - weekday));
}

export function parseMenuParams(query: URLSearchParams): MenuScreenParams {
  const day = query.get('day') ?? '';
  return {
    day: DAY.test(day) && !Number.isNaN(Date.parse(day)) ? day : todayIso(),
    occasion: query.get('occasion') ?? 'all',
    diet: query.get('diet') ?? 'all',
  };
}

export function menuParamsQuery(params: MenuScreenParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.day !== todayIso()) query.set('day', params.day);
  if (params.occasion !== 'all') query.set('occasion', params.occasion);
  if (params.diet !== 'all') query.set('diet', params.diet);
  return query;
}
