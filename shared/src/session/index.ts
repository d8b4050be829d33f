// What a session holds: the chosen canteen and the entry by link (spec §2).
export * from './chooser';
export * from './entry-link';
