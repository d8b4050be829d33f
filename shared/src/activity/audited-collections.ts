// The configuration and content collections whose back-office writes the activity-log trigger records (issue 14).

/**
 * The stamp every client write of an audited collection carries: the writer's uid and the request time. The rules
 * require `updated_by == request.auth.uid` and `updated_at == request.time`, so the trigger can trust them; a write
 * that does not renew the stamp (functions, the API, the seed: the Admin SDK) is not a back-office client write.
 */
export const STAMP_FIELDS = ['updated_by', 'updated_at'] as const;

/** Where an audited document's canteen comes from (always a field the rules scope writes by, or the path). */
export type AuditedCanteen =
  | { kind: 'field'; field: string }
  | { kind: 'doc-id' }
  | { kind: 'parent-id' }
  | { kind: 'service-id' }
  | { kind: 'none' };

export interface AuditedCollection {
  /** The access-table row id (without a `:variant`), also the `collection` of the entries. */
  key: string;
  /** The trigger's document pattern; the last segment is always `{docId}`. */
  path: string;
  canteen: AuditedCanteen;
  /** True when the rules let a client write it today (and therefore require the stamp). */
  clientWritten: boolean;
}

const field = (name: string): AuditedCanteen => ({ kind: 'field', field: name });

/**
 * Spec §3's configuration and content. Not here: orders and chat (operational, high volume; IFM requests keep their
 * own history), users (the API writes them and logs the call), the server-only collections, and activity_log itself
 * (the log is never audited, so the trigger cannot loop).
 */
export const AUDITED_COLLECTIONS: readonly AuditedCollection[] = [
  { key: 'canteens', path: 'canteens/{docId}', canteen: { kind: 'doc-id' }, clientWritten: true },
  {
    key: 'canteens/rules',
    path: 'canteens/{parentId}/rules/{docId}',
    canteen: { kind: 'parent-id' },
    clientWritten: true,
  },
  { key: 'recipes', path: 'recipes/{docId}', canteen: { kind: 'none' }, clientWritten: true },
  { key: 'ingredients', path: 'ingredients/{docId}', canteen: { kind: 'none' }, clientWritten: true },
  { key: 'suppliers', path: 'suppliers/{docId}', canteen: { kind: 'none' }, clientWritten: true },
  { key: 'menu', path: 'menu/{docId}', canteen: field('canteen_id'), clientWritten: true },
  { key: 'services', path: 'services/{docId}', canteen: field('canteen_id'), clientWritten: true },
  {
    key: 'services/categories',
    path: 'services/{parentId}/categories/{docId}',
    canteen: { kind: 'service-id' },
    clientWritten: true,
  },
  {
    key: 'services/products',
    path: 'services/{parentId}/products/{docId}',
    canteen: { kind: 'service-id' },
    clientWritten: true,
  },
  { key: 'messages', path: 'messages/{docId}', canteen: field('canteen_id'), clientWritten: true },
  { key: 'aree_news', path: 'aree_news/{docId}', canteen: field('canteen_id'), clientWritten: true },
  {
    key: 'pre_registrations',
    path: 'pre_registrations/{docId}',
    canteen: field('canteen_id'),
    clientWritten: true,
  },
  { key: 'cost_centers', path: 'cost_centers/{docId}', canteen: field('canteen_id'), clientWritten: true },
  { key: 'payment_methods', path: 'payment_methods/{docId}', canteen: { kind: 'none' }, clientWritten: true },
  {
    key: 'canteen_payment_methods',
    path: 'canteen_payment_methods/{docId}',
    canteen: field('canteen_id'),
    clientWritten: true,
  },
  { key: 'static_pages', path: 'static_pages/{docId}', canteen: field('canteen_id'), clientWritten: true },
  // The special-diets screen writes them (issue 14): its rules require the stamp.
  { key: 'special_diets', path: 'special_diets/{docId}', canteen: field('canteen_id'), clientWritten: true },
  // Written by the API today; the day the rules open them to clients they must require the stamp too.
  {
    key: 'vouchers_rules',
    path: 'vouchers_rules/{docId}',
    canteen: field('canteen_id'),
    clientWritten: false,
  },
  // Written by the contributionRules and accessRules callables with the stamp of the caller (issue 21).
  {
    key: 'invitation_codes',
    path: 'invitation_codes/{docId}',
    canteen: field('canteen_id'),
    clientWritten: false,
  },
  { key: 'access_rules', path: 'access_rules/{docId}', canteen: field('canteen_id'), clientWritten: false },
  // The signage screen writes them (issue 22): its rules require the stamp.
  { key: 'digital_signage', path: 'digital_signage/{docId}', canteen: field('canteen_id'), clientWritten: true },
  { key: 'surveys', path: 'surveys/{docId}', canteen: field('canteen_id'), clientWritten: false },
  // The printers screen writes them (issue 22): its rules require the stamp.
  { key: 'printers', path: 'printers/{docId}', canteen: field('canteen_id'), clientWritten: true },
  // The combos screen writes them (issue 16): its rules require the stamp.
  { key: 'combos', path: 'combos/{docId}', canteen: field('canteen_id'), clientWritten: true },
  // The seats screen writes them (issue 16): its rules require the stamp.
  { key: 'seats', path: 'seats/{docId}', canteen: field('canteen_id'), clientWritten: true },
];

