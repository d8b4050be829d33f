import { describe, expect, it } from 'vitest';
import {
  MAX_PINNED_FAST_COMMANDS,
  fastCommandPinsSchema,
  fastCommandsFor,
  filterFastCommands,
  pinnedFastCommands,
  togglePinnedFastCommand,
} from './fast-commands';

const ids = (role: string) => fastCommandsFor(role).map((command) => command.id);

describe('fastCommandsFor', () => {
  it('offers the routes the role may open (spec §6), sidebar entries first, never a route with parameters', () => {
    const admin = ids('admin');
    // The sidebar's main group first (the IFM operator's list is not the admin's).
    expect(admin.slice(0, 3)).toEqual(['dashboard', 'home', 'staticPages']);
    expect(admin).toContain('users');
    expect(admin).toContain('customers');
    expect(admin).not.toContain('userDetails');
    expect(admin).toContain('action:toggleSidebar');
    expect(fastCommandsFor('admin').every((command) => !command.path?.includes(':'))).toBe(true);
  });

  it('company_manager: its screens only (GestioneUtenti, Ordini), not Utenti or Menu', () => {
    const manager = ids('company_manager');
    expect(manager).toEqual(expect.arrayContaining(['dashboard', 'customers', 'orders', 'costCenters', 'account']));
    expect(manager).not.toContain('users');
    expect(manager).not.toContain('menu');
  });

  it('a web user or nobody gets no command', () => {
    expect(fastCommandsFor('web_user')).toEqual([]);
    expect(fastCommandsFor(null)).toEqual([]);
  });
});

describe('filterFastCommands', () => {
  const commands = fastCommandsFor('admin');
  const labels: Record<string, string> = { costCenters: 'Cost centres', customers: 'Customers', orders: 'Orders' };
  const label = (command: { id: string }) => labels[command.id] ?? '—';

  it('matches words at the start of a label word or path segment, label prefixes first', () => {
    const found = filterFastCommands(commands, label, 'cu').map((command) => command.id);
    expect(found[0]).toBe('customers');
    expect(filterFastCommands(commands, label, 'centres').map((command) => command.id)).toContain('costCenters');
    expect(filterFastCommands(commands, label, 'lista spesa').map((command) => command.id)).toEqual(['shoppingList']);
    expect(filterFastCommands(commands, label, 'ordini').map((command) => command.id)).toContain('orders');
  });

  it('keeps every command for an empty text and none for a text nothing has', () => {
    expect(filterFastCommands(commands, label, '  ')).toHaveLength(commands.length);
    expect(filterFastCommands(commands, label, 'zzzz')).toEqual([]);
  });
});

describe('pins', () => {
  const available = fastCommandsFor('site_manager');

  it('reads the canteen’s pins in order, dropping unknown, forbidden, repeated and non-text ids', () => {
    const stored = { C_1001: ['menu', 'users', 'nope', 'menu', 7, 'orders'], C_1002: ['tickets'] };
    expect(pinnedFastCommands(stored, 'C_1001', available).map((command) => command.id)).toEqual(['menu', 'orders']);
    expect(pinnedFastCommands(stored, 'C_9999', available)).toEqual([]);
    expect(pinnedFastCommands(undefined, 'C_1001', available)).toEqual([]);
  });

  it('toggles a pin, adding last and never beyond the maximum', () => {
    expect(togglePinnedFastCommand(['menu'], 'orders')).toEqual(['menu', 'orders']);
    expect(togglePinnedFastCommand(['menu', 'orders'], 'menu')).toEqual(['orders']);
    const full = Array.from({ length: MAX_PINNED_FAST_COMMANDS }, (_, index) => `r${index}`);
    expect(togglePinnedFastCommand(full, 'menu')).toEqual(full);
  });

  it('the stored list: at most the maximum, each id once', () => {
    expect(fastCommandPinsSchema.safeParse(['menu', 'orders']).success).toBe(true);
    expect(fastCommandPinsSchema.safeParse(['menu', 'menu']).success).toBe(false);
    expect(fastCommandPinsSchema.safeParse(Array.from({ length: 13 }, (_, index) => `r${index}`)).success).toBe(false);
  });
});
