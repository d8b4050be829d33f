// Named moments of the start-up (sign-in → shell → session → first dashboard data), and time to first data per screen.
import { useContext, useEffect } from 'react';
import { RouteContext } from './route-context';

export function markMoment(
  name: 'signed-in' | 'shell' | 'session' | 'canteen' | 'dashboard' | 'dashboard-data',
): void {
  // performance.mark keeps the first of each moment only; later ones are ignored.
  if (performance.getEntriesByName(`bo:${name}`).length === 0) performance.mark(`bo:${name}`);
}

/** What started the wait for a screen's data: the page load, the sign-in click, a canteen chosen, or a navigation. */
export type TimingStart = 'load' | 'sign-in' | 'canteen' | 'navigation';

/** The `detail` of a `bo:first-data` performance mark. */
export interface FirstDataDetail {
  screen: string;
  start: TimingStart;
  /** Milliseconds from the start to the screen's first data on screen. */
  ms: number;
}

/** The name of the performance mark a screen sets when its first data is painted (read by the e2e suite and bench). */
export const FIRST_DATA_MARK = 'bo:first-data';

let timing: { start: TimingStart; at: number; reported: boolean } = { start: 'load', at: 0, reported: false };

/**
 * A user action that leads to a screen's data starts the clock: the sign-in click, a canteen chosen, a navigation.
 * The navigations the app makes on its way after a page load, a sign-in or a canteen choice (the redirects, the
 * canteen an entry link chooses, the dashboard after the choice) do not restart it: they are part of the wait.
 */
export function startTiming(start: Exclude<TimingStart, 'load'>): void {
  timing = { start, at: performance.now(), reported: false };
}

/** How long an open wait from the page load or the sign-in keeps navigations from restarting the clock. */
const PINNED_WAIT_MS = 10_000;

/**
 * A navigation of the router (PUSH or POP) restarts the clock, except while a wait that began with the page load, the
 * sign-in click or a canteen choice is still open (for at most 10 s).
 */
export function navigationStarted(): void {
  const pinned =
    !timing.reported && timing.start !== 'navigation' && performance.now() - timing.at < PINNED_WAIT_MS;
  if (!pinned) startTiming('navigation');
}

/** The screen's data is on screen: the first call after a start sets the `bo:first-data` mark, later calls do nothing. */
export function firstDataShown(screen: string): void {
  if (timing.reported) return;
  timing.reported = true;
  const detail: FirstDataDetail = {
    screen,
    start: timing.start,
    ms: Math.round(performance.now() - timing.at),
  };
  performance.mark(FIRST_DATA_MARK, { detail });
}

/**
 * The kit's one helper for time to first data: call it in a screen with `ready` true once its data (or its empty or
 * error state) is painted. The screen's name is the route's id. Lists built on ListView do it already.
 */
export function useFirstData(ready: boolean): void {
  const screen = useContext(RouteContext)?.route.id;
  useEffect(() => {
    if (ready && screen) firstDataShown(screen);
  }, [ready, screen]);
}
