// A data table: sortable column headers (aria-sort), skeleton rows while loading, an empty state, cursor paging.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Skeleton } from './Skeleton';
import { cx } from './cx';

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  column: string;
  direction: SortDirection;
}

export interface Column<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: 'left' | 'right';
  className?: string;
}

/** Cursor pagination: the table only knows whether there is a page before and after. */
export interface CursorPaging {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** e.g. "Page 2" or "21–40 of 312" (count() can give the total). */
  label?: ReactNode;
}

/** Rows chosen for a bulk action: ids by rowKey; the header box selects or clears the whole page. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** Names the box of a row for screen readers, e.g. "Select Cost centre A". */
  rowLabel: (id: string) => string;
}

export interface DataTableProps<Row> {
  caption: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  loading?: boolean;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  paging?: CursorPaging;
  empty?: ReactNode;
  /** Hide the caption visually (keep it for screen readers). */
  hideCaption?: boolean;
  /** A checkbox per row (and one for the page) when the screen has bulk actions. */
  selection?: RowSelection;
}

function SortIcon({ direction }: { direction: SortDirection | null }) {
  return (
    <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
      <path d="M10 3l4 5H6l4-5z" opacity={direction === 'asc' ? 1 : 0.3} />
      <path d="M10 17l-4-5h8l-4 5z" opacity={direction === 'desc' ? 1 : 0.3} />
    </svg>
  );
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  sort,
  onSortChange,
  paging,
  empty,
  hideCaption,
  selection,
}: DataTableProps<Row>) {
  const { t } = useTranslation('common');
  const showSkeleton = loading || rows === undefined;
  const pageIds = rows?.map(rowKey) ?? [];
  const allSelected =
    selection !== undefined && pageIds.length > 0 && pageIds.every((id) => selection.selected.has(id));
  const toggleRow = (id: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };
  const togglePage = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of pageIds) {
      if (allSelected) next.delete(id);
      else next.add(id);
    }
    selection.onChange(next);
  };
  const checkbox =
    'size-4 rounded border-slate-300 text-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500';
  const ariaSort = (column: Column<Row>) =>
    sort?.column === column.id
      ? sort.direction === 'asc'
        ? 'ascending'
        : 'descending'
      : column.sortable
        ? 'none'
        : undefined;
  const toggle = (column: Column<Row>) =>
    onSortChange?.({
      column: column.id,
      direction: sort?.column === column.id && sort.direction === 'asc' ? 'desc' : 'asc',
    });

  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm" aria-busy={showSkeleton || undefined}>
          <caption
            className={cx(
              'px-4 py-3 text-left text-sm font-semibold text-slate-900',
              hideCaption && 'sr-only',
            )}
          >
            {caption}
          </caption>
          <thead className="bg-slate-50">
            <tr>
              {selection && (
                <th scope="col" className="w-10 px-4 py-2.5">
                  <input
                    type="checkbox"
                    className={checkbox}
                    checked={allSelected}
                    onChange={togglePage}
                    aria-label={t('list.selectPage')}
                  />
                </th>
              )}
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={ariaSort(column)}
                  className={cx(
                    'px-4 py-2.5 font-semibold text-slate-700',
                    column.align === 'right' ? 'text-right' : 'text-left',
                    column.className,
                  )}
                >
                  {column.sortable && onSortChange ? (
                    <button
                      type="button"
                      onClick={() => toggle(column)}
                      className="inline-flex items-center gap-1 rounded hover:text-slate-900"
                    >
                      {column.header}
                      <SortIcon direction={sort?.column === column.id ? sort.direction : null} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {showSkeleton
              ? Array.from({ length: 5 }, (_, index) => (
                  <tr key={`skeleton-${index}`}>
                    {selection && <td className="px-4 py-3" />}
                    {columns.map((column) => (
                      <td key={column.id} className="px-4 py-3">
                        <Skeleton className="h-4 w-3/4" />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row) => (
                  <tr key={rowKey(row)} className="hover:bg-slate-50">
                    {selection && (
                      <td className="px-4 py-3">
                        <input
                          type="checkbox"
                          className={checkbox}
                          checked={selection.selected.has(rowKey(row))}
                          onChange={() => toggleRow(rowKey(row))}
                          aria-label={selection.rowLabel(rowKey(row))}
                        />
                      </td>
                    )}
                    {columns.map((column) => (
                      <td
                        key={column.id}
                        className={cx(
                          'px-4 py-3 text-slate-800',
                          column.align === 'right' && 'text-right',
                          column.className,
                        )}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      {!showSkeleton && rows.length === 0 && (
        <div className="p-4">
          {empty ?? <p className="text-center text-sm text-slate-600">{t('ui.noResults')}</p>}
        </div>
      )}
      {paging && (
        <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-2.5">
          <span className="text-sm text-slate-600">{paging.label}</span>
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" disabled={!paging.hasPrevious} onClick={paging.onPrevious}>
              {t('actions.previous')}
            </Button>
            <Button size="sm" variant="secondary" disabled={!paging.hasNext} onClick={paging.onNext}>
              {t('actions.next')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
