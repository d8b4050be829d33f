// Languages, environments and the message keys of validation texts (spec §1, §5, §8).
export * from './i18n-env';
export * from './messages';
