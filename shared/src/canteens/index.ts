// Canteen identity and a canteen’s rule documents (spec §3, §4).
export * from './canteens';
export * from './canteen-rules';
export * from './canteen-form';
export * from './customisation';
export * from './canteen-style';
export * from './wizard';
