// Form and import helpers shared by the SPA's form kit: money and points values, imported rows, yes/no list filters.
export * from './messages';
export * from './money';
export * from './import-rows';
export * from './yes-no-filter';
export * from './rich-text-policy';
