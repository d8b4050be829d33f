// Tickets screens’ pure rules (spec §2, §4).
export * from './tickets';
