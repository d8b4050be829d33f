// Communications: `languages` must list exactly the languages with a title (the customer query relies on it), the
// action fields' sizes, and the customer-facing read: a customer lists their canteen's messages by language.
import { describe } from 'vitest';
import { collection, query, where, type Firestore } from 'firebase/firestore';
import { caseOf, text } from '../support/cases';
import { messageTemplate } from '../support/documents';
import { IN_CANTEEN, OUT_CANTEEN, principal } from '../support/principals';
import type { FixtureStore } from '../support/store';

export function defineCommunications(store: () => FixtureStore): void {
  const manager = principal('site_manager');
  const customer = principal('customer');
  const message = (patch: Record<string, unknown>) => ({
    op: 'create' as const,
    path: 'messages/MSG_NEW',
    data: { ...structuredClone(messageTemplate), canteen_id: IN_CANTEEN, ...patch },
  });
  const enIt = { en: 'Sustainability week', it: 'Settimana della sostenibilità' };

  describe('messages: languages follow the titles', () => {
    caseOf('titles in en and it, languages en and it', manager, message({ title: enIt, languages: ['en', 'it'] }), true, store);
    caseOf('no title at all, no languages', manager, message({ title: {}, languages: [] }), true, store);
    caseOf('languages missing', manager, message({ title: enIt, languages: null }), false, store);
    caseOf('languages claims es without an es title', manager, message({ title: enIt, languages: ['en', 'it', 'es'] }), false, store);
    caseOf('languages leaves out a translated language', manager, message({ title: enIt, languages: ['en'] }), false, store);
    caseOf('a blank title is not a translation', manager, message({ title: { ...enIt, es: '   ' }, languages: ['en', 'it', 'es'] }), false, store);
    caseOf('a blank title left out of languages', manager, message({ title: { ...enIt, es: '   ' }, languages: ['en', 'it'] }), true, store);
    caseOf('languages as text', manager, message({ title: enIt, languages: 'en,it' }), false, store);
    caseOf('route of the longest length', manager, message({ action: 'internal', route: `/${text(199)}` }), true, store);
    caseOf('route too long', manager, message({ action: 'internal', route: `/${text(200)}` }), false, store);
    caseOf('image as a number', manager, message({ action: 'fullscreen', image: 7 }), false, store);
    caseOf('service id too long', manager, message({ action: 'go_to_service', service_id: text(201) }), false, store);
    caseOf('an update that adds an es title without es in languages', manager,
      { op: 'update', path: `messages/MSG_${IN_CANTEEN}`, changes: { title: { ...enIt, es: 'Semana' }, languages: ['en', 'it'] } }, false, store);
  });

  describe('messages: the customer-facing read', () => {
    const byLanguage = (canteen: string, language: string) => ({
      op: 'list' as const,
      query: (db: Firestore) =>
        query(collection(db, 'messages'), where('canteen_id', '==', canteen), where('languages', 'array-contains', language)),
    });
    caseOf('a customer lists their canteen in es', customer, byLanguage(IN_CANTEEN, 'es'), true, store);
    caseOf('a customer lists another canteen', customer, byLanguage(OUT_CANTEEN, 'es'), false, store);
    caseOf('a customer reads one message of their canteen', customer, { op: 'get', path: `messages/MSG_${IN_CANTEEN}` }, true, store);
    caseOf('a customer creates a message', customer, message({}), false, store);
    caseOf('a customer deletes a message', customer, { op: 'delete', path: `messages/MSG_${IN_CANTEEN}` }, false, store);
    caseOf('a web user of no canteen lists one', principal('web_user'), byLanguage(IN_CANTEEN, 'en'), false, store);
  });
}
