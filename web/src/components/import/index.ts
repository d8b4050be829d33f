// The import kit: one flow for pasted spreadsheet ranges and CSV files, with preview, per-row errors and progress.
export { ImportFlow, type ImportFlowProps, type ImportWriteOptions } from './ImportFlow';
export { ImportPreview } from './ImportPreview';
export { parseTable, readCsvFile, type Table } from './parse';
