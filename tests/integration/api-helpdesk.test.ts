// REST API (spec §7), help desk: getStatusTickets and the help content under /helpdesk/ccms/ (Authorization
// header), filtered by the tags of spec §9, in the eight languages.
import { beforeAll, describe, expect } from 'vitest';
import { defconGrade } from '@backoffice/shared';
import { HELP_NEWS } from '../tools/seed/help-news';
import { HELP_GUIDES } from '../tools/seed/help';
import {
  SEED,
  call,
  ensureSeeded,
  expectApiError,
  expectSuccess,
  get,
  roleEmail,
  describeRouteCases,
  type RouteCase,
} from './api-support';

interface Ticket {
  id: string;
  createdAt: string;
  subject: string;
  tags: string[];
  messages: Array<{ createdAt: string; htmlBody: string; state: string }>;
}

/** The seed's open customer-care tickets (open or waiting on the requester) of the canteens. */
const ticketsOf = (canteens: string[]) =>
  SEED.documents.filter(
    (d) =>
      /^customer_care_tickets\/[^/]+$/.test(d.path) &&
      canteens.includes(String(d.data.canteen_id)) &&
      (d.data.state === 'open' || d.data.state === 'waiting'),
  );
const messagesOf = (ticketPath: string) =>
  SEED.documents
    .filter((d) => d.path.startsWith(`${ticketPath}/messages/`))
    .sort((a, b) => (a.data.created_at as Date).getTime() - (b.data.created_at as Date).getTime());

const ccms = (name: string) => `/helpdesk/ccms/${name}`;
const web = roleEmail('web_user');

