// The structure of a canteen's communications (spec §6 CopiaStrutturaComunicazioni, /messages/organize): the order of
// news areas and messages, and what copying another canteen's news areas would add.
import { z } from 'zod';
import { canteenIdValueSchema } from '../model/entities';

/** The deterministic id of a copied area: replays and repeated copies land on the same document. */
export function copiedAreaId(toCanteenId: string, sourceAreaId: string): string {
  return `${toCanteenId}__${sourceAreaId}`;
}

export interface NewsAreaLike {
  id: string;
}

/**
 * What copying `source`'s areas into `toCanteenId` does: the areas it adds and those already there (an area is there
 * when the target holds its copy's id) — the same rule the copy service applies, so the preview is what happens.
 */
export function copyStructurePreview<A extends NewsAreaLike>(
  source: readonly A[],
  targetIds: ReadonlySet<string>,
  toCanteenId: string,
): { added: A[]; present: A[] } {
  const added: A[] = [];
  const present: A[] = [];
  for (const area of source) (targetIds.has(copiedAreaId(toCanteenId, area.id)) ? present : added).push(area);
  return { added, present };
}

/** The list with the item at `from` moved to `to` (drag and drop, or the keyboard). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** The `pos` each id gets after a reorder (1 … n), only for those whose position changed. */
export function changedPositions(ids: readonly string[], current: ReadonlyMap<string, unknown>): Map<string, number> {
  const changed = new Map<string, number>();
  ids.forEach((id, index) => {
    if (current.get(id) !== index + 1) changed.set(id, index + 1);
  });
  return changed;
}

/** Input of the callable copyNewsStructure. */
export const copyNewsStructureInputSchema = z
  .object({ fromCid: canteenIdValueSchema, toCid: canteenIdValueSchema })
  .refine((input) => input.fromCid !== input.toCid, { path: ['toCid'], message: 'communications:organize.sameCanteen' });
