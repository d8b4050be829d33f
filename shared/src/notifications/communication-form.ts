// The communication editor (spec §3, §5): four language tabs, validity, area, action type with the field it needs,
// an image; the stored document it becomes, with the `languages` the customer read filters on; the list's params.
import { z } from 'zod';
import { COMMUNICATION_ACTION_TYPES, COMMUNICATION_AREAS, type CommunicationActionType } from '../core/catalogs';
import { toDate } from '../core/dates';
import { COMMUNICATION_LANGUAGES, type CommunicationLanguage } from '../i18n/i18n-env';
import { CANTEEN_ID_PREFIX } from '../canteens/canteens';
import { communicationText, type CommunicationLike } from './communications';

/** Limits the rules repeat (validCommunication in firestore.rules). */
export const COMMUNICATION_LIMITS = { title: 200, text: 4000, link: 4000, route: 200, reference: 200, image: 1000 } as const;
/** Communications per list page. */
export const COMMUNICATIONS_PAGE_SIZE = 20;

/** Which extra field each action type needs (spec §3): a URL per language, an app route, a service, a canteen, an image. */
export const COMMUNICATION_ACTION_NEEDS: Readonly<
  Record<CommunicationActionType, 'link' | 'route' | 'service' | 'canteen' | 'image' | null>
> = {
  info: null,
  com_details: null,
  external: 'link',
  internal: 'route',
  fullscreen: 'image',
  popup: null,
  open_in_popup: 'link',
  go_to_service: 'service',
  go_to_canteen: 'canteen',
};

// Messages of this schema are keys of the web's `communications` namespace (the form kit looks them up by prefix).
const MESSAGE = {
  startRequired: 'validation.communication.startRequired',
  endRequired: 'validation.communication.endRequired',
  endBeforeStart: 'validation.communication.endBeforeStart',
  areaRequired: 'validation.communication.areaRequired',
  linkRequired: 'communications:validation.linkRequired',
  linkInvalid: 'communications:validation.linkInvalid',
  routeRequired: 'communications:validation.routeRequired',
  serviceRequired: 'communications:validation.serviceRequired',
  canteenRequired: 'communications:validation.canteenRequired',
  imageRequired: 'communications:validation.imageRequired',
} as const;

const texts = (max: number) =>
  z.object(
    Object.fromEntries(COMMUNICATION_LANGUAGES.map((language) => [language, z.string().max(max)])) as Record<
      CommunicationLanguage,
      z.ZodString
    >,
  );

/** A `datetime-local` value (YYYY-MM-DDTHH:mm, the browser's time zone) naming a real instant. */
const localDateTime = (message: string) =>
  z.string(message).refine((value) => parseLocalDateTime(value) !== null, message);

