// Routes, sidebar and help tags (spec §2, §9).
export * from './routes';
export * from './sidebar';
export * from './help';
export * from './fast-commands';
