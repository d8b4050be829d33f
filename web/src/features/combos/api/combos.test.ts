// The combos' service currencies: read document by document, by the ids the rules let a user read (services
// mayRun), never by a canteen_id query the rules refuse; a missing or refused service falls back to the canteen's.
import { describe, expect, it, vi } from 'vitest';

type Listener = { path: string; next: (snapshot: unknown) => void; error: (error: Error) => void };
const listeners = vi.hoisted(() => [] as Listener[]);

vi.mock('../../../lib/firestore', () => ({ db: { fake: 'db' } }));
vi.mock('firebase/firestore', async (original) => ({
  ...(await original<typeof import('firebase/firestore')>()),
  doc: (_db: unknown, ...segments: string[]) => ({ path: segments.join('/') }),
  query: () => {
    throw new Error('the service currencies must not be read with a query');
  },
  onSnapshot: (ref: { path: string }, next: Listener['next'], error: Listener['error']) => {
    listeners.push({ path: ref.path, next, error });
    return () => undefined;
  },
}));

const { comboCurrency, subscribeServiceCurrencies } = await import('./combos');

const snapshot = (data: Record<string, unknown> | null) => ({
  exists: () => data !== null,
  get: (field: string) => data?.[field],
});

describe('subscribeServiceCurrencies', () => {
  it("follows each combo service's document by id and reports the currencies once all answered", () => {
    listeners.length = 0;
    const next = vi.fn();
    subscribeServiceCurrencies('C_3001', next);
    expect(listeners.map((listener) => listener.path)).toEqual([
      'services/MENU_C_3001',
      'services/LUNCHBOX_C_3001',
      'services/TAKEAWAY_C_3001',
      'services/POSTO_C_3001',
      'services/SHOP_C_3001',
      'services/COFFEEBREAK_C_3001',
    ]);
    const at = (path: string) => listeners.find((listener) => listener.path === path)!;
    at('services/MENU_C_3001').next(snapshot({ tag: 'menu', currency: 'PT' }));
    at('services/TAKEAWAY_C_3001').next(snapshot({ tag: 'takeaway', currency: 'USD' }));
    at('services/SHOP_C_3001').next(snapshot({ tag: 'shop', currency: 'CLP' }));
    at('services/COFFEEBREAK_C_3001').next(snapshot({ tag: 'coffeebreak' }));
    at('services/LUNCHBOX_C_3001').error(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    expect(next).not.toHaveBeenCalled();
    at('services/POSTO_C_3001').next(snapshot(null));
    expect(next).toHaveBeenCalledTimes(1);
    const services = next.mock.calls[0]![0] as ReadonlyMap<string, { currency: string | null }>;
    expect([...services]).toEqual([
      ['menu', { currency: 'PT' }],
      ['takeaway', { currency: 'USD' }],
      ['shop', { currency: 'CLP' }],
      ['coffeebreak', { currency: null }],
    ]);

    // The service's own currency wins over the canteen's; a service without one, or not readable, uses the canteen's.
    const canteen = { menu: 'PT', lunchbox: 'PT', takeaway: 'CLP', shop: 'CLP', coffeebreak: 'CLP' };
    expect(comboCurrency('takeaway', services, canteen, 'chile')).toBe('USD');
    expect(comboCurrency('coffeebreak', services, canteen, 'chile')).toBe('CLP');
    expect(comboCurrency('lunchbox', services, canteen, 'chile')).toBe('PT');

    at('services/SHOP_C_3001').next(snapshot({ tag: 'shop', currency: 'EUR' }));
    expect(next).toHaveBeenCalledTimes(2);
    expect((next.mock.calls[1]![0] as ReadonlyMap<string, unknown>).get('shop')).toEqual({ currency: 'EUR' });
  });
});