export function parseLocalDateTime(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A Date as a `datetime-local` value in the browser's time zone. */
export function toLocalDateTime(value: unknown): string {
  const date = toDate(value);
  if (!date) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export const communicationEditorSchema = z
  .object({
    title: texts(COMMUNICATION_LIMITS.title),
    text: texts(COMMUNICATION_LIMITS.text),
    link: texts(COMMUNICATION_LIMITS.link),
    start: localDateTime(MESSAGE.startRequired),
    end: localDateTime(MESSAGE.endRequired),
    area: z.enum(COMMUNICATION_AREAS, MESSAGE.areaRequired),
    action: z.enum(COMMUNICATION_ACTION_TYPES),
    route: z.string().trim().max(COMMUNICATION_LIMITS.route),
    service_id: z.string().trim().max(COMMUNICATION_LIMITS.reference),
    target_canteen_id: z.string().trim().max(COMMUNICATION_LIMITS.reference),
    image: z.string().trim().max(COMMUNICATION_LIMITS.image),
  })
  .superRefine((form, ctx) => {
    const start = parseLocalDateTime(form.start);
    const end = parseLocalDateTime(form.end);
    // The spec does not say it, but an end before the start would make a message that never shows.
    if (start && end && end < start) ctx.addIssue({ code: 'custom', path: ['end'], message: MESSAGE.endBeforeStart });
    for (const language of COMMUNICATION_LANGUAGES) {
      const link = form.link[language].trim();
      if (link !== '' && !isHttpUrl(link))
        ctx.addIssue({ code: 'custom', path: ['link', language], message: MESSAGE.linkInvalid });
    }
    switch (COMMUNICATION_ACTION_NEEDS[form.action]) {
      case 'link':
        // Every language the customer sees the message in needs its URL.
        for (const language of translatedLanguages(form))
          if (form.link[language].trim() === '')
            ctx.addIssue({ code: 'custom', path: ['link', language], message: MESSAGE.linkRequired });
        if (COMMUNICATION_LANGUAGES.every((language) => form.link[language].trim() === ''))
          ctx.addIssue({ code: 'custom', path: ['link', 'en'], message: MESSAGE.linkRequired });
        break;
      case 'route':
        if (!form.route.startsWith('/')) ctx.addIssue({ code: 'custom', path: ['route'], message: MESSAGE.routeRequired });
        break;
      case 'service':
        if (form.service_id === '') ctx.addIssue({ code: 'custom', path: ['service_id'], message: MESSAGE.serviceRequired });
        break;
      case 'canteen':
        if (form.target_canteen_id.length <= CANTEEN_ID_PREFIX.length || !form.target_canteen_id.startsWith(CANTEEN_ID_PREFIX))
          ctx.addIssue({ code: 'custom', path: ['target_canteen_id'], message: MESSAGE.canteenRequired });
        break;
      case 'image':
        if (form.image === '') ctx.addIssue({ code: 'custom', path: ['image'], message: MESSAGE.imageRequired });
        break;
      default:
        break;
    }
  });
export type CommunicationEditorInput = z.input<typeof communicationEditorSchema>;
export type CommunicationEditorValues = z.output<typeof communicationEditorSchema>;

/**
 * The languages a customer sees the message in: those with a title (the item's headline). The stored `languages`
 * array repeats them so the companion app's query can ask `array-contains` its language; the rules keep it true.
 */
export function translatedLanguages(message: CommunicationLike): CommunicationLanguage[] {
  return COMMUNICATION_LANGUAGES.filter((language) => communicationText(message, 'title', language) !== null);
}

const nonBlank = (map: Record<string, string>) =>
  Object.fromEntries(Object.entries(map).filter(([, value]) => value.trim() !== '').map(([k, v]) => [k, v.trim()]));

/** The stored fields of a message (collection messages) from the editor's values; position and canteen apart. */
export function communicationDocument(form: CommunicationEditorValues) {
  const need = COMMUNICATION_ACTION_NEEDS[form.action];
  const document = {
    title: nonBlank(form.title),
    text: nonBlank(form.text),
    link: nonBlank(form.link),
    start: parseLocalDateTime(form.start)!,
    end: parseLocalDateTime(form.end)!,
    area: form.area,
    action: form.action,
    ...(need === 'route' ? { route: form.route } : {}),
    ...(need === 'service' ? { service_id: form.service_id } : {}),
    ...(need === 'canteen' ? { target_canteen_id: form.target_canteen_id } : {}),
    ...(form.image !== '' ? { image: form.image } : {}),
  };
  return { ...document, languages: translatedLanguages(document) };
}
export type CommunicationDocument = ReturnType<typeof communicationDocument>;

/** The editor's values of a stored message (every language present, so each tab starts with empty texts). */
export function communicationEditorValues(stored: Partial<CommunicationLike> & Record<string, unknown>): CommunicationEditorInput {
  const all = (map: unknown) =>
    Object.fromEntries(
      COMMUNICATION_LANGUAGES.map((language) => [language, String((map as Record<string, unknown> | undefined)?.[language] ?? '')]),
    ) as Record<CommunicationLanguage, string>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    title: all(stored.title),
    text: all(stored.text),
    link: all(stored.link),
    start: toLocalDateTime(stored.start),
    end: toLocalDateTime(stored.end),
    area: (stored.area as CommunicationEditorInput['area']) ?? 'news',
    action: (COMMUNICATION_ACTION_TYPES as readonly string[]).includes(text(stored.action))
      ? (stored.action as CommunicationActionType)
      : 'info',
    route: text(stored.route),
    service_id: text(stored.service_id),
    target_canteen_id: text(stored.target_canteen_id),
    image: text(stored.image),
  };
}

/**
 * What the customer app shows in one language and area (spec §2, §8): active messages translated into that language,
 * in their order; an item without a title in the language is left out. The query already asks `languages`
 * array-contains the language; this is the same rule on what came back.
 */
export function customerCommunications<M extends CommunicationLike & { area?: unknown; pos?: unknown }>(
  messages: readonly M[],
  language: CommunicationLanguage,
  now: Date,
): M[] {
  const position = (message: M) => (typeof message.pos === 'number' ? message.pos : Number.MAX_SAFE_INTEGER);
  return messages
    .filter((message) => communicationText(message, 'title', language) !== null)
    .filter((message) => {
      const start = toDate(message.start);
      const end = toDate(message.end);
      return start !== null && end !== null && start <= now && now <= end;
    })
    .sort((a, b) => position(a) - position(b));
}

/** Which messages the back-office list shows: those running now, or those scheduled (not yet started). */
export const COMMUNICATION_LIST_STATES = ['active', 'scheduled'] as const;
export type CommunicationListState = (typeof COMMUNICATION_LIST_STATES)[number];

export interface CommunicationListParams {
  state: CommunicationListState;
  area: 'all' | (typeof COMMUNICATION_AREAS)[number];
}

export function parseCommunicationListParams(query: URLSearchParams): CommunicationListParams {
  const state = query.get('state');
  const area = query.get('area');
  return {
    state: state === 'scheduled' ? 'scheduled' : 'active',
    area: area === 'news' || area === 'home' ? area : 'all',
  };
}

export function communicationListQuery(params: CommunicationListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.state !== 'active') query.set('state', params.state);
  if (params.area !== 'all') query.set('area', params.area);
  return query;
}

/**
 * The communication language the back office shows a message's title in: the interface language when it is one of
 * the four, the Spanish of Spain's co-official languages and of Chile for ca, eu and cl, English for tr.
 */
export function communicationLanguageOf(uiLanguage: string): CommunicationLanguage {
  if ((COMMUNICATION_LANGUAGES as readonly string[]).includes(uiLanguage)) return uiLanguage as CommunicationLanguage;
  return ['ca', 'eu', 'cl'].includes(uiLanguage) ? 'es' : 'en';
}
