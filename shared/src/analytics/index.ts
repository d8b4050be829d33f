// Web analytics and order trends (spec §3 analytics metrics, §6 Stats): events, daily aggregation, period figures.
export * from './analytics';
export * from './stats-filters';
