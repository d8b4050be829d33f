// What the player reads and writes: its pairing request, its screen and schedules, the boards' data (all live, keeping
// their last data while offline, and after an offline reload the data last read: offline.ts), and the heartbeat on
// its screen's last_seen.
import { useEffect, useState } from 'react';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDocs,
  onSnapshot,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type DocumentReference,
  type Query,
} from 'firebase/firestore';
import {
  DIGITAL_SIGNAGE,
  PEOPLE_COUNTERS,
  SIGNAGE_HEARTBEAT_MS,
  SIGNAGE_PLAYERS,
  inBatches,
  newPairingCode,
  parseMenuItems,
  peopleCounterSchema,
  recipeSchema,
  signageScheduleRecordSchema,
  type PeopleCounter,
  type Recipe,
  type SignageScheduleRecord,
} from '@backoffice/shared';
import { playerDb } from './firebase';
import { recall, remember } from './offline';

export type Pairing = { status: 'loading' } | { status: 'waiting'; code: string } | { status: 'paired'; screenId: string; canteenId: string };

/** A live document, undefined while loading, null when missing or refused. */
function useDocument<T>(ref: (() => DocumentReference) | null, key: string, parse: (data: DocumentData | undefined) => T, onDenied?: () => void) {
  const [value, setValue] = useState<T | null | undefined>(undefined);
  useEffect(() => {
    if (!ref) return undefined;
    const reference = ref();
    const stored = `doc:${reference.path}`;
    // Offline with nothing read yet (a reload without network): the data last read from the server.
    const lastKnown = () => {
      const last = recall<DocumentData | null>(stored);
      if (last === undefined) return false;
      setValue(last === null ? null : parse(last));
      return true;
    };
    return onSnapshot(
      reference,
      (snapshot) => {
        if (snapshot.metadata.fromCache && !snapshot.exists() && lastKnown()) return;
        if (!snapshot.metadata.fromCache) remember(stored, snapshot.exists() ? snapshot.data() : null);
        setValue(snapshot.exists() ? parse(snapshot.data()) : null);
      },
      (error) => {
        if (error.code === 'permission-denied') onDenied?.();
        else if (lastKnown()) return;
        setValue(null);
      },
    );
    // The key names the document; parse and onDenied are stable enough for a screen that runs for days.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return value;
}

function useQuery<T>(build: (() => Query) | null, key: string, parse: (data: DocumentData, id: string) => T | null): T[] | undefined {
  const [rows, setRows] = useState<T[] | undefined>(undefined);
  useEffect(() => {
    if (!build) return undefined;
    const stored = `query:${key}`;
    const rowsOf = (documents: Array<{ id: string; data: DocumentData }>) => documents.flatMap((document) => parse(document.data, document.id) ?? []);
    // Offline with nothing read yet (a reload without network): the documents last read from the server.
    const lastKnown = () => {
      const last = recall<Array<{ id: string; data: DocumentData }>>(stored);
      if (last === undefined) return false;
      setRows(rowsOf(last));
      return true;
    };
    return onSnapshot(
      build(),
      (snapshot) => {
        if (snapshot.metadata.fromCache && snapshot.empty && lastKnown()) return;
        const documents = snapshot.docs.map((document) => ({ id: document.id, data: document.data() }));
        if (!snapshot.metadata.fromCache) remember(stored, documents);
        setRows(rowsOf(documents));
      },
      () => {
        if (!lastKnown()) setRows([]);
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return rows;
}

/** The player's pairing request, created with a fresh code when the server says there is none. */
export function usePairing(uid: string | null): Pairing {
  const [pairing, setPairing] = useState<Pairing>({ status: 'loading' });
  useEffect(() => {
    if (!uid) return undefined;
    const ref = doc(playerDb, SIGNAGE_PLAYERS, uid);
    const stored = `pairing:${uid}`;
    return onSnapshot(ref, { includeMetadataChanges: true }, (snapshot) => {
      if (!snapshot.exists()) {
        // Offline before the server answered (a reload without network): the pairing last confirmed.
        const last = snapshot.metadata.fromCache ? recall<Pairing>(stored) : undefined;
        setPairing(last?.status === 'paired' ? last : { status: 'loading' });
        if (!snapshot.metadata.fromCache) {
          remember(stored, null);
          const code = newPairingCode(crypto.getRandomValues(new Uint8Array(8)));
          void setDoc(ref, { code, created_at: serverTimestamp(), screen_id: null, canteen_id: null }).catch(() => undefined);
        }
        return;
      }
      const data = snapshot.data();
      const next: Pairing =
        typeof data.screen_id === 'string' && typeof data.canteen_id === 'string'
          ? { status: 'paired', screenId: data.screen_id, canteenId: data.canteen_id }
          : { status: 'waiting', code: String(data.code ?? '') };
      if (!snapshot.metadata.fromCache) remember(stored, next);
      setPairing(next);
    });
  }, [uid]);
  return pairing;
}

/** Forgets a pairing the screen no longer confirms (unpaired or given to another player): a new code is shown. */
export function startOver(uid: string): void {
  void deleteDoc(doc(playerDb, SIGNAGE_PLAYERS, uid)).catch(() => undefined);
}

export interface PlayerScreen {
  name: string;
  orientation: string;
}

export function useScreen(screenId: string, onDenied: () => void) {
  return useDocument(
    () => doc(playerDb, DIGITAL_SIGNAGE, screenId),
    screenId,
    (data): PlayerScreen => ({ name: String(data?.name ?? ''), orientation: String(data?.orientation ?? 'landscape') }),
    onDenied,
  );
}

/** The screen's schedules, with the download address a document item may carry (`url`). */
export type PlayerSchedule = SignageScheduleRecord & { id: string; urls: Array<string | null> };

export function useSchedules(screenId: string) {
  return useQuery(
    () => query(collection(playerDb, DIGITAL_SIGNAGE), where('screen_id', '==', screenId)),
    `schedules:${screenId}`,
    (data, id): PlayerSchedule | null => {
      const parsed = signageScheduleRecordSchema.safeParse(data);
      if (!parsed.success) return null;
      const raw = Array.isArray(data.items) ? (data.items as Array<{ url?: unknown }>) : [];
      return { ...parsed.data, id, urls: parsed.data.items.map((_, index) => (typeof raw[index]?.url === 'string' ? (raw[index].url as string) : null)) };
    },
  );
}

export interface PlayerCanteen {
  name: string;
  endpointPrefix: unknown;
  menuStructure: unknown;
  currency: unknown;
}

export function useCanteen(canteenId: string) {
  return useDocument(
    () => doc(playerDb, 'canteens', canteenId),
    canteenId,
    (data): PlayerCanteen => ({ name: String(data?.name ?? ''), endpointPrefix: data?.endpoint_prefix, menuStructure: data?.menu_structure, currency: data?.currency }),
  );
}

export function useMenuDay(canteenId: string, day: string) {
  return useDocument(() => doc(playerDb, 'menu', `${canteenId}_${day}`), `${canteenId}_${day}`, (data) => parseMenuItems(data?.items));
}

/** The recipes of the day's items (read once per set of ids, 30 per query). */
export function useRecipes(ids: readonly string[]) {
  const key = [...new Set(ids)].sort().join(',');
  const [recipes, setRecipes] = useState<Map<string, Recipe>>(new Map());
  useEffect(() => {
    if (key === '') return;
    let live = true;
    void Promise.all(inBatches(key.split(',')).map((batch) => getDocs(query(collection(playerDb, 'recipes'), where(documentId(), 'in', batch)))))
      .then((snapshots) => {
        const found = new Map<string, Recipe>();
        for (const snapshot of snapshots)
          for (const document of snapshot.docs) {
            const parsed = recipeSchema.safeParse(document.data());
            if (parsed.success) found.set(document.id, parsed.data);
          }
        if (live) setRecipes(found);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]);
  return recipes;
}

export interface StoppedCategory {
  id: string;
  name: Record<string, string | undefined>;
}

export function useStoppedCategories(canteenId: string) {
  return useQuery(
    () => query(collection(playerDb, 'services', `SHOP_${canteenId}`, 'categories'), where('stopped', '==', true)),
    `stopped:${canteenId}`,
    (data, id): StoppedCategory => ({ id, name: (data.name ?? {}) as Record<string, string | undefined> }),
  );
}

export function usePeopleCounters(canteenId: string) {
  return useQuery(
    () => query(collection(playerDb, PEOPLE_COUNTERS), where('canteen_id', '==', canteenId)),
    `counters:${canteenId}`,
    (data): PeopleCounter | null => {
      const parsed = peopleCounterSchema.safeParse(data);
      return parsed.success ? parsed.data : null;
    },
  );
}

/** Writes the screen's last_seen now and every heartbeat (queued while offline, sent when back). */
export function useHeartbeat(screenId: string, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return undefined;
    const beat = () => void updateDoc(doc(playerDb, DIGITAL_SIGNAGE, screenId), { last_seen: serverTimestamp() }).catch(() => undefined);
    beat();
    const timer = window.setInterval(beat, SIGNAGE_HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [screenId, enabled]);
}
