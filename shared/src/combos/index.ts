// Combos (spec §2 /combo…, §6 Combo) and the table-service seats (spec §2 /seats).
export * from './combo';
export * from './seats';
