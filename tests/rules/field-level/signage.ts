// The signage player (issue 22): an anonymous device writes its pairing request; DigitalSignage staff pair it to a
// screen of their canteen; the paired player reads exactly its screen, that screen's schedules and its boards' data
// (canteen, menu day, recipes, shop categories, people counters), and beats only `last_seen` — and loses all of it
// when the screen names another player.
import { describe } from 'vitest';
import { collection, limit, query, serverTimestamp, where, type Firestore } from 'firebase/firestore';
import type { UserClaims } from '@backoffice/shared';
import { caseOf } from '../support/cases';
import { FIXED_NOW, seeded } from '../support/fixtures';
import { IN_CANTEEN, OUT_CANTEEN, principal, type Principal } from '../support/principals';
import type { FixtureStore } from '../support/store';

function device(id: string, uid: string, provider = 'anonymous'): Principal & { uid: string } {
  return { id, uid, claims: { firebase: { sign_in_provider: provider } } as unknown as UserClaims, userDocument: null, kind: 'anonymous' };
}

export function defineSignagePlayer(store: () => FixtureStore): void {
  const player = device('signage-player', 'player-paired');
  const waiting = device('signage-player-waiting', 'player-waiting');
  const replaced = device('signage-player-replaced', 'player-replaced');
  const passwordUser = device('signage-password-user', 'player-password', 'password');
  const manager = principal('super_site_manager');
  const chef = principal('cuoco');
  const screenId = 'SGP_SCREEN';
  const otherScreenId = 'SGP_OTHER_SCREEN';
  const screen = { ...seeded('digital_signage/SG_C_1001_ENTRANCE'), canteen_id: IN_CANTEEN, player_uid: player.uid, last_seen: null };
  const lunch = { ...seeded('digital_signage/SG_C_1001_LUNCH'), canteen_id: IN_CANTEEN, screen_id: screenId };
  const paired = { code: 'ABC234', created_at: FIXED_NOW, screen_id: screenId, canteen_id: IN_CANTEEN, paired_by: 'x', paired_at: FIXED_NOW };
  const unpaired = { code: 'WXY789', created_at: FIXED_NOW, screen_id: null, canteen_id: null };

  /** The paired player's world: its request, its screen (naming it), a schedule of it and one of another screen. */
  const world = async (fixtures: FixtureStore) => {
    await fixtures.put(`signage_players/${player.uid}`, paired);
    await fixtures.put(`digital_signage/${screenId}`, screen);
    await fixtures.put('digital_signage/SGP_LUNCH', lunch);
    await fixtures.put(`digital_signage/${otherScreenId}`, { ...screen, player_uid: 'someone-else' });
    await fixtures.put('digital_signage/SGP_OTHER_LUNCH', { ...lunch, screen_id: otherScreenId });
    await fixtures.put(`signage_players/${replaced.uid}`, paired);
    await fixtures.put(`signage_players/${waiting.uid}`, unpaired);
    await fixtures.put('people_counters/PGP_IN', { canteen_id: IN_CANTEEN, name: 'Ingresso', count: 10, capacity: 100 });
    await fixtures.put('people_counters/PGP_OUT', { canteen_id: OUT_CANTEEN, name: 'Ingresso', count: 10, capacity: 100 });
  };
  const request = (uid: string, patch: Record<string, unknown> = {}) => ({
    op: 'create' as const,
    path: `signage_players/${uid}`,
    data: { code: 'KMN345', created_at: serverTimestamp(), screen_id: null, canteen_id: null, ...patch },
  });
  const pair = (uid: string, by: { uid: string | null }, patch: Record<string, unknown> = {}) => ({
    op: 'update' as const,
    path: `signage_players/${uid}`,
    changes: { screen_id: screenId, canteen_id: IN_CANTEEN, paired_by: by.uid, paired_at: serverTimestamp(), ...patch },
  });

  describe('signage player: pairing request', () => {
    caseOf('its own request', waiting, request(waiting.uid), true, store);
    caseOf('a request for another uid', waiting, request('someone-else'), false, store);
    caseOf('a request already paired', waiting, request(waiting.uid, { screen_id: screenId, canteen_id: IN_CANTEEN }), false, store);
    caseOf('a bad code', waiting, request(waiting.uid, { code: 'ABC10I' }), false, store);
    caseOf('a time of its own', waiting, request(waiting.uid, { created_at: FIXED_NOW }), false, store);
    caseOf('an extra field', waiting, request(waiting.uid, { note: 'x' }), false, store);
    caseOf('a request from a password account', passwordUser, request(passwordUser.uid), false, store);
    caseOf('reads its own request', waiting, { op: 'get', path: `signage_players/${waiting.uid}` }, true, store, world);
    caseOf('pairs itself', waiting, pair(waiting.uid, waiting), false, store, world);
    caseOf('forgets its own request (to show a new code)', waiting, { op: 'delete', path: `signage_players/${waiting.uid}` }, true, store, world);
    caseOf('deletes another player’s request', waiting, { op: 'delete', path: `signage_players/${player.uid}` }, false, store, world);
    caseOf('reads another player’s request', waiting, { op: 'get', path: `signage_players/${player.uid}` }, false, store, world);
  });

  describe('signage player: the admin confirmation', () => {
    const byCode = { op: 'list' as const, query: (db: Firestore) => query(collection(db, 'signage_players'), where('code', '==', 'WXY789'), where('screen_id', '==', null), limit(1)) };
    caseOf('finds an unpaired request by code', manager, byCode, true, store, world);
    caseOf('a role without DigitalSignage finds it', chef, byCode, false, store, world);
    caseOf('pairs it to a screen of its canteen', manager, pair(waiting.uid, manager), true, store, world);
    caseOf('pairs it naming someone else', manager, pair(waiting.uid, manager, { paired_by: 'admin' }), false, store, world);
    caseOf('pairs it to a schedule', manager, pair(waiting.uid, manager, { screen_id: 'SGP_LUNCH' }), false, store, world);
    caseOf('pairs it into another canteen', manager, pair(waiting.uid, manager, { canteen_id: OUT_CANTEEN }), false, store, world);
    caseOf('re-pairs a paired request', manager, pair(player.uid, manager), false, store, world);
    caseOf('a role without DigitalSignage pairs it', chef, pair(waiting.uid, chef), false, store, world);
  });

  describe('signage player: what a paired player reads and writes', () => {
    const schedulesOf = (id: string) => ({ op: 'list' as const, query: (db: Firestore) => query(collection(db, 'digital_signage'), where('screen_id', '==', id)) });
    caseOf('its screen', player, { op: 'get', path: `digital_signage/${screenId}` }, true, store, world);
    caseOf('its screen’s schedules', player, schedulesOf(screenId), true, store, world);
    caseOf('another screen', player, { op: 'get', path: `digital_signage/${otherScreenId}` }, false, store, world);
    caseOf('another screen’s schedules', player, schedulesOf(otherScreenId), false, store, world);
    caseOf('the canteen’s screens', player, { op: 'list', query: (db) => query(collection(db, 'digital_signage'), where('canteen_id', '==', IN_CANTEEN)) }, false, store, world);
    caseOf('an unpaired player reads a screen', waiting, { op: 'get', path: `digital_signage/${screenId}` }, false, store, world);
    caseOf('a replaced player reads its old screen', replaced, { op: 'get', path: `digital_signage/${screenId}` }, false, store, world);
    caseOf('a replaced player reads the menu', replaced, { op: 'get', path: 'menu/C_1001_2026-01-05' }, false, store, async (fixtures) => {
      await world(fixtures);
      await fixtures.put('menu/C_1001_2026-01-05', { canteen_id: IN_CANTEEN, date: '2026-01-05', items: [] });
    });
    caseOf('its canteen', player, { op: 'get', path: `canteens/${IN_CANTEEN}` }, true, store, world);
    caseOf('another canteen', player, { op: 'get', path: `canteens/${OUT_CANTEEN}` }, false, store, world);
    caseOf('its canteen’s menu day', player, { op: 'get', path: 'menu/C_1001_2026-01-05' }, true, store, async (fixtures) => {
      await world(fixtures);
      await fixtures.put('menu/C_1001_2026-01-05', { canteen_id: IN_CANTEEN, date: '2026-01-05', items: [] });
    });
    caseOf('its canteen’s day without a menu yet (the board waits for it)', player, { op: 'get', path: 'menu/C_1001_2031-02-03' }, true, store, world);
    caseOf('another canteen’s menu day', player, { op: 'get', path: 'menu/C_2002_2026-01-05' }, false, store, async (fixtures) => {
      await world(fixtures);
      await fixtures.put('menu/C_2002_2026-01-05', { canteen_id: OUT_CANTEEN, date: '2026-01-05', items: [] });
    });
    caseOf('recipes', player, { op: 'list', query: (db) => query(collection(db, 'recipes'), limit(5)) }, true, store, world);
    caseOf('its shop’s categories', player, { op: 'list', query: (db) => query(collection(db, `services/SHOP_${IN_CANTEEN}/categories`), where('stopped', '==', true)) }, true, store, world);
    caseOf('another shop’s categories', player, { op: 'list', query: (db) => query(collection(db, `services/SHOP_${OUT_CANTEEN}/categories`)) }, false, store, world);
    caseOf('its canteen’s people counters', player, { op: 'list', query: (db) => query(collection(db, 'people_counters'), where('canteen_id', '==', IN_CANTEEN)) }, true, store, world);
    caseOf('another canteen’s people counters', player, { op: 'list', query: (db) => query(collection(db, 'people_counters'), where('canteen_id', '==', OUT_CANTEEN)) }, false, store, world);
    caseOf('orders of its canteen', player, { op: 'list', query: (db) => query(collection(db, 'orders'), where('canteenid', '==', IN_CANTEEN), limit(1)) }, false, store, world);
  });

  describe('signage player: heartbeat', () => {
    const beat = (path: string, changes: Record<string, unknown> = { last_seen: serverTimestamp() }) => ({ op: 'update' as const, path, changes, unstamped: true });
    caseOf('beats on its screen', player, beat(`digital_signage/${screenId}`), true, store, world);
    caseOf('beats with a time of its own', player, beat(`digital_signage/${screenId}`, { last_seen: FIXED_NOW }), false, store, world);
    caseOf('renames its screen', player, beat(`digital_signage/${screenId}`, { last_seen: serverTimestamp(), name: 'Hacked' }), false, store, world);
    caseOf('unpairs itself into another player', player, beat(`digital_signage/${screenId}`, { player_uid: 'x' }), false, store, world);
    caseOf('beats on another screen', player, beat(`digital_signage/${otherScreenId}`), false, store, world);
    caseOf('beats on a schedule', player, beat('digital_signage/SGP_LUNCH'), false, store, world);
    caseOf('a replaced player beats', replaced, beat(`digital_signage/${screenId}`), false, store, world);
    caseOf('a staff member unpairs the screen', manager, { op: 'update', path: `digital_signage/${screenId}`, changes: { player_uid: null } }, true, store, world);
  });
}
