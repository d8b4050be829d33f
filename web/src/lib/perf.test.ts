// Time to first data (issue 24): what starts the clock, what keeps it running, and the one mark per wait.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Perf = typeof import('./perf');
let now = 0;

async function freshPerf(): Promise<Perf> {
  vi.resetModules();
  return import('./perf');
}

const marks = () =>
  performance
    .getEntriesByName('bo:first-data')
    .map((entry) => (entry as PerformanceMark).detail as { screen: string; start: string; ms: number });

describe('time to first data', () => {
  beforeEach(() => {
    now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    performance.clearMarks();
  });
  afterEach(() => vi.restoreAllMocks());

  it('measures the first screen from the page load, once', async () => {
    const perf = await freshPerf();
    now = 640;
    perf.firstDataShown('tickets');
    now = 900;
    perf.firstDataShown('tickets');
    expect(marks()).toEqual([{ screen: 'tickets', start: 'load', ms: 640 }]);
  });

  it('keeps the sign-in clock through the redirects and the canteen choice on the way to the dashboard', async () => {
    const perf = await freshPerf();
    now = 2_000;
    perf.startTiming('sign-in');
    now = 2_700;
    perf.navigationStarted(); // the entry link's canteen, then /dashboard
    now = 3_300;
    perf.firstDataShown('dashboard');
    expect(marks()).toEqual([{ screen: 'dashboard', start: 'sign-in', ms: 1_300 }]);
  });

  it('restarts on a navigation once the previous screen showed its data, and on each navigation before it did', async () => {
    const perf = await freshPerf();
    now = 500;
    perf.firstDataShown('home');
    now = 10_000;
    perf.navigationStarted();
    now = 10_200;
    perf.navigationStarted(); // the user went on before the data came: the clock follows the new screen
    now = 10_650;
    perf.firstDataShown('costCenters');
    expect(marks().at(-1)).toEqual({ screen: 'costCenters', start: 'navigation', ms: 450 });
  });

  it('stops holding a load or sign-in clock after 10 s without data', async () => {
    const perf = await freshPerf();
    now = 12_000;
    perf.navigationStarted();
    now = 12_300;
    perf.firstDataShown('staticPages');
    expect(marks()).toEqual([{ screen: 'staticPages', start: 'navigation', ms: 300 }]);
  });
});
