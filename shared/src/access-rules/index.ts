// Access rules of a canteen (spec §2 /access_rules).
export * from './access-rule';