/** The collection of the entries an admin's change of a user's role and managed canteens writes itself (userAccess). */
export const USER_ACCESS_LOG_COLLECTION = 'users';

/**
 * Every `collection` a write entry of the log can carry, for the log's filter: the audited collections (the trigger
 * writes their entries) and users, whose access changes log themselves (users are not audited: their documents change
 * on every canteen choice). Those entries belong to no canteen: "all canteens" shows them.
 */
export const LOGGED_WRITE_COLLECTIONS: readonly string[] = [
  ...AUDITED_COLLECTIONS.map((collection) => collection.key),
  USER_ACCESS_LOG_COLLECTION,
];

/** The audited collection of an access-table row id (`services/categories:ifm` → services/categories), if any. */
export function auditedCollection(rowId: string): AuditedCollection | undefined {
  const key = rowId.split(':')[0];
  return AUDITED_COLLECTIONS.find((collection) => collection.key === key);
}

/** The trigger name of an audited collection: letters and digits only (`services/categories` → servicesCategories). */
export function auditTriggerName(collection: AuditedCollection): string {
  return collection.key
    .split(/[^a-zA-Z0-9]+/)
    .map((part, index) => (index === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');
}

/** `SHOP_C_1001` → `C_1001`: the canteen a service's id names (the rules scope its catalogue the same way). */
export function canteenOfServiceId(serviceId: string): string | null {
  const match = /^[A-Z]+_(C_.+)$/.exec(serviceId);
  return match?.[1] ?? null;
}

/** The canteen of an audited document, from its path or from the field the rules scope its writes by. */
export function auditedCanteenOf(
  collection: AuditedCollection,
  params: { docId: string; parentId?: string },
  data: Record<string, unknown> | undefined,
): string | null {
  const canteen = collection.canteen;
  switch (canteen.kind) {
    case 'doc-id':
      return params.docId;
    case 'parent-id':
      return params.parentId ?? null;
    case 'service-id':
      return params.parentId ? canteenOfServiceId(params.parentId) : null;
    case 'field': {
      const value = data?.[canteen.field];
      return typeof value === 'string' && value !== '' ? value : null;
    }
    case 'none':
      return null;
  }
}

/** The audited collection a document path belongs to (`services/SHOP_C_1/products/P1` → services/products), if any. */
export function auditedCollectionOfPath(docPath: string): AuditedCollection | undefined {
  const segments = docPath.split('/');
  return AUDITED_COLLECTIONS.find((collection) => {
    const pattern = collection.path.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith('{') || part === segments[index])
    );
  });
}
