// The seed is deterministic, complete (every status, role and canteen group) and storable by Firestore.
import { CANTEEN_RULE_IDS, IFM_STATUSES, ORDER_STATUSES, ROLES } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { buildSeed } from './build';
import { SIGNAGE_MENU_CANTEEN, menuDocuments } from './menus';
import type { SeedDocument } from './types';

/**
 * A plain day, and the edges of the calendar `npm run test:days` moves the clock to (tests/tools/moved-days.ts): a
 * month end that is a Monday, a Sunday, the leap day, the year end, New Year's day, and the clock-change days of
 * Europe/Rome and America/Santiago. Every invariant below holds on each.
 */
const DAYS = [
  '2025-03-14T10:20:00Z',
  '2026-11-30T12:00:00Z',
  '2026-11-29T12:00:00Z',
  '2028-02-29T12:00:00Z',
  '2026-12-31T12:00:00Z',
  '2027-01-01T12:00:00Z',
  '2027-03-28T12:00:00Z',
  '2027-04-04T12:00:00Z',
];

function docId(document: SeedDocument): string {
  return document.path.split('/').at(-1) ?? '';
}

/** Canteen group of spec §3: the number ranges first, then the country of endpoint_prefix. */
function groupOf(canteen: SeedDocument): string {
  const number = Number(docId(canteen).slice(2));
  if (number >= 500 && number <= 599) return 'spanish_restaurant';
  if (number >= 4000 && number <= 4999) return 'italian_school';
  if (number >= 6000 && number <= 6999) return 'spanish_school';
  if (number >= 9000 && number <= 9999) return 'further_school';
  return (
    { it: 'italian_restaurant', es: 'spanish_restaurant', cl: 'chilean_restaurant' }[
      String(canteen.data.endpoint_prefix)
    ] ?? 'other_restaurant'
  );
}

/** Paths of values Firestore would refuse: undefined, NaN/Infinity, arrays nested in arrays, class instances. */
function unstorable(value: unknown, path: string, insideArray = false): string[] {
  if (value === undefined) return [path];
  if (value === null || typeof value === 'string' || typeof value === 'boolean' || value instanceof Date)
    return [];
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [path];
  if (Array.isArray(value)) {
    if (insideArray) return [`${path} (array in array)`];
    return value.flatMap((item, i) => unstorable(item, `${path}[${i}]`, true));
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).flatMap(([key, item]) => unstorable(item, `${path}.${key}`));
  }
  return [`${path} (${typeof value})`];
}

