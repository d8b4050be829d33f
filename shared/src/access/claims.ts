// Custom claims of a user (what firestore.rules reads from request.auth.token), derived from the user document.
import { canAccessAllCanteens } from './permissions';
import { isBackOfficeRole, resolveRole, type Role, type RoleSource } from './roles';
import { normalizeCanteenId } from '../canteens/canteens';

/** Firebase refuses custom claims whose JSON is longer than this (Admin SDK setCustomUserClaims). */
export const CUSTOM_CLAIMS_MAX_BYTES = 1000;

/** The claim names this product manages; any other custom claim of an account is left alone. */
export const MANAGED_CLAIM_KEYS = ['role', 'bo_canteens', 'canteens', 'company'] as const;

/** The claims the rules read: the resolved role, the canteens it manages, the canteens it is a customer of. */
export interface UserClaims {
  role: Role;
  /** Canteens managed (bo_canteens); absent for admin and admin_provider, who open every canteen. */
  bo_canteens?: string[];
  /** Canteens the user is a customer of (`canteens`); absent when none. */
  canteens?: string[];
  /** The own company (profile.company) of a company manager: the rules show it only that company's customers. */
  company?: string;
}

/** The fields of a user document the claims come from. */
export interface ClaimsSource extends RoleSource {
  bo_canteens?: unknown;
  canteens?: unknown;
  profile?: { company?: unknown } | null;
}

/** The claims, and the canteens left out to respect the size limit (the rules then deny them: fail closed). */
export interface ClaimsResult {
  claims: UserClaims;
  dropped: string[];
}

/** Canteen ids of a stored list: strings only, normalised (C_ prefix, upper case), first occurrence kept. */
function canteenList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value
    .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
    .map(normalizeCanteenId);
  return [...new Set(ids)];
}

/** Size of claims as Firebase counts it: the UTF-8 bytes of their JSON. */
export function claimsByteSize(claims: object): number {
  return new TextEncoder().encode(JSON.stringify(claims)).length;
}

function assemble(role: Role, boCanteens: string[], canteens: string[], company: string): UserClaims {
  return {
    role,
    ...(boCanteens.length > 0 ? { bo_canteens: boCanteens } : {}),
    ...(canteens.length > 0 ? { canteens } : {}),
    ...(company !== '' ? { company } : {}),
  };
}

/** A company manager's own company, exactly as stored (the rules compare it with profile.company); '' otherwise. */
function companyOf(role: Role, user: ClaimsSource | null | undefined): string {
  if (role !== 'company_manager' && role !== 'company_manager_plus') return '';
  const company = user?.profile?.company;
  return typeof company === 'string' && company.trim() !== '' && company.length <= 200 ? company : '';
}

/**
 * Claims of a user document: the role as resolveRole decides it; `bo_canteens` only for back-office roles
 * that do not open every canteen; `canteens` when the user is a customer somewhere. When the JSON would
 * pass 1,000 bytes, customer canteens and then managed canteens are dropped from the end, so the claims
 * grant less, never more.
 */
export function userClaims(
  user: ClaimsSource | null | undefined,
  maxBytes = CUSTOM_CLAIMS_MAX_BYTES,
): ClaimsResult {
  const role = resolveRole(user);
  const boCanteens =
    isBackOfficeRole(role) && !canAccessAllCanteens(role) ? canteenList(user?.bo_canteens) : [];
  const canteens = canteenList(user?.canteens);
  const company = companyOf(role, user);
  const dropped: string[] = [];
  while (claimsByteSize(assemble(role, boCanteens, canteens, company)) > maxBytes) {
    const removed = canteens.length > 0 ? canteens.pop() : boCanteens.pop();
    if (removed === undefined) break;
    dropped.unshift(removed);
  }
  return { claims: assemble(role, boCanteens, canteens, company), dropped };
}

function managedPart(claims: unknown): Record<string, unknown> {
  const source = (typeof claims === 'object' && claims !== null ? claims : {}) as Record<string, unknown>;
  const part: Record<string, unknown> = {};
  for (const key of MANAGED_CLAIM_KEYS) if (source[key] !== undefined) part[key] = source[key];
  return part;
}

/**
 * Do two claim sets (an ID token's, an account's, a published copy) agree on the managed claims? Other keys
 * (iat, exp, firebase…) are ignored; a missing list and an empty one differ, as the rules see them.
 */
export function sameClaims(a: unknown, b: unknown): boolean {
  return JSON.stringify(managedPart(a)) === JSON.stringify(managedPart(b));
}

/** The account's custom claims with the managed ones replaced by `claims` (others kept). */
export function mergeClaims(current: unknown, claims: UserClaims | null): Record<string, unknown> {
  const merged = {
    ...((typeof current === 'object' && current !== null ? current : {}) as Record<string, unknown>),
  };
  for (const key of MANAGED_CLAIM_KEYS) delete merged[key];
  return { ...merged, ...(claims ?? {}) };
}
