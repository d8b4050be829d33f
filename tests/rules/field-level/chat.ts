// Chat threads: one message appended at a time by its author, never a status message; parent canteens count.
import { describe } from 'vitest';
import { collection, query, where } from 'firebase/firestore';
import { DOCUMENT_LIMITS } from '@backoffice/shared';
import { caseOf, text } from '../support/cases';
import { FIXED_NOW, chatMessage, threadDocument } from '../support/fixtures';
import { CUSTOMER_UID, IN_CANTEEN, OUT_CANTEEN, STRANGER_UID, principal } from '../support/principals';
import type { FixtureStore } from '../support/store';

export function defineChatMessages(store: () => FixtureStore): void {
  const path = `chat/TICKET_${IN_CANTEEN}`;
  const existing = threadDocument(IN_CANTEEN, CUSTOMER_UID).messages as Array<Record<string, unknown>>;
  const append = (...added: unknown[]) => ({ messages: [...existing, ...added] });
  const cases: Array<[string, string, Record<string, unknown>, boolean]> = [
    ['reply', 'site_manager', append(chatMessage('BO')), true],
    ['reply of the longest length', 'cuoco', append(chatMessage('BO', text(DOCUMENT_LIMITS.longText))), true],
    ['reply too long', 'cuoco', append(chatMessage('BO', text(DOCUMENT_LIMITS.longText + 1))), false],
    ['empty reply', 'cuoco', append(chatMessage('BO', '')), false],
    ['reply signed as the customer', 'site_manager', append(chatMessage('U')), false],
    ['a status message', 'site_manager', append({ ...chatMessage('BO'), type: 'statuschange' }), false],
    ['a typed message', 'admin', append({ ...chatMessage('BO'), type: 'text' }), false],
    ['two replies at once', 'site_manager', append(chatMessage('BO'), chatMessage('BO')), false],
    [
      'an earlier message rewritten',
      'admin',
      { messages: [chatMessage('BO'), ...existing.slice(1), chatMessage('BO')] },
      false,
    ],
    ['an earlier message removed', 'admin', { messages: existing.slice(1) }, false],
    ['reply of a viewer', 'visualizzatore', append(chatMessage('BO')), false],
    ['customer writes', 'customer', append(chatMessage('U')), true],
    ['customer signs as BO', 'customer', append(chatMessage('BO')), false],
    [
      'customer writes a status message',
      'customer',
      append({ ...chatMessage('U'), type: 'statuschange' }),
      false,
    ],
    ['customer closes the thread', 'customer', { status: 0 }, false],
    ['customer marks it read', 'customer', { admin_last_read: FIXED_NOW }, false],
    ['another customer writes', 'web_user', append(chatMessage('U')), false],
  ];
  describe('chat: one message appended, by its author, never a status message', () => {
    for (const [name, who, changes, allowed] of cases) {
      caseOf(name, principal(who), { op: 'update', path, changes }, allowed, store);
    }
  });

  describe('chat: a thread is in the canteen of its canteen_id or of its parent', () => {
    const childPath = 'chat/TICKET_CHILD';
    const child: Record<string, unknown> = {
      ...threadDocument(OUT_CANTEEN, STRANGER_UID),
      parent: IN_CANTEEN,
    };
    const put = async (fixtures: FixtureStore) => fixtures.put(childPath, child);
    caseOf('read through the parent', principal('cuoco'), { op: 'get', path: childPath }, true, store, put);
    caseOf(
      'reply through the parent',
      principal('cuoco'),
      {
        op: 'update',
        path: childPath,
        changes: { messages: [...(child.messages as unknown[]), chatMessage('BO')] },
      },
      true,
      store,
      put,
    );
    caseOf(
      'list by parent',
      principal('responsabile_mensa'),
      {
        op: 'list',
        query: (db) => query(collection(db, 'chat'), where('parent', '==', IN_CANTEEN)),
      },
      true,
      store,
      put,
    );
    caseOf(
      'list by a parent not theirs',
      principal('responsabile_mensa'),
      {
        op: 'list',
        query: (db) => query(collection(db, 'chat'), where('parent', '==', OUT_CANTEEN)),
      },
      false,
      store,
    );
  });
}
