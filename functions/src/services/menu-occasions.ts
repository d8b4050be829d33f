// getOccasionsForPeriod: which occasions of a canteen's menu structure have dishes, for which services, on which days.
import type { Firestore } from 'firebase-admin/firestore';
import type { UiLanguage } from '@backoffice/shared';
import { menuDocumentId, menuStructureOf } from './menu-month';

export interface OccasionInPeriod {
  id: string;
  name: string;
  /** The requested services that serve this occasion in the period. */
  services: string[];
  /** Days 'YYYY-MM-DD' with at least one dish of the occasion for those services. */
  dates: string[];
}

/** Days from `from` to `to` inclusive ('YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day <= new Date(`${to}T00:00:00Z`);
    day = new Date(day.getTime() + 86_400_000)
  )
    days.push(day.toISOString().slice(0, 10));
  return days;
}

/**
 * A menu item without a `service` belongs to the plain menu service ('menu'); items added for another
 * service (e.g. by addSoMealCenaComponent) carry it. Occasions come in menu-structure order.
 */
export async function occasionsForPeriod(
  db: Firestore,
  canteen: { id: string; data: Record<string, unknown> },
  services: readonly string[],
  from: string,
  to: string,
  language: UiLanguage,
): Promise<OccasionInPeriod[]> {
  const days = daysBetween(from, to);
  const menus = await db.getAll(
    ...days.map((day) => db.collection('menu').doc(menuDocumentId(canteen.id, day))),
  );
  const found = new Map<string, { services: Set<string>; dates: Set<string> }>();
  menus.forEach((snapshot, index) => {
    for (const item of (snapshot.get('items') ?? []) as Array<Record<string, unknown>>) {
      const service = typeof item?.service === 'string' ? item.service : 'menu';
      if (!services.includes(service) || typeof item.occasion_id !== 'string') continue;
      const entry = found.get(item.occasion_id) ?? { services: new Set<string>(), dates: new Set<string>() };
      entry.services.add(service);
      entry.dates.add(days[index]!);
      found.set(item.occasion_id, entry);
    }
  });
  const { occasions } = menuStructureOf(canteen.data, language);
  const known = occasions.filter((occasion) => found.has(occasion.id));
  // Occasions used in menus but missing from the structure are still reported, after the known ones.
  const unknown = [...found.keys()]
    .filter((id) => !occasions.some((occasion) => occasion.id === id))
    .sort()
    .map((id) => ({ id, name: id }));
  return [...known, ...unknown].map((occasion) => ({
    ...occasion,
    services: [...(found.get(occasion.id)?.services ?? [])].sort(),
    dates: [...(found.get(occasion.id)?.dates ?? [])].sort(),
  }));
}
