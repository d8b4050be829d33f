// The access table: its derivation from the spec §6 screen keys and the invariants the rules rely on.
import { describe, expect, it } from 'vitest';
import {
  ACCESS_OPERATIONS,
  ADMIN_ONLY_USER_FIELDS,
  CATEGORY_STOP_FIELDS,
  COLLECTION_ACCESS,
  READ_ONLY_ROLES,
  SELF_EDITABLE_USER_FIELDS,
  SERVER_ONLY_CHAT_FIELDS,
  SERVER_ONLY_ORDER_FIELDS,
  WRITE_OPERATIONS,
  accessAllowed,
  accessRow,
  grantRoles,
  limitedFields,
  type StaffGrant,
} from './access';
import { describeRoles, renderAccessTableMarkdown } from './access-markdown';
import { canOpenScreen } from './permissions';
import { ROLES, ROLE_PRIORITY, MANAGEMENT_ROLES } from './roles';

const staffGrants = COLLECTION_ACCESS.flatMap((row) =>
  row.grants.filter((grant): grant is StaffGrant => grant.to === 'staff').map((grant) => ({ row, grant })),
);

describe('the access table', () => {
  it('has one row per id and names every collection of the data model', () => {
    const ids = COLLECTION_ACCESS.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const collections = new Set(COLLECTION_ACCESS.map((row) => row.path.split('/{')[0] ?? ''));
    for (const name of [
      'canteens',
      'users',
      'user_claims',
      'recipes',
      'menu',
      'orders',
      'chat',
      'services',
      'services/{serviceId}/categories',
      'services/{serviceId}/products',
      'messages',
      'aree_news',
      'cost_centers',
      'payment_methods',
      'canteen_payment_methods',
      'static_data',
      'users/{uid}/inbox',
      'deliveries',
      'notifications',
      'scheduled_jobs',
      'activity_log',
      'processed_events',
      'push_recordings',
      'sms_recordings',
      'help_guides',
      'help_components',
      'help_news',
      'help_status_texts',
      'invitation_codes',
      'statistics',
      'product_imports',
    ]) {
      expect([...collections].some((path) => path === name || name.startsWith(path))).toBe(true);
    }
  });

  it('gives visualizzatore no write and web_user no staff right', () => {
    for (const { grant } of staffGrants) {
      for (const op of WRITE_OPERATIONS) {
        for (const role of READ_ONLY_ROLES) expect(grantRoles(grant, op)).not.toContain(role);
      }
    }
    for (const row of COLLECTION_ACCESS) {
      for (const op of WRITE_OPERATIONS) {
        expect(
          accessAllowed(row.id, op, { role: 'visualizzatore', managesCanteen: true, changedFields: [] }),
        ).toBe(false);
      }
      for (const op of ACCESS_OPERATIONS) {
        expect(accessAllowed(row.id, op, { role: 'web_user', managesCanteen: true, changedFields: [] })).toBe(
          false,
        );
        expect(
          accessAllowed(row.id, op, {
            role: null,
            managesCanteen: true,
            ownsDocument: true,
            memberOfCanteen: true,
          }),
        ).toBe(false);
      }
    }
  });

  it('derives reads and writes from the screen keys (Ordini → orders read, ModificaOrdini → orders update)', () => {
    for (const role of ROLES) {
      const inCanteen = { role, managesCanteen: true, changedFields: ['status'] };
      const notes = { role, managesCanteen: true, changedFields: ['notes'] };
      expect(accessAllowed('orders', 'get', inCanteen)).toBe(canOpenScreen('Ordini', role));
      expect(accessAllowed('orders', 'list', inCanteen)).toBe(canOpenScreen('Ordini', role));
      expect(accessAllowed('orders', 'update', notes)).toBe(canOpenScreen('ModificaOrdini', role));
      // The status changes only through the changeOrderStatus callable (issue 17).
      expect(accessAllowed('orders', 'update', inCanteen)).toBe(false);
      expect(accessAllowed('orders:ifm', 'update', inCanteen)).toBe(
        canOpenScreen('RichiesteIFM', role) || canOpenScreen('GestioneIFM', role),
      );
      expect(accessAllowed('messages', 'create', inCanteen)).toBe(canOpenScreen('Comunicazioni', role));
      // A recipe is deleted only through the deleteRecipe callable (issue 15).
      expect(accessAllowed('recipes', 'delete', { role })).toBe(false);
    }
  });

  it('scopes canteen rows to bo_canteens except for admin and admin_provider', () => {
    for (const role of MANAGEMENT_ROLES) {
      const outside = accessAllowed('menu', 'get', { role, managesCanteen: false });
      expect(outside).toBe(role === 'admin' || role === 'admin_provider');
      expect(accessAllowed('menu', 'get', { role, managesCanteen: true })).toBe(true);
    }
    // A global row ignores the canteen.
    expect(accessAllowed('recipes', 'get', { role: 'cuoco', managesCanteen: false })).toBe(true);
  });

  it('lets nobody but an admin change role, roles, bo_canteens or canteens, and nobody their own role, roles or bo_canteens', () => {
    for (const role of ROLES) {
      for (const field of ADMIN_ONLY_USER_FIELDS) {
        const own = { role, ownsDocument: true, managesCanteen: true, changedFields: [field] };
        expect(accessAllowed('users', 'update', own)).toBe(role === 'admin' && field === 'canteens');
        const another = { role, ownsDocument: false, managesCanteen: true, changedFields: [field] };
        expect(accessAllowed('users', 'update', another)).toBe(role === 'admin');
      }
      for (const field of SELF_EDITABLE_USER_FIELDS) {
        expect(accessAllowed('users', 'update', { role, ownsDocument: true, changedFields: [field] })).toBe(
          true,
        );
      }
    }
  });

  it('lets customers create only their own orders, in a canteen of theirs', () => {
    const customer = { role: 'web_user' as const, ownsDocument: true, memberOfCanteen: true };
    expect(accessAllowed('orders', 'create', customer)).toBe(true);
    expect(accessAllowed('orders', 'create', { ...customer, memberOfCanteen: false })).toBe(false);
    expect(accessAllowed('orders', 'create', { ...customer, ownsDocument: false })).toBe(false);
    expect(accessAllowed('orders', 'update', { ...customer, changedFields: ['status'] })).toBe(false);
    expect(accessAllowed('orders', 'get', { ...customer, memberOfCanteen: false })).toBe(true);
    expect(accessAllowed('canteens', 'get', { role: 'web_user', memberOfCanteen: true })).toBe(true);
    expect(accessAllowed('canteens', 'list', { role: 'web_user', memberOfCanteen: true })).toBe(false);
  });

  it('applies field limits only to updates', () => {
    const manager = { role: 'country_manager' as const, managesCanteen: true };
    const pickups = canOpenScreen('Pickups', 'country_manager');
    expect(accessAllowed('canteens', 'update', { ...manager, changedFields: ['pickup_points'] })).toBe(pickups);
    expect(accessAllowed('canteens', 'update', { ...manager, changedFields: ['pickup_points', 'name'] })).toBe(false);
    expect(accessAllowed('canteens', 'update', { ...manager })).toBe(pickups);
    // The menu structure changes only through the saveMenuStructure callable (issue 15): not even an admin.
    for (const role of ['country_manager', 'admin'] as const)
      expect(accessAllowed('canteens', 'update', { role, managesCanteen: true, changedFields: ['menu_structure'] })).toBe(
        false,
      );
    expect(accessAllowed('canteens', 'update', { role: 'admin', changedFields: ['canteen_id'] })).toBe(false);
    expect(limitedFields('orders:ifm')).toEqual(['status', 'status_change']);
    expect(limitedFields('recipes')).toEqual([]);
  });

  it('keeps server-written fields and collections away from clients', () => {
    const staff = { role: 'admin' as const, managesCanteen: true };
    for (const field of SERVER_ONLY_ORDER_FIELDS) {
      expect(accessAllowed('orders', 'update', { ...staff, changedFields: [field] })).toBe(false);
    }
    expect(accessAllowed('orders', 'update', { ...staff, changedFields: ['notes'] })).toBe(true);
    for (const field of SERVER_ONLY_CHAT_FIELDS) {
      expect(accessAllowed('chat', 'update', { ...staff, changedFields: [field] })).toBe(false);
    }
    for (const row of ['services/categories', 'services/categories:ifm']) {
      for (const field of CATEGORY_STOP_FIELDS) {
        expect(accessAllowed(row, 'update', { ...staff, changedFields: [field] })).toBe(false);
      }
      expect(accessAllowed(row, 'update', { ...staff, changedFields: ['available'] })).toBe(true);
    }
    const owner = { role: 'web_user' as const, ownsDocument: true };
    expect(accessAllowed('users/inbox', 'list', owner)).toBe(true);
    expect(accessAllowed('users/inbox', 'update', { ...owner, changedFields: ['read_at'] })).toBe(true);
    expect(accessAllowed('users/inbox', 'update', { ...owner, changedFields: ['title'] })).toBe(false);
    expect(accessAllowed('users/inbox', 'create', owner)).toBe(false);
    expect(accessAllowed('users/inbox', 'get', { role: 'admin', managesCanteen: true })).toBe(false);
    for (const row of ['deliveries', 'notifications', 'scheduled_jobs']) {
      for (const role of ROLES) {
        for (const op of ACCESS_OPERATIONS) {
          expect(accessAllowed(row, op, { role, managesCanteen: true })).toBe(
            role === 'admin' && (op === 'get' || op === 'list'),
          );
        }
      }
    }
    expect(accessAllowed('activity_log', 'get', { role: 'site_manager', managesCanteen: false })).toBe(false);
    expect(accessAllowed('activity_log', 'get', { role: 'site_manager', managesCanteen: true })).toBe(true);
    expect(accessAllowed('activity_log', 'get', { role: 'cuoco', managesCanteen: true })).toBe(false);
    for (const row of ['processed_events', 'statistics', 'help_guides']) {
      expect(accessRow(row).grants).toEqual([]);
    }
    // Issue 21: rules, codes and access rules are read on their screens and written only by callables.
    for (const row of ['vouchers_rules', 'invitation_codes', 'voucher_redemptions', 'access_rules']) {
      for (const op of ['create', 'update', 'delete'] as const)
        expect(accessAllowed(row, op, { role: 'admin', managesCanteen: true })).toBe(false);
    }
    expect(accessAllowed('vouchers_rules', 'list', { role: 'site_manager', managesCanteen: true })).toBe(true);
    expect(accessAllowed('vouchers_rules', 'list', { role: 'visualizzatore', managesCanteen: true })).toBe(false);
    expect(accessAllowed('access_rules', 'list', { role: 'site_manager', managesCanteen: true })).toBe(false);
    expect(accessAllowed('access_rules', 'list', { role: 'admin_provider', managesCanteen: true })).toBe(true);
  });

  it('names roles directly only with a reason, and grant roles follow the priority order', () => {
    for (const { grant } of staffGrants) {
      if (grant.roles) expect(grant.why).toBeTruthy();
      const roles = grantRoles(grant, 'get');
      expect([...roles]).toEqual(ROLE_PRIORITY.filter((role) => roles.includes(role)));
    }
  });

  it('refuses an unknown row', () => {
    expect(() => accessRow('nope')).toThrow('No access-table row nope');
    expect(() => accessAllowed('nope', 'get', { role: 'admin' })).toThrow();
  });
});

describe('the access table in Markdown', () => {
  const markdown = renderAccessTableMarkdown();

  it('has a line per row with the five operations, and the reasons', () => {
    for (const row of COLLECTION_ACCESS) expect(markdown).toContain(`| \`${row.id}\` |`);
    expect(markdown).toContain(
      '| collection | covers | canteen from | get | list | create | update | delete |',
    );
    expect(markdown).toContain('deny by default');
    expect(markdown).toMatch(/- `chat`: .*statuschange/);
    expect(markdown).toContain('nobody');
  });

  it('shortens role lists', () => {
    expect(describeRoles(ROLE_PRIORITY)).toBe('every back-office role');
    expect(describeRoles([...MANAGEMENT_ROLES, 'cuoco'])).toBe('management, cuoco');
    expect(describeRoles(['admin', 'cuoco'])).toBe('admin, cuoco');
  });
});