describe.each(DAYS)('seed built for %s', (day) => {
  const NOW = new Date(day);
  const seed = buildSeed({ today: NOW });

  function collection(name: string): SeedDocument[] {
    return seed.documents.filter((d) => d.path.split('/').length === 2 && d.path.startsWith(`${name}/`));
  }

  const canteens = collection('canteens');
  const orders = collection('orders');
  const ifmRequests = orders.filter((o) => o.data.tag === 'ifm');
  const plainOrders = orders.filter((o) => o.data.tag !== 'ifm');
  const chats = collection('chat');
  const services = collection('services');

  it('is deterministic: two builds for the same today are deep-equal', () => {
    expect(buildSeed({ today: new Date(NOW) })).toEqual(seed);
  });

  it('follows today: menus cover every weekday of the current month', () => {
    const february = buildSeed({ today: new Date('2028-02-10T08:00:00Z') });
    const menus = february.documents.filter((d) => d.path.startsWith('menu/C_1001_'));
    expect(menus).toHaveLength(21);
    expect(menus.every((d) => String(d.data.date).startsWith('2028-02-'))).toBe(true);
    // Built for this day: one menu per weekday of its month.
    const month = NOW.toISOString().slice(0, 7);
    const weekdays = Array.from(
      { length: 31 },
      (_, index) => new Date(`${month}-01T12:00:00Z`).getTime() + index * 86_400_000,
    )
      .map((time) => new Date(time))
      .filter((date) => date.toISOString().startsWith(month) && date.getUTCDay() % 6 !== 0);
    const own = collection('menu').filter((d) => d.data.canteen_id === 'C_1001');
    expect(own.map((d) => String(d.data.date).slice(0, 10)).sort()).toEqual(
      weekdays.map((date) => date.toISOString().slice(0, 10)),
    );
  });

  it('gives the signage canteen a menu on today even when today is a weekend day, and no one else', () => {
    for (const day of ['2028-02-12', '2028-02-13', '2028-02-14']) {
      const menus = menuDocuments(new Date(`${day}T00:00:00Z`)).filter((d) => d.data.date === day);
      const own = menus.find((d) => d.path === `menu/${SIGNAGE_MENU_CANTEEN}_${day}`);
      expect((own?.data.items as unknown[] | undefined)?.length).toBeGreaterThan(0);
      // Saturday and Sunday: the signage canteen only; Monday: every canteen as usual.
      if (day !== '2028-02-14') expect(menus.map((d) => d.data.canteen_id)).toEqual([SIGNAGE_MENU_CANTEEN]);
      else expect(menus.length).toBeGreaterThan(1);
    }
  });

  it('has unique paths with an even number of segments, and unique accounts', () => {
    const paths = seed.documents.map((d) => d.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => p.split('/').length % 2 !== 0)).toEqual([]);
    expect(new Set(seed.authUsers.map((u) => u.uid)).size).toBe(seed.authUsers.length);
    expect(new Set(seed.authUsers.map((u) => u.email)).size).toBe(seed.authUsers.length);
  });

  it('contains only values Firestore stores (no undefined anywhere)', () => {
    expect(seed.documents.flatMap((d) => unstorable(d.data, d.path))).toEqual([]);
  });

  it('keeps the size reasonable', () => {
    expect(seed.documents.length).toBeGreaterThan(1000);
    // 4,500: issue 20 added the web analytics (months of figures in month documents, two days of raw page views).
    expect(seed.documents.length).toBeLessThan(4500);
  });

  it('has one account per role, with a users document', () => {
    for (const role of ROLES) {
      const account = seed.authUsers.find((u) => u.email === `${role}@demo.test`);
      expect(account, role).toMatchObject({ uid: `demo-${role}`, password: 'demo-password' });
      const user = seed.documents.find((d) => d.path === `users/demo-${role}`);
      expect(user?.data, role).toMatchObject({
        role,
        roles: { [role]: true },
        bo_visited_canteens: [],
        canteens: [],
      });
    }
  });

  it('has the demo customer with a canteen, device tokens, orders and IFM requests', () => {
    expect(seed.authUsers.find((u) => u.email === 'customer@demo.test')?.uid).toBe('demo-customer');
    const customer = seed.documents.find((d) => d.path === 'users/demo-customer')?.data;
    expect(customer).toMatchObject({ role: 'web_user', roles: { web_user: true }, canteens: ['C_1001'] });
    expect((customer?.fcm_tokens as string[]).length).toBeGreaterThanOrEqual(2);
    expect(plainOrders.filter((o) => o.data.userid === 'demo-customer').length).toBeGreaterThan(10);
    const ownStatuses = new Set(
      ifmRequests.filter((o) => o.data.userid === 'demo-customer').map((o) => o.data.status),
    );
    expect([...ownStatuses].sort()).toEqual([...IFM_STATUSES].sort());
    expect(collection('users').filter((u) => u.data.role === 'web_user').length).toBeGreaterThanOrEqual(10);
  });

  it('gives bo_canteens that exist', () => {
    const ids = new Set(canteens.map(docId));
    for (const user of collection('users')) {
      for (const id of user.data.bo_canteens as string[])
        expect(ids.has(id), `${user.path} → ${id}`).toBe(true);
    }
  });

  it('has activity entries of back-office writes in every canteen, by staff who manage it, before today', () => {
    const writes = collection('activity_log').filter((entry) => entry.data.kind === 'write');
    const users = new Map(collection('users').map((user) => [docId(user), user.data]));
    for (const canteen of canteens) {
      const own = writes.filter((entry) => entry.data.canteen_id === docId(canteen));
      expect(own.map((entry) => entry.data.operation).sort(), docId(canteen)).toEqual([
        'create',
        'delete',
        'update',
        'update',
      ]);
      for (const entry of own) {
        expect((entry.data.at as Date).getTime()).toBeLessThan(NOW.getTime());
        const who = (entry.data.user ?? entry.data.last_updated_by) as string;
        const account = users.get(who);
        expect(account?.role, who).toBe(entry.data.role ?? account?.role);
        const managed = account?.bo_canteens as string[];
        expect(
          account?.role === 'admin' || managed.includes(docId(canteen)),
          `${who} manages ${docId(canteen)}`,
        ).toBe(true);
      }
    }
  });

  it('has a canteen of every group, each with the spec fields', () => {
    expect(new Set(canteens.map(groupOf))).toEqual(
      new Set([
        'italian_restaurant',
        'spanish_restaurant',
        'italian_school',
        'spanish_school',
        'further_school',
        'chilean_restaurant',
        'other_restaurant',
      ]),
    );
    for (const canteen of canteens) {
      expect(canteen.data.canteen_id).toBe(docId(canteen));
      expect(Object.keys(canteen.data)).toEqual(
        expect.arrayContaining([
          'name',
          'address',
          'bo_logo',
          'parent',
          'smart_prefix',
          'smart_id',
          'currency',
          'wallet',
          'walletConfiguration',
          'import',
          'pickup_points',
          'slots',
          'customer_care',
          'menu_structure',
          'customisation',
          'created_at',
        ]),
      );
    }
    expect(canteens.filter((c) => c.data.bo_logo === '')).toHaveLength(1);
  });

  it('gives every canteen its wallet and import rules, agreeing with the canteen, in its own currency', () => {
    const rules = seed.documents.filter((d) => /^canteens\/[^/]+\/rules\//.test(d.path));
    expect(rules.map((d) => d.path).sort()).toEqual(
      canteens.flatMap((canteen) => CANTEEN_RULE_IDS.map((id) => `${canteen.path}/rules/${id}`)).sort(),
    );
    const ruleOf = (canteen: SeedDocument, id: string) =>
      rules.find((d) => d.path === `${canteen.path}/rules/${id}`)!.data;
    for (const canteen of canteens) {
      // Pesos in Chile, euros in Europe (spec §9).
      const currency = groupOf(canteen) === 'chilean_restaurant' ? 'CLP' : 'EUR';
      const wallet = ruleOf(canteen, 'wallet');
      expect(wallet, canteen.path).toMatchObject({
        active: (canteen.data.walletConfiguration as { active: boolean }).active,
        wallet: canteen.data.wallet,
        currency,
      });
      expect(wallet.active, canteen.path).toBe(canteen.data.wallet !== 'DEACTIVE');
      expect(ruleOf(canteen, 'import'), canteen.path).toMatchObject({
        active: (canteen.data.import as { active: boolean }).active,
        currency,
      });
      // A top-up of at least a peso-sized sum in Chile, cents-sized elsewhere.
      const smallest = Math.min(...(wallet.top_up_amounts as number[]));
      expect(smallest, canteen.path).toBeGreaterThanOrEqual(currency === 'CLP' ? 1000 : 1);
      expect(smallest, canteen.path).toBeLessThan(currency === 'CLP' ? 100_000 : 100);
    }
    // Both states occur, so the chooser's loaded rules are exercised either way.
    expect(new Set(rules.map((d) => d.data.active))).toEqual(new Set([true, false]));
  });

  it('names a news-area base for every seeded leading digit, and the bases have areas', () => {
    const bases = seed.documents.find((d) => d.path === 'static_data/news_area_bases')?.data.bases as Record<
      string,
      string
    >;
    for (const canteen of canteens) expect(bases[docId(canteen).charAt(2)], canteen.path).toBeDefined();
    for (const base of Object.values(bases)) {
      expect(collection('aree_news').filter((a) => a.data.canteen_id === base).length, base).toBeGreaterThan(
        0,
      );
    }
  });

  it('has orders in every order status for every canteen', () => {
    for (const canteen of canteens) {
      const statuses = new Set(
        plainOrders.filter((o) => o.data.canteenid === docId(canteen)).map((o) => o.data.status),
      );
      for (const status of ORDER_STATUSES)
        expect(statuses.has(status), `${docId(canteen)} status ${status}`).toBe(true);
    }
    expect(new Set(plainOrders.map((o) => o.data.tag))).toEqual(
      new Set(['menu', 'lunchbox', 'takeaway', 'posto', 'shop', 'coffeebreak']),
    );
  });

  it('gives every order its checkout fields and every service type of a canteen orders (issue 17)', () => {
    for (const order of plainOrders) {
      expect(order.data.pickup_point, order.path).toMatchObject({ id: expect.any(String), name: expect.any(String) });
      expect(order.data.slot, order.path).toMatch(/^\d{2}:\d{2}-\d{2}:\d{2}$/);
      expect(order.data.payment_method_name, order.path).toEqual(expect.any(String));
      expect(order.data.card, order.path).toMatch(/^\d+$/);
    }
    for (const canteen of canteens) {
      const own = plainOrders.filter((o) => o.data.canteenid === docId(canteen));
      const tags = new Set(own.map((o) => o.data.tag));
      const expected = own.some((o) => o.data.tag === 'shop')
        ? ['menu', 'lunchbox', 'takeaway', 'posto', 'shop', 'coffeebreak']
        : ['menu', 'lunchbox'];
      for (const tag of expected) expect(tags.has(tag), `${docId(canteen)} ${tag}`).toBe(true);
      expect(own.some((o) => o.data.notes !== ''), docId(canteen)).toBe(true);
      expect(own.some((o) => o.data.cost_center_name !== ''), docId(canteen)).toBe(true);
      expect(
        own.some((o) => (o.data.recipes as Array<{ variants?: unknown[] }>).some((l) => (l.variants ?? []).length > 0)),
        docId(canteen),
      ).toBe(true);
    }
  });

  it('has IFM requests in every IFM status for every canteen, with a consistent history', () => {
    for (const canteen of canteens) {
      const statuses = new Set(
        ifmRequests.filter((o) => o.data.canteenid === docId(canteen)).map((o) => o.data.status),
      );
      for (const status of IFM_STATUSES)
        expect(statuses.has(status), `${docId(canteen)} IFM ${status}`).toBe(true);
    }
    for (const request of ifmRequests) {
      const history = request.data.history as Array<{ status: string; change_date: Date }>;
      expect(history[0]?.status).toBe('100');
      expect(history.at(-1)?.status).toBe(String(request.data.status));
      const times = history.map((h) => h.change_date.getTime());
      expect(times, request.path).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
      expect('close_datetime' in request.data, request.path).toBe(request.data.status === 400);
      expect('report_datetime' in request.data, request.path).toBe(request.data.status === 400);
    }
    expect(ifmRequests.some((r) => r.data.notes === '')).toBe(true);
  });

  it('gives every IFM request its chat thread', () => {
    for (const request of ifmRequests) {
      const threads = chats.filter((c) => c.data.ifm === docId(request));
      expect(threads, request.path).toHaveLength(1);
      expect(threads[0]?.data).toMatchObject({
        canteen_id: request.data.canteenid,
        userid: request.data.userid,
        status: 1,
      });
    }
  });

  it('has plain tickets that are read, unread and never read', () => {
    const open = chats.filter((c) => c.data.status === 1);
    const unread = open.filter((c) => {
      const lastRead = c.data.admin_last_read;
      if (lastRead === null) return false;
      return (c.data.messages as Array<{ from: string; date: Date }>).some(
        (m) => m.from === 'U' && m.date > (lastRead as Date),
      );
    });
    expect(chats.filter((c) => !('ifm' in c.data)).length).toBeGreaterThan(0);
    expect(unread.length).toBeGreaterThan(0);
    expect(open.filter((c) => c.data.admin_last_read === null).length).toBeGreaterThan(0);
    expect(
      open.length - unread.length - open.filter((c) => c.data.admin_last_read === null).length,
    ).toBeGreaterThan(0);
  });

  it('has shop and coffee-break services with exactly one stopped category each', () => {
    const storefronts = services.filter((s) => s.data.tag === 'shop' || s.data.tag === 'coffeebreak');
    expect(storefronts.length).toBe(canteens.length * 2);
    for (const service of storefronts) {
      const categories = seed.documents.filter((d) => d.path.startsWith(`${service.path}/categories/`));
      expect(
        categories.filter((c) => c.data.stopped === true),
        service.path,
      ).toHaveLength(1);
      expect(categories.length).toBeGreaterThan(1);
    }
    expect(services.filter((s) => s.data.tag === 'ifm')).toHaveLength(canteens.length);
  });

  it('orders only products that exist and are not in a stopped category', () => {
    const stopped = new Set(
      seed.documents.filter((d) => d.path.includes('/categories/') && d.data.stopped).map(docId),
    );
    const products = new Set(seed.documents.filter((d) => d.path.includes('/products/')).map(docId));
    for (const order of orders) {
      for (const line of order.data.recipes as Array<Record<string, unknown>>) {
        if (!('product_id' in line)) continue;
        expect(products.has(String(line.product_id)), order.path).toBe(true);
        expect(stopped.has(String(line.category_id)), order.path).toBe(false);
      }
    }
  });

  it('builds menus from existing recipes and the canteen menu structure', () => {
    const recipes = new Set(collection('recipes').map(docId));
    expect(recipes.size).toBeGreaterThanOrEqual(30);
    for (const menu of collection('menu')) {
      const structure = canteens.find((c) => docId(c) === menu.data.canteen_id)?.data
        .menu_structure as Record<string, Array<{ id: string }>>;
      const ids = (key: string) => new Set(structure[key]?.map((entry) => entry.id));
      for (const item of menu.data.items as Array<Record<string, unknown>>) {
        expect(recipes.has(String(item.recipe_id))).toBe(true);
        expect(ids('occasions').has(String(item.occasion_id))).toBe(true);
        expect(ids('diets').has(String(item.diet_id))).toBe(true);
        expect(ids('components').has(String(item.component_id))).toBe(true);
      }
    }
  });

  it('has current communications in four languages, one per canteen without French', () => {
    const messages = collection('messages');
    for (const canteen of canteens) {
      const own = messages.filter((m) => m.data.canteen_id === docId(canteen));
      expect(own.length).toBeGreaterThan(0);
      expect(own.filter((m) => !('fr' in (m.data.title as object)))).toHaveLength(1);
      for (const message of own) {
        expect((message.data.start as Date) <= NOW && NOW <= (message.data.end as Date)).toBe(true);
        expect(['news', 'home']).toContain(message.data.area);
      }
    }
  });

  it('creates nothing after now', () => {
    for (const document of seed.documents) {
      const created = document.data.created_at;
      if (created instanceof Date)
        expect(created.getTime(), document.path).toBeLessThanOrEqual(NOW.getTime());
    }
  });
});
