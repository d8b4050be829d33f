// Surveys (spec §3, §6 Surveys; issue 22).
export * from './survey';
export * from './report';
