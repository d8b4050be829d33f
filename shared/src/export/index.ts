// The generic export pipeline's shared part: formats, columns, tables and file names (spec §3 "Export formats").
export * from './formats';
export * from './table';
