// The help centre (spec §7 /helpdesk/ccms, §9 help tags): which tags a guide is asked with, and help search.
export * from './guide-tags';
export * from './search';