const cases: RouteCase[] = [
  {
    route: 'GET /helpdesk/getStatusTickets',
    success: async () => {
      const data = expectSuccess<{ tickets: Ticket[]; grade: number }>(
        await get('/helpdesk/getStatusTickets', roleEmail('site_manager')),
      );
      const seeded = ticketsOf(['C_1001', 'C_1002']);
      expect(seeded.length).toBeGreaterThan(0); // the seed keeps tickets open on any day
      expect(data.tickets.map((ticket) => ticket.id).sort()).toEqual(
        seeded.map((d) => d.path.split('/')[1]).sort(),
      );
      expect(data.grade).toBe(defconGrade(seeded.map((d) => ({ tags: d.data.tags as string[] }))));
      for (const ticket of data.tickets) {
        const stored = seeded.find((d) => d.path === `customer_care_tickets/${ticket.id}`)!;
        expect(ticket).toMatchObject({ subject: stored.data.subject, tags: stored.data.tags });
        const messages = messagesOf(stored.path);
        expect(ticket.messages).toHaveLength(messages.length);
        const lastRead = (stored.data.requester_last_read as Date | null)?.getTime() ?? null;
        expect(ticket.messages.map((message) => message.state)).toEqual(
          messages.map((m) =>
            m.data.from === 'support'
              ? lastRead !== null && (m.data.created_at as Date).getTime() <= lastRead
                ? 'read'
                : 'unread'
              : 'sent',
          ),
        );
        expect(ticket.messages.map((message) => message.htmlBody)).toEqual(messages.map((m) => m.data.html_body));
      }
      const dates = data.tickets.map((ticket) => ticket.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      const one = expectSuccess<{ tickets: Ticket[] }>(
        await get('/helpdesk/getStatusTickets', roleEmail('site_manager'), { cid: 'C_1002' }),
      );
      expect(one.tickets.map((ticket) => ticket.id).sort()).toEqual(
        ticketsOf(['C_1002']).map((d) => d.path.split('/')[1]).sort(),
      );
      // Query token (spec §7 GET calls) works as well as the header.
      const { tokenOf } = await import('./api-support');
      expectSuccess(
        await call('GET', '/helpdesk/getStatusTickets', {
          query: { token: await tokenOf(roleEmail('cuoco')) },
        }),
      );
    },
    badRequest: () => get('/helpdesk/getStatusTickets', roleEmail('admin'), { cid: 'C_1001/../x' }),
    unauthenticated: () =>
      call('GET', '/helpdesk/getStatusTickets', { headers: { Authorization: 'Bearer not-a-token' } }),
    forbidden: () => get('/helpdesk/getStatusTickets', roleEmail('site_manager'), { cid: 'C_501' }),
  },
  {
    route: 'GET ccms/getGuideBySlug',
    success: async () => {
      const guide = expectSuccess<{
        title: string;
        intro: { title: string; body: string };
        items: Array<{ title: string }>;
      }>(
        await get(ccms('getGuideBySlug'), roleEmail('cuoco'), {
          slug: 'glossario',
          lang: 'it',
          tags: '6,10',
        }),
      );
      expect(guide.title).toBe('Glossario');
      expect(guide.intro.title).toBe('Le parole del back office');
      expect(guide.items.length).toBe(HELP_GUIDES[0]!.texts.length - 1);
      const basque = expectSuccess<{ title: string }>(
        await get(ccms('getGuideBySlug'), roleEmail('cuoco'), { slug: 'menu', lang: 'eu', tags: '8,16,96' }),
      );
      expect(basque.title).toBe('Menuak eta errezetak');
      // An unknown language falls back to en (spec §1); the glossary (6,10) is not for a Spanish-school session.
      expect(
        expectSuccess<{ title: string }>(
          await get(ccms('getGuideBySlug'), roleEmail('cuoco'), { slug: 'menu', lang: 'xx' }),
        ).title,
      ).toBe('Menus and recipes');
      expectApiError(
        await get(ccms('getGuideBySlug'), roleEmail('cuoco'), {
          slug: 'glossario',
          lang: 'es',
          tags: '8,16',
        }),
        404,
        'not_found',
      );
    },
    badRequest: () => get(ccms('getGuideBySlug'), roleEmail('admin'), { slug: '../secrets', lang: 'en' }),
    unauthenticated: () => get(ccms('getGuideBySlug'), null, { slug: 'glossario' }),
    forbidden: () => get(ccms('getGuideBySlug'), web, { slug: 'glossario' }),
  },
  {
    route: 'GET ccms/getMostPopulars',
    success: async () => {
      const popular = expectSuccess<Array<{ slug: string; title: string; intro: string }>>(
        await get(ccms('getMostPopulars'), roleEmail('admin'), { n: '3', lang: 'es' }),
      );
      const expected = [...HELP_GUIDES].sort((a, b) => b.popularity - a.popularity).slice(0, 3);
      expect(popular.map((guide) => guide.slug)).toEqual(expected.map((guide) => guide.slug));
      expect(popular[0]?.title).toBe(expected[0]!.title.es);
      expect(expectSuccess<unknown[]>(await get(ccms('getMostPopulars'), roleEmail('admin'))).length).toBe(5);
    },
    badRequest: () => get(ccms('getMostPopulars'), roleEmail('admin'), { n: '0' }),
    unauthenticated: () => get(ccms('getMostPopulars'), null),
    forbidden: () => get(ccms('getMostPopulars'), web),
  },
  {
    route: 'GET ccms/getCollections',
    success: async () => {
      const collections = expectSuccess<
        Array<{ id: string; title: string; guides: Array<{ slug: string }> }>
      >(await get(ccms('getCollections'), roleEmail('cuoco'), { lang: 'fr' }));
      expect(collections.map((collection) => collection.id)).toEqual([
        'getting-started',
        'daily-work',
        'services',
        'administration',
        'faq',
      ]);
      expect(collections[0]?.title).toBe('Premiers pas');
      expect(collections.flatMap((collection) => collection.guides).length).toBe(HELP_GUIDES.length);
    },
    badRequest: () => get(ccms('getCollections'), roleEmail('admin'), { lang: 'x'.repeat(40) }),
    unauthenticated: () => get(ccms('getCollections'), null),
    forbidden: () => get(ccms('getCollections'), web),
  },
  {
    route: 'GET ccms/getNews',
    success: async () => {
      const forAdmin = expectSuccess<Array<{ id: string; date: string; title: string }>>(
        await get(ccms('getNews'), roleEmail('admin'), { lang: 'tr', tags: '6,10' }),
      );
      // Admin (tag 91) sees the CSV news, not the IFM operators' one; 6,10 hides the Spanish-school news.
      expect(forAdmin.map((news) => news.id)).toEqual(['NEWS_RELEASE_4_6_9', 'NEWS_CSV_IMPORT']);
      expect(forAdmin[0]?.title).toBe(HELP_NEWS[0]!.title.tr);
      const forOperator = expectSuccess<Array<{ id: string }>>(
        await get(ccms('getNews'), roleEmail('operatore_ifm'), { lang: 'it', tags: '6,10,91', n: '1' }),
      );
      expect(forOperator.map((news) => news.id)).toEqual(['NEWS_RELEASE_4_6_9']);
      const excluded = expectSuccess<Array<{ id: string }>>(
        await get(ccms('getNews'), roleEmail('operatore_ifm'), { excludeId: 'NEWS_RELEASE_4_6_9' }),
      );
      expect(excluded.map((news) => news.id)).toEqual(['NEWS_IFM_EXCEPTIONS', 'NEWS_SCHOOL_GRID']);
    },
    badRequest: () => get(ccms('getNews'), roleEmail('admin'), { tags: 'six,ten' }),
    unauthenticated: () => get(ccms('getNews'), null),
    forbidden: () => get(ccms('getNews'), web),
  },
  {
    route: 'GET ccms/getNewsById',
    success: async () => {
      const news = expectSuccess<{ id: string; body: string }>(
        await get(ccms('getNewsById'), roleEmail('cliente_ifm'), { id: 'NEWS_IFM_EXCEPTIONS', lang: 'ca' }),
      );
      expect(news.body).toBe(HELP_NEWS[1]!.body.ca);
      // Another role's news is as absent as a missing one.
      expectApiError(
        await get(ccms('getNewsById'), roleEmail('admin'), { id: 'NEWS_IFM_EXCEPTIONS' }),
        404,
        'not_found',
      );
    },
    badRequest: () => get(ccms('getNewsById'), roleEmail('admin'), {}),
    unauthenticated: () => get(ccms('getNewsById'), null, { id: 'NEWS_RELEASE_4_6_9' }),
    forbidden: () => get(ccms('getNewsById'), web, { id: 'NEWS_RELEASE_4_6_9' }),
  },
  {
    route: 'GET ccms/getComponentByIdAndVariant',
    success: async () => {
      const component = expectSuccess<{ view: string; title: string; body: string }>(
        await get(ccms('getComponentByIdAndVariant'), roleEmail('cuoco'), {
          id: 'menu-food-paths',
          variant: 'tooltip',
          lang: 'cl',
        }),
      );
      expect(component).toMatchObject({ view: 'menu', title: 'Recorridos', body: 'Máximo tres por receta' });
      expectApiError(
        await get(ccms('getComponentByIdAndVariant'), roleEmail('cuoco'), {
          id: 'menu-food-paths',
          variant: 'nope',
        }),
        404,
      );
    },
    badRequest: () =>
      get(ccms('getComponentByIdAndVariant'), roleEmail('admin'), { id: 'menu-food-paths', variant: '<b>' }),
    unauthenticated: () => get(ccms('getComponentByIdAndVariant'), null, { id: 'menu-food-paths' }),
    forbidden: () => get(ccms('getComponentByIdAndVariant'), web, { id: 'menu-food-paths' }),
  },
  {
    route: 'GET ccms/getComponentsByViewAndText',
    success: async () => {
      const found = expectSuccess<Array<{ id: string }>>(
        await get(ccms('getComponentsByViewAndText'), roleEmail('cuoco'), {
          ids: 'menu,ordini',
          text: 'PERCORSI',
          lang: 'it',
        }),
      );
      expect(found.map((component) => component.id)).toEqual(['menu-food-paths']);
      const all = expectSuccess<Array<{ id: string }>>(
        await get(ccms('getComponentsByViewAndText'), roleEmail('cuoco'), { ids: 'users' }),
      );
      expect(all).toEqual([]); // the import help is tagged for admins only
    },
    badRequest: () => get(ccms('getComponentsByViewAndText'), roleEmail('admin'), { ids: 'a/b' }),
    unauthenticated: () => get(ccms('getComponentsByViewAndText'), null, { ids: 'menu' }),
    forbidden: () => get(ccms('getComponentsByViewAndText'), web, { ids: 'menu' }),
  },
  {
    route: 'GET ccms/getStatusTextContents',
    success: async () => {
      const texts = expectSuccess<Array<{ code: number; title: string }>>(
        await get(ccms('getStatusTextContents'), roleEmail('controllore'), { lang: 'eu' }),
      );
      expect(texts.map((text) => text.code)).toEqual([5, 4, 3, 2, 1, 0]);
      expect(texts[0]?.title).toBe('Dena ondo');
    },
    badRequest: () => get(ccms('getStatusTextContents'), roleEmail('admin'), { lang: 'e'.repeat(20) }),
    unauthenticated: () => get(ccms('getStatusTextContents'), null),
    forbidden: () => get(ccms('getStatusTextContents'), web),
  },
];

describe('REST API help desk and help content', () => {
  beforeAll(ensureSeeded, 180_000);

  describeRouteCases(cases);
});
