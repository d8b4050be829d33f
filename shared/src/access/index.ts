// The collection access table, roles, screen permissions and custom claims (spec §6).
export * from './roles';
export * from './permissions';
export * from './access';
export * from './access-markdown';
export * from './claims';
