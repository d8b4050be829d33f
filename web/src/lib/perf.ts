// Named moments of the start-up (sign-in → shell → session → first dashboard data), for the e2e timing figure.
export function markMoment(name: 'signed-in' | 'shell' | 'session' | 'canteen' | 'dashboard' | 'dashboard-data'): void {
  // performance.mark keeps the first of each moment only; later ones are ignored.
  if (performance.getEntriesByName(`bo:${name}`).length === 0) performance.mark(`bo:${name}`);
}
