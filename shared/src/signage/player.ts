// The signage player (issue 22; spec §9 digital-signage base address): pairing codes, the heartbeat and when a screen
// counts as online, the people counters behind the occupancy board, and the menu board's grouping.
import { z } from 'zod';
import type { MenuRecipe } from '../model/entities';

/** Pairing requests of players: `signage_players/{uid}` (the player's anonymous uid). */
export const SIGNAGE_PLAYERS = 'signage_players';
/** Live occupancy per counter: `people_counters/{id}` with canteen_id, count and capacity. */
export const PEOPLE_COUNTERS = 'people_counters';

/** The player's default address on the hosting site (VITE_SIGNAGE_PATH configures it). */
export const DEFAULT_SIGNAGE_PATH = '/signage';
/** The player writes `last_seen` this often… */
export const SIGNAGE_HEARTBEAT_MS = 60_000;
/** …and a screen seen within this long is online (five missed beats: offline). */
export const SIGNAGE_ONLINE_MS = 5 * 60_000;

/** Letters and digits that cannot be mistaken for one another on a wall screen (no 0/O, 1/I/L). */
export const PAIRING_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 6;
export const pairingCodeSchema = z.string().regex(new RegExp(`^[${PAIRING_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`), 'validation.invalidFormat');

/** A fresh pairing code from random bytes (crypto.getRandomValues in the browser). */
export function newPairingCode(randomBytes: Uint8Array): string {
  if (randomBytes.length < PAIRING_CODE_LENGTH) throw new Error('newPairingCode: not enough random bytes');
  return Array.from(randomBytes.slice(0, PAIRING_CODE_LENGTH), (byte) => PAIRING_ALPHABET[byte % PAIRING_ALPHABET.length]).join('');
}

/** What a person types (spaces, dashes, lower case) as the code it means. */
export function normalizePairingCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

export const pairingFormSchema = z.object({ code: z.string().transform(normalizePairingCode).pipe(pairingCodeSchema) });
export type PairingForm = z.input<typeof pairingFormSchema>;

/** Online when the last heartbeat is recent (a clock a little ahead of the player's still counts). */
export function isScreenOnline(lastSeen: Date | null, now: Date): boolean {
  return lastSeen !== null && now.getTime() - lastSeen.getTime() < SIGNAGE_ONLINE_MS;
}

export const peopleCounterSchema = z.looseObject({
  canteen_id: z.string().min(1),
  name: z.string().default(''),
  count: z.number().int().min(0),
  capacity: z.number().int().min(1),
});
export type PeopleCounter = z.infer<typeof peopleCounterSchema>;

/** Everyone counted in the canteen against its seats, and the share (0–100, capped). */
export function occupancyOf(counters: readonly PeopleCounter[]): { count: number; capacity: number; percent: number } {
  const count = counters.reduce((sum, counter) => sum + counter.count, 0);
  const capacity = counters.reduce((sum, counter) => sum + counter.capacity, 0);
  return { count, capacity, percent: capacity > 0 ? Math.min(100, Math.round((count / capacity) * 100)) : 0 };
}

/** The day's items grouped by occasion, then diet, each in the structure's order (unknown ids last, by id). */
export function menuBoardGroups(
  items: readonly MenuRecipe[],
  order: { occasions: readonly { id: string }[]; diets: readonly { id: string }[] },
): Array<{ occasionId: string; diets: Array<{ dietId: string; items: MenuRecipe[] }> }> {
  const rank = (list: readonly { id: string }[], id: string) => {
    const index = list.findIndex((entry) => entry.id === id);
    return index === -1 ? list.length : index;
  };
  const byRank = (list: readonly { id: string }[]) => (a: string, b: string) => rank(list, a) - rank(list, b) || a.localeCompare(b);
  const occasions = [...new Set(items.map((item) => item.occasion_id))].sort(byRank(order.occasions));
  return occasions.map((occasionId) => {
    const ofOccasion = items.filter((item) => item.occasion_id === occasionId);
    const diets = [...new Set(ofOccasion.map((item) => item.diet_id))].sort(byRank(order.diets));
    return {
      occasionId,
      diets: diets.map((dietId) => ({
        dietId,
        items: ofOccasion.filter((item) => item.diet_id === dietId).sort((a, b) => a.pos - b.pos),
      })),
    };
  });
}

/** The server-only keys of the counting devices: people_counter_keys/{counterId} = { key_sha256 } (issue 22). */
export const PEOPLE_COUNTER_KEYS = 'people_counter_keys';

/**
 * What a counting device posts to POST /api/peopleCounterOccupancy: its counter, the people inside now, and its own
 * key (compared by SHA-256 with people_counter_keys/{counter_id}; DECISIONS).
 */
export const occupancyReportSchema = z.object({
  counter_id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
  count: z.number().int().min(0).max(100_000),
  key: z.string().min(32).max(256),
});
export type OccupancyReport = z.infer<typeof occupancyReportSchema>;
