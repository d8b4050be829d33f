// The preview of imported rows: the first rows and every row with errors, each error in the user's language.
import { useTranslation } from 'react-i18next';
import type { ImportColumn, ImportMapping, ImportRow } from '@backoffice/shared';
import { errorText } from '../form/errors';

export interface ImportPreviewProps {
  records: readonly (readonly string[])[];
  rows: readonly ImportRow<unknown>[];
  columns: readonly ImportColumn[];
  mapping: ImportMapping;
  /** How many leading rows to show; rows with errors are shown too, up to `maxErrorRows`. */
  first?: number;
  maxErrorRows?: number;
}

/**
 * Rendering 5,000 rows would stall the page (design.md §7: 5,000 products in ≤ 10 s), so the table shows the first
 * rows as a sample and the rows with errors, which are what the user must act on.
 */
export function ImportPreview({ records, rows, columns, mapping, first = 200, maxErrorRows = 500 }: ImportPreviewProps) {
  const { t, i18n } = useTranslation('kit');
  const mapped = columns.filter((column) => (mapping[column.key] ?? null) !== null);
  const labels = new Map(columns.map((column) => [column.key, column.label]));
  const shown: ImportRow<unknown>[] = [];
  let errorRows = 0;
  for (const [index, row] of rows.entries()) {
    if (index < first) shown.push(row);
    else if (row.errors.length > 0 && errorRows < maxErrorRows) {
      shown.push(row);
      errorRows += 1;
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {shown.length < rows.length && (
        <p className="text-sm text-slate-700">{t('import.preview.shown', { shown: shown.length, total: rows.length, first })}</p>
      )}
      {/* A scrolling region: focusable so keyboard users can scroll it (axe scrollable-region-focusable). */}
      <div
        className="max-h-[28rem] overflow-auto rounded-lg border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
        tabIndex={0}
        role="region"
        aria-label={t('import.preview.caption')}
      >
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{t('import.preview.caption')}</caption>
          <thead className="sticky top-0 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('import.preview.line')}
              </th>
              {mapped.map((column) => (
                <th key={column.key} scope="col" className="px-3 py-2 font-semibold">
                  {column.label}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('import.preview.errors')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const record = records[row.line - 2] ?? [];
              return (
                <tr key={row.line} className={row.errors.length > 0 ? 'bg-red-50' : 'odd:bg-white even:bg-slate-50'}>
                  <th scope="row" className="px-3 py-1.5 font-medium text-slate-700">
                    {row.line}
                  </th>
                  {mapped.map((column) => (
                    <td key={column.key} className="max-w-56 truncate px-3 py-1.5 text-slate-900">
                      {record[mapping[column.key]!] ?? ''}
                    </td>
                  ))}
                  <td className="px-3 py-1.5">
                    {row.errors.length === 0 ? (
                      <span className="text-emerald-800">{t('import.preview.ok')}</span>
                    ) : (
                      <ul className="text-red-800">
                        {row.errors.map((error, index) => (
                          <li key={index}>
                            {error.field ? `${labels.get(error.field) ?? error.field}: ` : ''}
                            {errorText(t, i18n, error)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
