// The day's recipes grouped by occasion, diet and component (structure order), filtered for display only (§2), with
// drag to reorder — pointer or keyboard — only within the same component of the same diet; any other drop is refused
// visibly and nothing is written.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  groupMenuDay,
  localizedText,
  menuItemKey,
  moveMenuRecipe,
  structureName,
  type MenuRecipe,
  type MenuStructure,
  type UiLanguage,
} from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import type { MenuRecipeDetails } from '../api/recipes';
import { MenuItemRow, type MenuItemActions } from './MenuItemRow';

export function MenuBoard({
  items,
  structure,
  recipes,
  language,
  filter,
  actions,
  onMove,
}: {
  items: MenuRecipe[];
  structure: MenuStructure;
  recipes: ReadonlyMap<string, MenuRecipeDetails>;
  language: UiLanguage;
  filter: { occasion: string; diet: string };
  actions: MenuItemActions;
  onMove: (activeKey: string, overKey: string) => void;
}) {
  const { t } = useTranslation('menus');
  const [refusal, setRefusal] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (item: MenuRecipe) =>
    localizedText(recipes.get(item.recipe_id)?.name, language) || t('item.unknown', { id: item.recipe_id });
  const byKey = new Map(items.map((item) => [menuItemKey(item), item]));
  const label = (key: unknown) => {
    const item = byKey.get(String(key));
    return item ? nameOf(item) : '';
  };

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const result = moveMenuRecipe(items, String(active.id), String(over.id));
    if (!result.ok) {
      setRefusal(t('move.refused', { name: label(active.id) }));
      return;
    }
    setRefusal(null);
    onMove(String(active.id), String(over.id));
  };

  const groups = groupMenuDay(items, structure)
    .filter((group) => filter.occasion === 'all' || group.occasion.id === filter.occasion)
    .map((group) => ({
      ...group,
      diets: group.diets.filter((diet) => filter.diet === 'all' || diet.diet.id === filter.diet),
    }))
    .filter((group) => group.diets.length > 0);

  return (
    <div className="flex flex-col gap-4">
      {refusal && (
        <div data-testid="move-refused">
          <Alert tone="error">{refusal}</Alert>
        </div>
      )}
      {groups.length === 0 && <p className="text-sm text-slate-600">{t('day.nothingShown')}</p>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={() => setRefusal(null)}
        onDragEnd={dragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('move.instructions') },
          announcements: {
            onDragStart: ({ active }) => t('move.picked', { name: label(active.id) }),
            onDragOver: ({ active, over }) =>
              over ? t('move.over', { name: label(active.id), target: label(over.id) }) : undefined,
            onDragEnd: ({ active, over }) =>
              over ? t('move.dropped', { name: label(active.id), target: label(over.id) }) : t('move.cancelled'),
            onDragCancel: () => t('move.cancelled'),
          },
        }}
      >
        {groups.map((group) => (
          <section key={group.occasion.id} aria-labelledby={`occasion-${group.occasion.id}`} className="flex flex-col gap-3">
            <h2 id={`occasion-${group.occasion.id}`} className="text-lg font-semibold text-slate-900">
              {structureName(group.occasion, group.occasion.id, language)}
            </h2>
            {group.diets.map((diet) => (
              <section
                key={diet.diet.id}
                className="rounded-lg border border-slate-200 bg-slate-50 p-3"
                data-diet={diet.diet.id}
                data-occasion={group.occasion.id}
              >
                <h3 className="mb-2 font-semibold text-slate-800">{structureName(diet.diet, diet.diet.id, language)}</h3>
                {diet.components.map((component) => (
                  <div key={component.component.id} className="mb-3" data-component={component.component.id}>
                    <h4 className="mb-1 text-sm font-medium uppercase tracking-wide text-slate-600">
                      {structureName(component.component, component.component.id, language)}
                    </h4>
                    <SortableContext items={component.items.map(menuItemKey)} strategy={verticalListSortingStrategy}>
                      <ul className="flex flex-col gap-2">
                        {component.items.map((item) => (
                          <MenuItemRow
                            key={menuItemKey(item)}
                            item={item}
                            name={nameOf(item)}
                            allergens={recipes.get(item.recipe_id)?.allergens ?? []}
                            actions={actions}
                          />
                        ))}
                      </ul>
                    </SortableContext>
                  </div>
                ))}
              </section>
            ))}
          </section>
        ))}
      </DndContext>
    </div>
  );
}
