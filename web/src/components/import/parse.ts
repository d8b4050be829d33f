// Reads a pasted spreadsheet range or a CSV file into rows of cells (papaparse, loaded only when an import starts).

/** Rows of cells; the first row is the header. */
export type Table = string[][];

/**
 * Pasted cells from Excel, LibreOffice or Google Sheets arrive tab-separated (quoted when a cell holds a line break);
 * a CSV file uses ; (Italian/Spanish Excel) or , — papaparse guesses among the three from the first lines.
 */
export async function parseTable(text: string): Promise<Table> {
  const { default: Papa } = await import('papaparse');
  const clean = text.replace(/^\uFEFF/, '');
  const firstLine = clean.slice(0, clean.indexOf('\n') >= 0 ? clean.indexOf('\n') : undefined);
  const result = Papa.parse<string[]>(clean, {
    delimiter: firstLine.includes('\t') ? '\t' : '',
    delimitersToGuess: ['\t', ';', ','],
    skipEmptyLines: 'greedy',
  });
  return result.data.map((row) => row.map((cell) => (cell ?? '').toString()));
}

/**
 * The text of a CSV file: UTF-8 when it decodes cleanly, else Windows-1252, which is what Excel writes for
 * "CSV (separated by semicolons)" in Western European locales.
 */
export async function readCsvFile(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
