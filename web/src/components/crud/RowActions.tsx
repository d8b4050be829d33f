// A row's actions (edit, delete…): only those the role may take are rendered (hidden, not disabled — screens.md).
import { Button } from '../ui/Button';
import type { Column } from '../ui/DataTable';

export interface RowAction {
  id: string;
  /** Visible text. */
  label: string;
  /** Accessible name naming the row, starting with the visible text (e.g. "Delete Pupils"). */
  ariaLabel: string;
  onSelect: () => void;
  allowed: boolean;
  destructive?: boolean;
}

export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  const shown = actions.filter((action) => action.allowed);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {shown.map((action) => (
        <Button
          key={action.id}
          size="sm"
          variant={action.destructive ? 'secondary' : 'ghost'}
          aria-label={action.ariaLabel}
          onClick={action.onSelect}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}

export interface EditDeleteColumnOptions<Row> {
  /**
   * The screen's own texts, by the kit's key convention: actions.column (the column's hidden header), actions.edit,
   * actions.editLabel, actions.delete, actions.deleteLabel (the last two name the row with {{name}}).
   */
  t: (key: string, values?: Record<string, string>) => string;
  nameOf: (row: Row) => string;
  /** What the rules let this role do (the column's buttons are hidden otherwise). */
  allowed: boolean;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}

/** The usual last column of a CRUD list: Edit and Delete, each named after its row, hidden when not allowed. */
export function editDeleteColumn<Row>({
  t,
  nameOf,
  allowed,
  onEdit,
  onDelete,
}: EditDeleteColumnOptions<Row>): Column<Row> {
  return {
    id: 'actions',
    header: <span className="sr-only">{t('actions.column')}</span>,
    align: 'right',
    cell: (row) => (
      <RowActions
        actions={[
          {
            id: 'edit',
            label: t('actions.edit'),
            ariaLabel: t('actions.editLabel', { name: nameOf(row) }),
            allowed,
            onSelect: () => onEdit(row),
          },
          {
            id: 'delete',
            label: t('actions.delete'),
            ariaLabel: t('actions.deleteLabel', { name: nameOf(row) }),
            allowed,
            destructive: true,
            onSelect: () => onDelete(row),
          },
        ]}
      />
    ),
  };
}
