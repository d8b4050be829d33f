// Orders (spec §2 /ordini, §3, §4): status transitions, the line-merge rule and production sheet, the list, status changes.
export * from './order-status';
export * from './order-lines';
export * from './order-list';
export * from './order-status-change';
export * from './order-export';
export * from './shopping-list';
