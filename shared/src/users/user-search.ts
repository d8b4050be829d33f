// The users list (spec §2 Utenti): its search keywords, its filters and how they live in the URL query string.
import { ROLES, type Role } from '../access/roles';
import { normalizeCanteenId } from '../canteens/canteens';

/** Users per list page. */
export const USERS_PAGE_SIZE = 20;
/** A search starts at two characters, like the suggestions of spec §5. */
export const USER_SEARCH_MIN_CHARS = 2;
/** Longer searches are cut to this: keywords are prefixes of at most this many characters. */
export const USER_SEARCH_MAX_CHARS = 24;
/** The stored field holding the keywords (written by the seed and the users trigger, never by a client form). */
export const USER_SEARCH_FIELD = 'search_keywords';
/** Separates a canteen id from a term in a canteen-scoped keyword (`C_1001|rossi`). */
const SCOPE_SEPARATOR = '|';

/** Lower case without accents, spaces collapsed: how both the keywords and the typed search are compared. */
export function searchFold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

function prefixes(text: string): string[] {
  const folded = searchFold(text).slice(0, USER_SEARCH_MAX_CHARS).trim();
  const out: string[] = [];
  for (let length = USER_SEARCH_MIN_CHARS; length <= folded.length; length += 1) out.push(folded.slice(0, length));
  return out;
}

/** The fields of a user document the keywords come from. */
export interface UserSearchSource {
  profile?: {
    name?: unknown;
    surname?: unknown;
    email?: unknown;
    company?: unknown;
    matricola?: unknown;
  } | null;
  card?: unknown;
  canteens?: unknown;
  bo_canteens?: unknown;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function canteensOf(user: UserSearchSource): string[] {
  const ids = [user.canteens, user.bo_canteens]
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .filter((id): id is string => typeof id === 'string' && id.trim() !== '')
    .map(normalizeCanteenId);
  return [...new Set(ids)].sort();
}

/**
 * Every term a search may equal: the prefixes (2–24 characters, folded) of the name, the surname, "name surname",
 * each word of them, the e-mail, the company and each of its words, the matricola, the card and the card's last four
 * digits (what §5's display shows). Then, for each canteen of `canteens` and `bo_canteens`, the bare canteen id and
 * each term scoped to it: Firestore allows one array-contains per query, so the canteen filter and the search share
 * the one field and the list keeps cursor pages and count().
 */
export function userSearchKeywords(user: UserSearchSource): string[] {
  const profile = user.profile ?? {};
  const name = textOf(profile.name);
  const surname = textOf(profile.surname);
  const company = textOf(profile.company);
  // The card number without the optional suffix after a space (spec §5 card display).
  const card = textOf(user.card).trim().split(/\s+/)[0] ?? '';
  const sources = [
    name,
    surname,
    `${name} ${surname}`,
    ...`${name} ${surname}`.split(/\s+/),
    textOf(profile.email),
    company,
    ...company.split(/\s+/),
    textOf(profile.matricola),
    card,
    card.length > 4 ? card.slice(-4) : '',
  ];
  const terms = [...new Set(sources.flatMap(prefixes))].sort();
  const scoped = canteensOf(user).flatMap((canteen) => [
    `${canteen}${SCOPE_SEPARATOR}`,
    ...terms.map((term) => `${canteen}${SCOPE_SEPARATOR}${term}`),
  ]);
  return [...terms, ...scoped];
}

/** The one keyword a list query matches with array-contains, or null when neither a search nor a canteen narrows it. */
export function userSearchKeyword(search: string, canteen: string): string | null {
  const term = searchFold(search).slice(0, USER_SEARCH_MAX_CHARS).trim();
  const searching = term.length >= USER_SEARCH_MIN_CHARS;
  const canteenId = canteen === '' ? '' : normalizeCanteenId(canteen);
  if (canteenId !== '') return `${canteenId}${SCOPE_SEPARATOR}${searching ? term : ''}`;
  return searching ? term : null;
}

export type UserRoleFilter = Role | 'all';

export interface UserListParams {
  search: string;
  role: UserRoleFilter;
  /** A canteen id, or '' for every canteen. */
  canteen: string;
}

/** Reads the list's params from the URL (?q=&role=&canteen=); anything unknown falls back to the default. */
export function parseUserListParams(query: URLSearchParams): UserListParams {
  const role = query.get('role');
  const canteen = (query.get('canteen') ?? '').trim();
  return {
    search: (query.get('q') ?? '').trim().slice(0, 200),
    role: role !== null && (ROLES as readonly string[]).includes(role) ? (role as Role) : 'all',
    canteen: /^c_[a-z0-9_-]{1,60}$/i.test(canteen) ? normalizeCanteenId(canteen) : '',
  };
}

/** Writes the params back, defaults left out so links stay short. */
export function userListQuery(params: UserListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search !== '') query.set('q', params.search);
  if (params.role !== 'all') query.set('role', params.role);
  if (params.canteen !== '') query.set('canteen', params.canteen);
  return query;
}

/** A search too short to run (one character): the screen says so instead of listing everyone. */
export function isSearchTooShort(search: string): boolean {
  const length = searchFold(search).length;
  return length > 0 && length < USER_SEARCH_MIN_CHARS;
}
