// Renders the collection access table as Markdown (the README shows it, generated, never copied by hand).
import {
  ACCESS_OPERATIONS,
  COLLECTION_ACCESS,
  UNLISTED_COLLECTIONS_RULE,
  grantRoles,
  type AccessOperation,
  type CanteenLink,
  type CollectionAccess,
  type FieldLimit,
  type Grant,
} from './access';
import { MANAGEMENT_ROLES, ROLE_PRIORITY, type BackOfficeRole } from './roles';

const code = (text: string) => `\`${text}\``;

/** Role names of a grant, shortened: "every back-office role", "management" for the five management roles. */
export function describeRoles(roles: readonly BackOfficeRole[]): string {
  if (ROLE_PRIORITY.every((role) => roles.includes(role))) return 'every back-office role';
  const management = MANAGEMENT_ROLES.every((role) => roles.includes(role));
  const rest = roles.filter(
    (role) => !(management && (MANAGEMENT_ROLES as readonly string[]).includes(role)),
  );
  return [...(management ? ['management'] : []), ...rest].join(', ');
}

function describeFields(limit: FieldLimit | undefined): string {
  if (!limit) return '';
  return 'only' in limit
    ? ` — only ${limit.only.map(code).join(', ')}`
    : ` — not ${limit.except.map(code).join(', ')}`;
}

function describeGrant(grant: Grant, op: AccessOperation): string {
  const own = op === 'update' && grant.notOnOwn ? ` — not their own ${grant.notOnOwn.map(code).join(', ')}` : '';
  const fields = op === 'update' ? `${describeFields(grant.fields)}${own}` : '';
  switch (grant.to) {
    case 'owner':
      return `owner${grant.inOwnCanteen ? ', in a canteen of their `canteens`' : ''}${fields}`;
    case 'member':
      return `customers of the canteen${fields}`;
    case 'staff': {
      const scope = grant.scope === 'global' ? 'any' : 'their canteens';
      const via = grant.screens ? ` (${grant.screens.join(', ')})` : '';
      return `${describeRoles(grantRoles(grant, op))}${via} · ${scope}${fields}`;
    }
  }
}

function describeCanteen(link: CanteenLink | null): string {
  if (!link) return '—';
  switch (link.kind) {
    case 'documentId':
      return 'document id';
    case 'parentCanteenId':
      return 'canteen id in the path';
    case 'parentServiceId':
      return 'service id';
    case 'anyOf':
      return `any of ${code(link.field)}`;
    case 'field':
      return link.alsoField ? `${code(link.field)} or ${code(link.alsoField)}` : code(link.field);
  }
}

function cell(row: CollectionAccess, op: AccessOperation): string {
  const grants = row.grants.filter((grant) => grant.ops.includes(op));
  return grants.length === 0 ? 'nobody' : grants.map((grant) => describeGrant(grant, op)).join('; ');
}

/** The access table as a Markdown table, then the reasons and decisions of each row as a list. */
export function renderAccessTableMarkdown(): string {
  const header = `| collection | covers | canteen from | ${ACCESS_OPERATIONS.join(' | ')} |`;
  const rule = `| ${['---', '---', '---', ...ACCESS_OPERATIONS.map(() => '---')].join(' | ')} |`;
  const rows = COLLECTION_ACCESS.map(
    (row) =>
      `| ${code(row.id)} | ${row.covers} | ${describeCanteen(row.canteen)} | ${ACCESS_OPERATIONS.map((op) => cell(row, op)).join(' | ')} |`,
  );
  const notes = COLLECTION_ACCESS.flatMap((row) => {
    const reasons = [
      ...row.grants.flatMap((grant) => (grant.why ? [grant.why] : [])),
      ...(row.decisions ?? []),
    ];
    return reasons.length === 0 ? [] : [`- ${code(row.id)}: ${reasons.join('; ')}.`];
  });
  return [
    header,
    rule,
    ...rows,
    '',
    `"their canteens" means the canteens of the caller's \`bo_canteens\` claim; admin and admin_provider open every canteen. ` +
      'visualizzatore never writes. Every client write is also checked for field types and sizes.',
    `${UNLISTED_COLLECTIONS_RULE}`,
    '',
    ...notes,
  ].join('\n');
}
