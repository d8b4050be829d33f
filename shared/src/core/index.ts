// Constants, closed lists, statuses, dates, formatting, currencies and form validation shared by every domain.
export * from './statuses';
export * from './dates';
export * from './validation';
export * from './format';
export * from './currency';
export * from './maps-token';
export * from './suggestions';
export * from './catalogs';
export * from './constants';
