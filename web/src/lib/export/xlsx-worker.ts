// Writes an xlsx workbook off the page's thread (writers.ts xlsxInWorker): the typed table in, the file out.
import { xlsxWorkbook, type XlsxInput } from './xlsx-workbook';

const post = (message: { blob: Blob } | { error: string }) =>
  (self as unknown as { postMessage(message: unknown): void }).postMessage(message);

self.onmessage = async (event: MessageEvent<XlsxInput>) => {
  try {
    post({ blob: await xlsxWorkbook(event.data) });
  } catch (error) {
    post({ error: error instanceof Error ? error.message : String(error) });
  }
};
