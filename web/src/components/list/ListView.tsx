// A live list on screen: the table, its paging label, and the loading, empty, error and too-many states.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/Alert';
import { DataTable, type Column, type RowSelection } from '../ui/DataTable';
import { EmptyState } from '../ui/EmptyState';
import { formatCount } from '../../lib/format';
import { useFirstData } from '../../lib/perf';
import type { LiveList } from './useLiveList';

export interface PageInfo {
  pageIndex: number;
  /** 1-based positions of the page's first and last row. */
  from: number;
  to: number;
  total: number | undefined;
}

export interface ListViewProps<Row> {
  list: LiveList<Row>;
  caption: ReactNode;
  hideCaption?: boolean;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** Shown when the list has no rows; default: the kit's "nothing here yet" / "nothing matches" state. */
  empty?: ReactNode;
  /** Whether filters or a search narrow the list (chooses the default empty text). */
  filtered?: boolean;
  /** Above this total the list asks for a narrower search (spec: "too many results — search more specifically"). */
  tooMany?: number;
  /** Overrides of the kit's texts where a screen has its own wording (`range` is asked for empty pages too). */
  texts?: {
    range?: (info: PageInfo) => ReactNode;
    loadError?: ReactNode;
    countError?: ReactNode;
    tooMany?: (total: number, limit: number) => ReactNode;
  };
  selection?: RowSelection;
}

export function ListView<Row>({
  list,
  caption,
  hideCaption,
  columns,
  rowKey,
  empty,
  filtered,
  tooMany,
  texts,
  selection,
}: ListViewProps<Row>) {
  const { t } = useTranslation('common');
  const rows = list.rows;
  // Time to first data: the page's rows (or its empty or error state) are on screen.
  useFirstData(rows !== undefined || list.error !== undefined);
  const info: PageInfo = {
    pageIndex: list.pageIndex,
    from: list.first,
    to: list.first + (rows?.length ?? 0) - 1,
    total: list.total,
  };
  // A screen's own wording is asked whenever the page has loaded (it may show "page 1 of 0"); the kit's only for rows.
  const label = !rows
    ? undefined
    : texts?.range
      ? texts.range(info)
      : rows.length === 0
        ? undefined
        : info.total === undefined
          ? t('list.rangeUnknown', { from: formatCount(info.from), to: formatCount(info.to) })
          : t('list.range', {
              from: formatCount(info.from),
              to: formatCount(info.to),
              total: formatCount(info.total),
            });
  const loadError = texts?.loadError ?? t('list.loadError');

  return (
    <div className="flex flex-col gap-3">
      {list.countError && !list.error && (
        <p className="text-sm text-slate-600">{texts?.countError ?? t('list.countError')}</p>
      )}
      {tooMany !== undefined && list.total !== undefined && list.total > tooMany && (
        <Alert tone="warning">
          {texts?.tooMany?.(list.total, tooMany) ??
            t('list.tooMany', { total: formatCount(list.total), limit: formatCount(tooMany) })}
        </Alert>
      )}
      <DataTable
        caption={caption}
        hideCaption={hideCaption}
        columns={columns}
        rows={list.error ? [] : rows}
        rowKey={rowKey}
        selection={selection}
        paging={{
          hasPrevious: list.hasPrevious,
          hasNext: list.hasNext,
          onPrevious: list.previous,
          onNext: list.next,
          label,
        }}
        empty={
          list.error ? (
            <Alert tone="error">{loadError}</Alert>
          ) : (
            (empty ?? <EmptyState title={t(filtered ? 'list.emptyFiltered' : 'list.emptyNone')} />)
          )
        }
      />
    </div>
  );
}
