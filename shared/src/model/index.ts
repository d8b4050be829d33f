// Zod schemas of the spec §3 documents.
export * from './entities';
export * from './entities-activity';
