// Contribution rules, invitation codes and the pricing function (spec §3 vouchers_rules, §6 RegoleContribuzione).
export * from './rule';
export * from './pricing';
export * from './overlaps';
export * from './invitation-codes';
export * from './requests';
export * from './list-params';
export * from './code-csv';
export * from './statistics';
export * from './wallet-settings';
