// A row's actions (edit, delete…): only those the role may take are rendered (hidden, not disabled — screens.md).
import { Button } from '../ui/Button';

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
