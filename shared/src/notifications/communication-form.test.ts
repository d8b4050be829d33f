// The communication editor: required validity and area, the field each action type needs, the stored document's
// `languages`, and the customer read that leaves out what is not translated.
import { describe, expect, it } from 'vitest';
import {
  communicationDocument,
  communicationEditorSchema,
  communicationEditorValues,
  communicationListQuery,
  customerCommunications,
  parseCommunicationListParams,
  translatedLanguages,
  type CommunicationEditorInput,
} from './communication-form';

const empty = { en: '', it: '', es: '', fr: '' };
const base: CommunicationEditorInput = {
  title: { ...empty, en: 'Sustainability week', it: 'Settimana della sostenibilità' },
  text: { ...empty },
  link: { ...empty },
  start: '2026-03-01T08:00',
  end: '2026-03-15T20:00',
  area: 'news',
  action: 'info',
  route: '',
  service_id: '',
  target_canteen_id: '',
  image: '',
};

function messages(patch: Partial<CommunicationEditorInput>): string[] {
  const result = communicationEditorSchema.safeParse({ ...base, ...patch });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('communicationEditorSchema', () => {
  it.each<[string, Partial<CommunicationEditorInput>, string[]]>([
    ['texts optional', { title: { ...empty } }, []],
    ['start required', { start: '' }, ['start: validation.communication.startRequired']],
    ['end required', { end: '' }, ['end: validation.communication.endRequired']],
    ['end not before start', { end: '2026-02-28T23:59' }, ['end: validation.communication.endBeforeStart']],
    ['end equal to start', { end: '2026-03-01T08:00' }, []],
    ['area required', { area: '' as never }, ['area: validation.communication.areaRequired']],
    ['external needs a URL in each translated language', { action: 'external', link: { ...empty, en: 'https://example.com' } }, ['link.it: communications:validation.linkRequired']],
    ['external with both URLs', { action: 'external', link: { ...empty, en: 'https://example.com', it: 'https://example.it' } }, []],
    ['external without any title still needs one URL', { action: 'open_in_popup', title: { ...empty } }, ['link.en: communications:validation.linkRequired']],
    ['a link must be http(s)', { link: { ...empty, fr: 'javascript:alert(1)' } }, ['link.fr: communications:validation.linkInvalid']],
    ['internal needs a route', { action: 'internal', route: 'menu' }, ['route: communications:validation.routeRequired']],
    ['internal with a route', { action: 'internal', route: '/menu' }, []],
    ['go to service needs a service', { action: 'go_to_service' }, ['service_id: communications:validation.serviceRequired']],
    ['go to canteen needs a canteen', { action: 'go_to_canteen', target_canteen_id: 'C_' }, ['target_canteen_id: communications:validation.canteenRequired']],
    ['go to canteen with one', { action: 'go_to_canteen', target_canteen_id: 'C_1001' }, []],
    ['fullscreen needs an image', { action: 'fullscreen' }, ['image: communications:validation.imageRequired']],
    ['title over 200 characters', { title: { ...empty, en: 'x'.repeat(201) } }, ['title.en: Too big: expected string to have <=200 characters']],
  ])('%s', (_name, patch, expected) => {
    expect(messages(patch)).toEqual(expected);
  });
});

describe('the stored document', () => {
  it('keeps non-blank texts, the action field it needs, and the languages with a title', () => {
    const values = communicationEditorSchema.parse({
      ...base,
      text: { ...empty, en: ' Every dish ', es: 'Cada plato' },
      action: 'go_to_service',
      service_id: 'SHOP_C_1001',
      route: '/ignored',
    });
    const document = communicationDocument(values);
    expect(document).toMatchObject({
      title: { en: 'Sustainability week', it: 'Settimana della sostenibilità' },
      text: { en: 'Every dish', es: 'Cada plato' },
      link: {},
      area: 'news',
      action: 'go_to_service',
      service_id: 'SHOP_C_1001',
      languages: ['en', 'it'],
    });
    expect(document).not.toHaveProperty('route');
    expect(document.start).toEqual(new Date('2026-03-01T08:00'));
  });

  it('reads a stored message back into the editor', () => {
    const values = communicationEditorValues({
      title: { it: 'Ciao' },
      start: new Date('2026-03-01T08:00'),
      end: new Date('2026-03-02T09:30'),
      area: 'home',
      action: 'popup',
    });
    expect(values).toMatchObject({ title: { ...empty, it: 'Ciao' }, start: '2026-03-01T08:00', end: '2026-03-02T09:30', area: 'home', action: 'popup' });
  });

  it('counts a blank title as not translated', () => {
    expect(translatedLanguages({ title: { en: 'Hi', it: '  ', fr: 'Salut' } })).toEqual(['en', 'fr']);
  });
});

describe('customerCommunications (the companion app read)', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const message = (id: string, title: Record<string, string>, pos: number, start = '2026-03-01T00:00:00Z', end = '2026-03-20T00:00:00Z') => ({
    id,
    title,
    pos,
    start: new Date(start),
    end: new Date(end),
  });
  const stored = [
    message('b', { en: 'B', it: 'B' }, 2),
    message('a', { en: 'A', it: 'A', es: 'A' }, 1),
    message('expired', { es: 'E' }, 0, '2026-03-01T00:00:00Z', '2026-03-09T00:00:00Z'),
    message('scheduled', { es: 'S' }, 0, '2026-03-11T00:00:00Z'),
  ];
  it.each([
    ['en', ['a', 'b']],
    ['es', ['a']],
    ['fr', []],
  ] as const)('%s shows %j', (language, ids) => {
    expect(customerCommunications(stored, language, now).map((m) => m.id)).toEqual(ids);
  });
});

describe('list params', () => {
  it.each([
    ['', { state: 'active', area: 'all' }],
    ['state=scheduled&area=home', { state: 'scheduled', area: 'home' }],
    ['state=old&area=banner', { state: 'active', area: 'all' }],
  ])('%s → %j and back', (query, params) => {
    const parsed = parseCommunicationListParams(new URLSearchParams(query));
    expect(parsed).toEqual(params);
    expect(parseCommunicationListParams(communicationListQuery(parsed))).toEqual(parsed);
  });
});
