// The body of a canteen resource's list screen: the search bar with the screen's filters, then the live table.
// Texts come from the screen's namespace by convention: search.label, search.hint and caption ({{canteen}}).
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { ListView, type ListViewProps } from '../list/ListView';
import type { LiveList } from '../list/useLiveList';
import type { Column } from '../ui/DataTable';
import { ListToolbar } from './ListToolbar';

export interface CrudListProps<Row extends { id: string }> {
  /** The screen's translator (its own namespace). */
  t: TFunction;
  canteenName: string;
  list: LiveList<Row>;
  columns: readonly Column<Row>[];
  /** The search kept in the URL, and how a new one is applied. */
  search: string;
  onSearch: (search: string) => void;
  /** The screen's filters beside the search box. */
  filters?: ReactNode;
  /** Whether a search or filter narrows the list (the empty state says "nothing matches" then). */
  filtered: boolean;
  selection?: ListViewProps<Row>['selection'];
}

export function CrudList<Row extends { id: string }>({
  t,
  canteenName,
  list,
  columns,
  search,
  onSearch,
  filters,
  filtered,
  selection,
}: CrudListProps<Row>) {
  return (
    <>
      <ListToolbar search={{ label: t('search.label'), hint: t('search.hint'), value: search, onSearch }}>
        {filters}
      </ListToolbar>
      <ListView
        list={list}
        caption={t('caption', { canteen: canteenName })}
        hideCaption
        columns={columns}
        rowKey={(row) => row.id}
        filtered={filtered}
        selection={selection}
      />
    </>
  );
}
