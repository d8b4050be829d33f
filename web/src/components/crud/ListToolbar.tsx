// The bar above a CRUD list: the search box (applied to the URL on submit) and the screen's own filters beside it.
import type { ReactNode } from 'react';
import { Card } from '../ui/Card';
import { SearchBox } from './SearchBox';

export interface ListToolbarProps {
  search: { label: string; hint?: string; value: string; onSearch: (value: string) => void };
  /** The screen's filters (selects, a day picker…), laid out after the search box. */
  children?: ReactNode;
}

export function ListToolbar({ search, children }: ListToolbarProps) {
  return (
    <Card className="mb-4">
      <div className="flex flex-wrap items-end gap-4">
        <SearchBox label={search.label} hint={search.hint} value={search.value} onSearch={search.onSearch} />
        {children}
      </div>
    </Card>
  );
}
