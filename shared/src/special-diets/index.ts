// Special diets (spec §3 allergen codes, §6 DieteSpeciali).
export * from './special-diet';
export * from './clashes';
