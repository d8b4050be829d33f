// A list reordered by dragging its handles (mouse, touch, or keyboard: space, arrows, space) or with the up and down
// buttons; each move is announced in the user's language and saved at once.
import { useTranslation } from 'react-i18next';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { moveItem } from '@backoffice/shared';
import { Button } from '../../../components/ui/Button';

export interface SortableItem {
  id: string;
  label: string;
  detail?: string;
}

export interface SortableListProps {
  label: string;
  items: readonly SortableItem[];
  /** The ids in their new order. */
  onReorder: (ids: string[]) => void;
  disabled?: boolean;
}

export function SortableList({ label, items, onReorder, disabled = false }: SortableListProps) {
  const { t } = useTranslation('communications');
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const labelOf = (id: unknown) => items.find((item) => item.id === id)?.label ?? String(id);
  const positionOf = (id: unknown) => items.findIndex((item) => item.id === id) + 1;
  const move = (from: number, to: number) => onReorder(moveItem(items, from, to).map((item) => item.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('organize.dragInstructions') },
        announcements: {
          onDragStart: ({ active }) => t('organize.picked', { name: labelOf(active.id), position: positionOf(active.id) }),
          onDragOver: ({ active, over }) => (over ? t('organize.over', { name: labelOf(active.id), position: positionOf(over.id) }) : undefined),
          onDragEnd: ({ active, over }) => (over ? t('organize.dropped', { name: labelOf(active.id), position: positionOf(over.id) }) : undefined),
          onDragCancel: ({ active }) => t('organize.cancelled', { name: labelOf(active.id) }),
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-2" aria-label={label}>
          {items.map((item, index) => (
            <Row key={item.id} item={item} index={index} count={items.length} disabled={disabled} onMove={move} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function Row({ item, index, count, disabled, onMove }: { item: SortableItem; index: number; count: number; disabled: boolean; onMove: (from: number, to: number) => void }) {
  const { t } = useTranslation('communications');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled });
  const style = { transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined, transition };
  return (
    <li ref={setNodeRef} style={style} className={`flex items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2 ${isDragging ? 'shadow-lg' : ''}`} data-testid="sortable-item">
      <button
        type="button"
        className="cursor-grab rounded px-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={t('organize.handle', { name: item.label })}
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <span className="w-6 text-right text-sm text-slate-600">{index + 1}</span>
      <span className="flex-1 text-sm">
        <span className="font-medium text-slate-900">{item.label}</span>
        {item.detail && <span className="block text-xs text-slate-600">{item.detail}</span>}
      </span>
      <Button size="sm" variant="ghost" disabled={disabled || index === 0} onClick={() => onMove(index, index - 1)} aria-label={t('organize.up', { name: item.label })}>
        ↑
      </Button>
      <Button size="sm" variant="ghost" disabled={disabled || index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={t('organize.down', { name: item.label })}>
        ↓
      </Button>
    </li>
  );
}
