// The activity log of back-office writes: which collections are audited, the entry and its field diff.
export * from './audited-collections';
export * from './write-entries';
export * from './log-list';
