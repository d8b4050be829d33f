// Communications, programmed notifications, their recurrence and deliveries (spec §2, §3).
export * from './communications';
export * from './recurrence';
export * from './notifications';
export * from './deliveries';
export * from './communication-form';
export * from './composer';
export * from './news-structure';
