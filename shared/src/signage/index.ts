// Digital signage (spec §3, §6 DigitalSignage, DigitalSignageAll; issue 22).
export * from './signage';
export * from './player';
